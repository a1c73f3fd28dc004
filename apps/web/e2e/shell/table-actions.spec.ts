import { expect, test } from '../fixtures';
import { demoUsers } from '../demo-users';

// A laptop screen: wide tables run past it, and a row's actions must still be there to click.
test.use({ viewport: { width: 1440, height: 900 } });

for (const [who, path] of [
  [demoUsers.god.email, '/admin/sites'],
  [demoUsers.god.email, '/admin/users'],
  [demoUsers.organizationAdmin.email, '/settings/sites'],
] as const) {
  test(`the actions of a row on ${path} stay in view at 1440 px`, async ({ page, signIn }) => {
    await signIn(who);
    await page.goto(path);
    const firstRow = page.getByRole('table').first().getByRole('row').nth(1);
    const lastCell = firstRow.getByRole('cell').last();
    await expect(lastCell.locator('a, button').first()).toBeInViewport();
  });
}

for (const [who, path, opened] of [
  [demoUsers.god.email, '/admin/organizations', /\/admin\/organization\/edit\/\d+/],
  [demoUsers.god.email, '/admin/users', /\/admin\/users\/edit\/\d+/],
  [demoUsers.organizationAdmin.email, '/settings/sites', /\/settings\/site\/edit\/\d+/],
  [demoUsers.user.email, '/transport/bookings', /\/transport\/shipments\/[0-9a-f-]{36}/],
] as const) {
  test(`a click on a row of ${path} opens its record`, async ({ page, signIn }) => {
    await signIn(who);
    await page.goto(path);
    const firstRow = page.getByRole('table').first().getByRole('row').nth(1);
    // The first data cell is plain text in every one of these lists but the bookings', whose number is a link.
    await firstRow
      .getByRole('cell')
      .nth(path === '/transport/bookings' ? 2 : 1)
      .click();
    await expect(page).toHaveURL(opened);
  });
}
