import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { DEMO_PASSWORD, demoUsers } from '../demo-users';
import { latestMailTo } from '../mail-catcher';
import { HomePage } from '../pages/HomePage';
import { LoginPage } from '../pages/LoginPage';

const PASSWORD = 'Harbour-crane-2026';

function linkIn(mail: string, path: RegExp): URL {
  const link = new RegExp(`https?://[^\\s"<>]+${path.source}`).exec(mail)?.[0];
  expect(link, `link ${path.source}`).toBeTruthy();
  return new URL(link!);
}

/**
 * A user of its own, since every browser test signs in from the same address and a wait made
 * here for a demo user would hold up the other tests signing in as that user. The organization
 * admin works in a request context of its own, whose session cookies stay out of `request`.
 */
async function newUser(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  request: APIRequestContext,
  email: string,
): Promise<void> {
  const admin = await playwright.request.newContext({ baseURL });
  try {
    await createUser(admin, email);
  } finally {
    await admin.dispose();
  }
  await expect.poll(() => latestMailTo(email)).not.toBeNull();
  const token = linkIn(latestMailTo(email)!, /\/password\/welcome\/[\w-]+/)
    .pathname.split('/')
    .pop();
  const welcome = await request.post('/api/password/welcome', { data: { token, password: PASSWORD, password_confirmation: PASSWORD } });
  expect(welcome.ok(), await welcome.text()).toBe(true);
}

async function createUser(request: APIRequestContext, email: string): Promise<void> {
  const login = await request.post('/api/login', { data: { email: demoUsers.organizationAdmin.email, password: DEMO_PASSWORD } });
  const { data } = (await login.json()) as { data: { token: string; user: { sitesFilter: number[] } } };
  const headers = { authorization: `Bearer ${data.token}` };
  const roles = (await (await request.get('/api/roles?pageSize=1000', { headers })).json()) as { data: { id: number; name: string }[] };
  const created = await request.post('/api/users', {
    headers,
    data: {
      name: 'Lena Lockwood',
      email,
      roles_ids: [roles.data.find((role) => role.name === 'User')!.id],
      site_ids: data.user.sitesFilter,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
}

test('after repeated wrong passwords the owner signs in at once through the e-mailed unlock link', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const email = `lena-${Date.now().toString(36)}@nordic.example`;
  await newUser(playwright, baseURL ?? '', request, email);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const failed = await request.post('/api/login', { data: { email, password: `wrong-password-${attempt}` } });
    expect(failed.status()).toBe(422);
  }
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Too many sign-in attempts' })).toContainText('link we e-mailed');

  await expect.poll(() => latestMailTo(email)?.includes('Sign in to Freight Portal again') ?? false).toBe(true);
  const { pathname, search } = linkIn(latestMailTo(email)!, /\/login\?unlock=[\w-]+/);
  await page.goto(pathname + search);
  await expect(page.getByRole('status').filter({ hasText: 'the link from your e-mail lets you in right away' })).toBeVisible();
  await login.signIn(email, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await expect(new HomePage(page).heading).toHaveText('Welcome, Lena Lockwood');
});
