import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo-users';

export interface SignedIn {
  token: string;
  siteIds: number[];
}

/**
 * Signs in through the API and hands the token to the browser, as the sign-in page would, so
 * tests that are not about signing in skip its form.
 */
async function signInThroughApi(page: Page, baseURL: string, email: string): Promise<SignedIn> {
  const response = await page.request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
  const { data } = (await response.json()) as { data: { token: string; user: { sitesFilter: number[] } } };
  await page.context().addCookies([{ name: 'token', value: data.token, url: baseURL }]);
  return { token: data.token, siteIds: data.user.sitesFilter };
}

export const test = base.extend<{ signIn: (email: string) => Promise<SignedIn> }>({
  // Playwright's fixture callback is conventionally named `use`; renamed so the React hooks
  // lint does not take it for React's `use`.
  signIn: async ({ page, baseURL }, provide) => {
    await provide((email) => signInThroughApi(page, baseURL ?? '', email));
  },
});

export { expect };
