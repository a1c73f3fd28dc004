import { PROVIDER_CALLBACK_PATH } from '@freight/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startTestProvider, type TestProvider } from '../../../server/test/support/oidc-test-provider';
import { DEMO_PASSWORD, demoUsers } from '../demo-users';
import { latestMailTo } from '../mail-catcher';
import { HomePage } from '../pages/HomePage';
import { LoginPage } from '../pages/LoginPage';

let idp: TestProvider;

test.afterEach(async () => {
  await idp?.close();
});

/** The organization admin connects a provider of its own name and domain, through the API. */
async function connectProvider(request: APIRequestContext, baseURL: string, name: string, domain: string) {
  idp = await startTestProvider({
    clients: [{ client_id: 'e2e-portal', client_secret: 'e2e-secret', redirect_uri: `${baseURL}${PROVIDER_CALLBACK_PATH}` }],
  });
  const signedIn = await request.post('/api/login', { data: { email: demoUsers.organizationAdmin.email, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${((await signedIn.json()) as { data: { token: string } }).data.token}` };
  const created = await request.post('/api/identity-providers', {
    headers,
    data: { kind: 'oidc', name, issuer: idp.issuer, client_id: 'e2e-portal', client_secret: 'e2e-secret', domains: [domain] },
  });
  expect(created.ok()).toBe(true);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  return { headers, remove: () => request.delete(`/api/identity-providers/${id}`, { headers }) };
}

/** Signs in on the test provider's own login page. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${idp.origin}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('provider-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('an invited colleague signs in through the provider page with an account of another address', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const suffix = Date.now().toString(36);
  const provider = await connectProvider(request, baseURL!, `Invite ID ${suffix}`, `invite-${suffix}.example`);
  const email = `greta-${suffix}@nordic.example`;
  idp.accounts.set('greta', { email: 'greta.private@mail.example', name: 'Greta at home' });
  try {
    const roles = (await (await request.get('/api/roles?pageSize=1000', { headers: provider.headers })).json()) as {
      data: { id: number; name: string }[];
    };
    const organizations = (await (await request.get('/api/organizations/active?include=sites', { headers: provider.headers })).json()) as {
      data: { sites: { id: number; name: string }[] }[];
    };
    const created = await request.post('/api/users', {
      headers: provider.headers,
      data: {
        name: `Greta Invited ${suffix}`,
        email,
        roles_ids: [roles.data.find((role) => role.name === 'User')!.id],
        site_ids: [organizations.data[0]!.sites.find((site) => site.name === 'Gothenburg Warehouse')!.id],
      },
    });
    expect(created.ok()).toBe(true);
    const userId = ((await created.json()) as { data: { id: number } }).data.id;

    // The organization admin sends the invitation from the user's page.
    await new LoginPage(page).goto();
    await new LoginPage(page).signIn(demoUsers.organizationAdmin.email);
    await expect(page).toHaveURL(/\/home/);
    await page.goto(`/settings/user/edit/${userId}`);
    await page.getByRole('button', { name: /^Invite to sign in with/ }).click();
    await expect(page.getByText(`An invitation is on its way to ${email}.`)).toBeVisible();

    await expect.poll(() => latestMailTo(email)?.includes('/login/invite/') ?? false).toBe(true);
    const link = /https?:\/\/[^\s"<>]+\/login\/invite\/[\w.-]+/.exec(latestMailTo(email)!)![0];
    const context = await browser.newContext();
    const invited = await context.newPage();
    await invited.goto(new URL(link).pathname);
    await invited.getByRole('button', { name: `Sign in with Invite ID ${suffix}` }).click();
    await signInAtProvider(invited, 'greta');
    await new HomePage(invited).expectWelcome(`Greta Invited ${suffix}`);

    // The invitation worked once.
    await invited.goto(new URL(link).pathname);
    await expect(invited.getByRole('alert')).toContainText('expired or was already used');
    await context.close();
  } finally {
    await provider.remove();
  }
});

test('a user links their provider account on the profile and unlinks it again', async ({ page, request, baseURL }) => {
  const suffix = Date.now().toString(36);
  const name = `Profile ID ${suffix}`;
  const provider = await connectProvider(request, baseURL!, name, `profile-${suffix}.example`);
  idp.accounts.set('ulla', { email: `ulla@profile-${suffix}.example`, name: 'Ulla Usersson' });
  try {
    await new LoginPage(page).goto();
    await new LoginPage(page).signIn(demoUsers.user.email);
    await expect(page).toHaveURL(/\/home/);
    await page.goto('/settings/profile');
    const accounts = page.getByRole('region', { name: 'Linked accounts' });
    await accounts.getByRole('button', { name: `Link my ${name} account` }).click();
    await signInAtProvider(page, 'ulla');

    // Back on the profile, with the account listed.
    await expect(page).toHaveURL(/\/settings\/profile/);
    const linked = accounts.getByRole('group', { name });
    await expect(linked).toContainText(`ulla@profile-${suffix}.example`);
    await linked.getByRole('button', { name: 'Unlink' }).click();
    await expect(page.getByText(`Your ${name} account is unlinked.`)).toBeVisible();
    await expect(linked).toHaveCount(0);
  } finally {
    await provider.remove();
  }
});
