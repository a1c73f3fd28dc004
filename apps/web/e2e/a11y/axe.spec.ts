import AxeBuilder from '@axe-core/playwright';
import {
  isAllowed,
  isRouteApplicationAvailable,
  routePath,
  WEB_ROUTE_NAMES,
  WEB_ROUTES,
  type TUser,
  type WebRouteDefinition,
  type WebRouteName,
} from '@freight/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';

/** The WCAG 2.2 A and AA rules, with those of 2.0 and 2.1 they build on. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

// A bound for a hang, not for speed: the god user reaches some sixty screens, each loaded and
// checked, and on a shared machine each load can take most of a minute.
test.describe.configure({ timeout: 1_800_000 });

/** Routes that forward elsewhere are checked where they land. */
const PAGES = WEB_ROUTE_NAMES.filter((name) => !(WEB_ROUTES[name] as WebRouteDefinition).redirectTo);

type Role = keyof typeof demoUsers;

/**
 * Dialogs checked in their open state: the route, the button that opens one, and the user it is
 * opened as (a record dialog is the same for everyone who reaches it).
 */
const DIALOGS: { route: WebRouteName; button: string; as: Role }[] = [
  { route: 'settings.markups', button: 'Add markup', as: 'organizationAdmin' },
  { route: 'settings.import_rules', button: 'Add rule', as: 'organizationAdmin' },
  { route: 'settings.invoice_actions', button: 'Add rule', as: 'organizationAdmin' },
  { route: 'settings.sign_in', button: 'Add provider', as: 'organizationAdmin' },
  { route: 'admin.sftp_accounts', button: 'Add account', as: 'god' },
  { route: 'admin.agents', button: 'Add company', as: 'god' },
  { route: 'admin.good_type_dictionary', button: 'Add goods type', as: 'god' },
];

interface Examples {
  user: TUser;
  params: Record<string, string>;
}

async function json<T>(request: APIRequestContext, url: string, token: string): Promise<T> {
  const response = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `GET ${url}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The signed-in user and a real record for each route parameter, as this user may open it. */
async function examplesOf(page: Page, token: string): Promise<Examples> {
  const user = await json<TUser>(page.request, '/api/whoami', token);
  const shipments = await json<{ uuid: string }[]>(page.request, '/api/consignments?pageSize=1', token);
  const params: Record<string, string> = {
    id: String(user.sitesFilter[0] ?? user.sites[0]?.id ?? ''),
    uuid: shipments[0]?.uuid ?? '',
    organization: String(user.organization.id),
    user: String(user.id),
  };
  if (user.is_god_user) {
    const carriers = await json<{ id: number }[]>(page.request, '/api/carriers', token);
    params.carrier = String(carriers[0]?.id ?? '');
  }
  return { user, params };
}

/** The path of a route with this user's records for its parameters. */
function pathFor(name: WebRouteName, { params }: Examples): string {
  const id = name.includes('organization')
    ? params.organization
    : name.includes('users')
      ? params.user
      : name.includes('carriers')
        ? params.carrier
        : params.id;
  return routePath(name, { id: id ?? '', uuid: params.uuid ?? '' });
}

/**
 * Waits until the screen has loaded its data and finished its transitions. Each screen is a full
 * load of the app, which on a busy machine takes most of a minute before a heading shows: the
 * bounds are for a hang.
 */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 120_000 });
  await expect(page.locator('.mantine-Loader:visible, [aria-busy="true"]:visible')).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return found.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ')}`),
  );
}

/** Who checks a route: the least-privileged demo user that reaches it, so each screen is checked once. */
const ROLES_BY_RANK: Role[] = ['user', 'agent', 'siteAdmin', 'organizationAdmin', 'god'];

/** Screens whose content follows the user (menus, figures, lists): checked as every user. */
const EVERY_USER: ReadonlySet<WebRouteName> = new Set(['home', 'transport.shipments', 'transport.shipments.detail', 'settings.profile']);

const profiles = new Map<Role, TUser>();

test.beforeAll(async ({ playwright, baseURL }) => {
  for (const role of ROLES_BY_RANK) {
    // A context of its own each: a second sign-in beside a session cookie would need its CSRF token.
    const request = await playwright.request.newContext({ baseURL });
    const response = await request.post('/api/login', { data: { email: demoUsers[role].email, password: DEMO_PASSWORD } });
    expect(response.ok(), await response.text()).toBe(true);
    profiles.set(role, ((await response.json()) as { data: { user: TUser } }).data.user);
    await request.dispose();
  }
});

function reaches(user: TUser, name: WebRouteName): boolean {
  const { access }: WebRouteDefinition = WEB_ROUTES[name];
  if (access === 'public' || access === 'shared') return false;
  return isAllowed(access, user) && isRouteApplicationAvailable(name, user, user.sitesFilter);
}

for (const role of ROLES_BY_RANK) {
  test(`every screen the ${role} is the first to reach passes the WCAG 2.2 AA rules of axe`, async ({ page, signIn }) => {
    const { token } = await signIn(demoUsers[role].email);
    const examples = await examplesOf(page, token);
    const owner = (name: WebRouteName) => ROLES_BY_RANK.find((candidate) => reaches(profiles.get(candidate)!, name));
    const found: Record<string, string[]> = {};
    for (const name of PAGES) {
      if (!reaches(examples.user, name) || (owner(name) !== role && !EVERY_USER.has(name))) continue;
      const path = pathFor(name, examples);
      await page.goto(path);
      await settled(page);
      const problems = await violations(page);
      if (problems.length > 0) found[path] = problems;

      for (const dialog of DIALOGS.filter((entry) => entry.route === name && entry.as === role)) {
        await page.getByRole('button', { name: dialog.button }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
        const inDialog = await violations(page);
        if (inDialog.length > 0) found[`${path} (${dialog.button})`] = inDialog;
      }
    }
    expect(found).toEqual({});
  });
}

test('every public and shared screen passes the WCAG 2.2 AA rules of axe', async ({ page }) => {
  const found: Record<string, string[]> = {};
  for (const name of PAGES) {
    const definition: WebRouteDefinition = WEB_ROUTES[name];
    if (definition.access !== 'public' && definition.access !== 'shared') continue;
    const path = routePath(name, { token: 'expired-token', id: '1', uuid: '00000000-0000-4000-8000-000000000000', encrypted_owner: 'x' });
    await page.goto(path);
    await settled(page);
    const problems = await violations(page);
    if (problems.length > 0) found[path] = problems;
  }
  expect(found).toEqual({});
});
