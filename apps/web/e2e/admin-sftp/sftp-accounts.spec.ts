import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';
import { SftpAccountsPage } from './SftpAccountsPage';

const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG9eKi7Xaml4ADG1RJny3MvoBAfRH6pHbVNlHDPrukrx carrier@example';

test('a god user creates an SFTP account and finds it listed with its key', async ({ page, signIn }) => {
  await signIn(demoUsers.god.email);
  const accounts = new SftpAccountsPage(page);
  await accounts.goto();
  await expect(page.getByText(/SHA256:/).first()).toBeVisible();

  const username = `carrier-${Date.now().toString(36)}`;
  await accounts.openNew();
  await accounts.chooseOrganization('Nordic Freight AB');
  await accounts.field('Username').fill('Not Valid');
  await accounts.field('Public keys').fill(`${KEY}\nnot a key`);
  await accounts.save();
  // Checked before sending: the name's characters and the line that is no key at all.
  await expect(accounts.dialog.getByText(/lower-case letters, digits, dots, dashes and underscores, starting/)).toBeVisible();
  await expect(accounts.dialog.getByText('Line 2 is not an OpenSSH public key.')).toBeVisible();

  // Shaped like a key but not one: the server decodes it and names the line.
  await accounts.field('Username').fill(username);
  await accounts.field('Public keys').fill(`${KEY}\n\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAAA`);
  await accounts.save();
  await expect(accounts.dialog.getByText(/^Line 3: Paste one OpenSSH public key/)).toBeVisible();

  await accounts.field('Public keys').fill(KEY);
  await accounts.field('Password').fill('Carrier-upload-42');
  await accounts.save();
  await expect(accounts.dialog).toBeHidden();
  await expect(page.getByText(`The account ${username} is created.`)).toBeVisible();

  const row = accounts.row(username);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Nordic Freight AB');
  await expect(row).toContainText('Password');
  await expect(row).toContainText('1 key');
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: username, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: username });
  await expect(drawer.getByText('Nothing has been uploaded yet.')).toBeVisible();
  await expect(drawer.getByText(/^SHA256:/)).toBeVisible();
  await expect(drawer.getByText(`sftp -P`)).toBeVisible();
});
