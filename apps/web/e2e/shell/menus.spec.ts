import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';
import { Shell } from '../pages/Shell';

test('a god user switches between the client and the admin menu', async ({ page, signIn }) => {
  await signIn(demoUsers.god.email);
  const shell = new Shell(page);
  await page.goto('/home');
  await expect(shell.modeTab('Client')).toBeChecked();
  await expect(shell.menuGroup('Custom reports')).toBeVisible();
  expect(await shell.menuLabels()).not.toContain('Price & LeadTime');

  await shell.chooseMode('Admin');
  await expect(page).toHaveURL('/admin/organizations');
  await expect(shell.nav).toHaveAccessibleName('Admin menu');
  await expect
    .poll(() => shell.menuLabels())
    .toEqual([
      'Organizations',
      'Sites',
      'Users',
      'Shipments',
      'Carriers',
      'Emission factors',
      'Status Dictionary',
      'Good Type Dictionary',
      'Dashboard',
      'Notifications',
      'Booking settings',
      'Roles',
      'SFTP accounts',
      'Agents',
      'Translations',
      'Registrations',
    ]);
  await expect(shell.menuLink('Organizations')).toHaveAttribute('aria-current', 'page');

  for (const [label, path] of [
    ['SFTP accounts', '/admin/sftp-accounts'],
    ['Agents', '/admin/agents'],
    ['Translations', '/admin/translate'],
  ] as const) {
    await shell.menuLink(label).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    await expect(shell.menuLink(label)).toHaveAttribute('aria-current', 'page');
  }

  await shell.menuLink('Carriers').click();
  // The admin menu remembers the page it was left on, so Carriers must have opened first.
  await expect(page).toHaveURL('/admin/carriers');
  await shell.chooseMode('Client');
  await expect(page).toHaveURL('/home');
  await shell.chooseMode('Admin');
  await expect(page).toHaveURL('/admin/carriers');
});

test('an organization admin sees every application of the organization and its settings', async ({ page, signIn }) => {
  await signIn(demoUsers.organizationAdmin.email);
  const shell = new Shell(page);
  await page.goto('/settings/profile');
  await expect(shell.modeTab('Admin')).toHaveCount(0);
  await expect
    .poll(() => shell.menuLabels())
    .toEqual([
      'Dashboard',
      'Transport booking',
      'Price & LeadTime',
      'Shipments',
      'Emissions',
      'Analytics',
      'Custom reports',
      'Customs',
      'Purchase',
      'Notifications',
      'FAQs',
      'Settings',
    ]);
  for (const name of ['Sites', 'Organization', 'Profile', 'Applications', 'Import rules', 'Markups', 'Template types'])
    await expect(shell.menuLink(name)).toBeVisible();
  await expect(shell.menuLink('Profile')).toHaveAttribute('aria-current', 'page');
});

test('the agent of the demo organization finds its custom report under Ad-hoc reports', async ({ page, signIn }) => {
  await signIn(demoUsers.agent.email);
  const shell = new Shell(page);
  await page.goto('/home');
  await expect(shell.menuGroup('Ad-hoc reports')).toBeVisible();
  expect(await shell.menuLabels()).not.toContain('Analytics');
  expect(await shell.menuLabels()).not.toContain('Custom reports');

  await shell.openSubmenuEntry('Ad-hoc reports', 'Monthly freight spend', /\/reports\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Monthly freight spend' })).toBeVisible();
  // The demo has no reporting service configured, and the page says so.
  await expect(page.getByText('Embedded reports are not configured')).toBeVisible();
});

test('on a phone the menu opens from the burger and closes after choosing', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(demoUsers.user.email);
  await page.goto('/home');
  const shell = new Shell(page);
  await expect(shell.nav).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await shell.menuLink('Shipments').click();
  await expect(page).toHaveURL('/transport/shipments');
  await expect(shell.nav).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
});

test('the notifications panel lists the latest and marks one read on click', async ({ page, signIn }) => {
  await signIn(demoUsers.organizationAdmin.email);
  const shell = new Shell(page);
  await page.goto('/home');
  // 'Your sites are ready' is unread; background work (a failed hand-over retried, a reminder
  // falling due) may have added others by now, so the count is read rather than assumed.
  await expect(shell.notifications).toHaveAccessibleName(/^Open notifications, \d+ unread$/);
  const unreadBefore = Number((await shell.notifications.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1]);

  await shell.notifications.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const unread = panel.getByRole('button', { name: /Your sites are ready/ });
  const marked = page.waitForResponse((response) => response.url().endsWith('/api/front-notifications/read'));
  await unread.click();
  expect((await marked).ok()).toBe(true);
  await expect(panel.getByRole('button', { name: /Your sites are ready/ })).toHaveCount(0);
  await expect(shell.notifications).toHaveAccessibleName(
    unreadBefore > 1 ? `Open notifications, ${unreadBefore - 1} unread` : 'Open notifications',
  );
});
