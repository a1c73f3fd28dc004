import { PROVIDER_CALLBACK_PATH } from '@freight/contracts';
import { expect, test } from '@playwright/test';
import { startTestProvider, type TestProvider } from '../../../server/test/support/oidc-test-provider';
import { DEMO_PASSWORD, demoUsers } from '../demo-users';
import { HomePage } from '../pages/HomePage';
import { LoginPage } from '../pages/LoginPage';

let idp: TestProvider;

test.afterEach(async () => {
  await idp?.close();
});

test('a colleague without a portal password signs in at the organization’s provider and lands on home', async ({
  page,
  request,
  baseURL,
}) => {
  idp = await startTestProvider({
    clients: [{ client_id: 'e2e-portal', client_secret: 'e2e-secret', redirect_uri: `${baseURL}${PROVIDER_CALLBACK_PATH}` }],
  });
  idp.accounts.set('lena.lind', { email: 'lena.lind@nordicfreight.example', name: 'Lena Lind' });

  // The organization admin connects the provider, through the API this time.
  const signedIn = await request.post('/api/login', { data: { email: demoUsers.organizationAdmin.email, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${((await signedIn.json()) as { data: { token: string } }).data.token}` };
  const organizations = (await (await request.get('/api/organizations/active?include=sites', { headers })).json()) as {
    data: { sites: { id: number; name: string }[] }[];
  };
  const roles = (await (await request.get('/api/roles?pageSize=1000', { headers })).json()) as { data: { id: number; name: string }[] };
  const created = await request.post('/api/identity-providers', {
    headers,
    data: {
      kind: 'oidc',
      name: 'Nordic ID',
      issuer: idp.issuer,
      client_id: 'e2e-portal',
      client_secret: 'e2e-secret',
      domains: ['nordicfreight.example'],
      auto_create_users: true,
      default_site_id: organizations.data[0]!.sites.find((site) => site.name === 'Gothenburg Warehouse')!.id,
      default_role_id: roles.data.find((role) => role.name === 'User')!.id,
    },
  });
  expect(created.ok()).toBe(true);
  const providerId = ((await created.json()) as { data: { id: number } }).data.id;

  try {
    const login = new LoginPage(page);
    await login.goto();
    await login.email.fill('lena.lind@nordicfreight.example');
    await login.email.blur();
    await page.getByRole('button', { name: 'Sign in with Nordic ID' }).click();

    // The provider's own login page.
    await expect(page).toHaveURL(new RegExp(`^${idp.origin}/interaction/`));
    await page.locator('input[name="login"]').fill('lena.lind');
    await page.locator('input[name="password"]').fill('provider-password');
    await page.getByRole('button', { name: 'Sign-in' }).click();

    await new HomePage(page).expectWelcome('Lena Lind');
    await expect(page.getByTestId('profile-link')).toContainText('Lena Lind');
  } finally {
    await request.delete(`/api/identity-providers/${providerId}`, { headers });
  }
});
