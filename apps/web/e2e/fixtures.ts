import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo-users';

export interface SignedIn {
  token: string;
  siteIds: number[];
}

/**
 * Signs in through the API, so tests that are not about signing in skip its form. The page's
 * request context shares the browser's cookies, so the session cookies the server sets are the
 * browser's; the token also comes back for calls a test makes with it as a bearer token.
 */
async function signInThroughApi(page: Page, email: string): Promise<SignedIn> {
  const response = await page.request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
  const { data } = (await response.json()) as { data: { token: string; user: { sitesFilter: number[] } } };
  return { token: data.token, siteIds: data.user.sitesFilter };
}

export const test = base.extend<{ signIn: (email: string) => Promise<SignedIn> }>({
  // Playwright's fixture callback is conventionally named `use`; renamed so the React hooks
  // lint does not take it for React's `use`.
  signIn: async ({ page }, provide) => {
    await provide((email) => signInThroughApi(page, email));
  },
});

/**
 * Types a search into a list's search box and waits for the list's answer to it. Until that answer,
 * the list shows its rows from before the search and then placeholders in their place, so a click
 * on a row's link in between can land on one that is gone.
 */
export async function searchList(page: Page, text: string) {
  const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('filter[search]') === text);
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await answered;
}

export { expect };
