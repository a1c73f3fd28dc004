import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { Client, type SFTPWrapper } from 'ssh2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditEvent, TSftpAccount, TSftpUpload } from '@freight/contracts';
import { appSecrets } from '../../src/db/schema';
import { generateKeyPair } from '../../src/modules/sftp/host-key';
import { fingerprintOf } from '../../src/modules/sftp/public-keys';
import { startSftpServer, type RunningSftpServer } from '../../src/modules/sftp';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let sftpServer: RunningSftpServer;
let god: string;
let siteAdmin: string;
let siteAdminSites: number[];
let nordicId: number;

const carrierKey = generateKeyPair('carrier-integration');
const strangerKey = generateKeyPair('');
// Written by ssh2 with the public key's leading zero byte dropped, as it does for about one key in a hundred.
const UNREADABLE_HOST_KEY = [
  '-----BEGIN OPENSSH PRIVATE KEY-----',
  'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMgAAAAtz',
  'c2gtZWQyNTUxOQAAAB8gurFPBDVv+d3EcEjtPgcOC6sYrKC8rI4CDzoRVrmpAAAA',
  'kNMEXgXTBF4FAAAAC3NzaC1lZDI1NTE5AAAAHyC6sU8ENW/53cRwSO0+Bw4Lqxis',
  'oLysjgIPOhFWuakAAAA/X/0IV4k5FTztz5EqrBg9c1gIeb1H/RWMbLwzwwRAwUgg',
  'urFPBDVv+d3EcEjtPgcOC6sYrKC8rI4CDzoRVrmpAAAADmZyZWlnaHQtcG9ydGFs',
  'AQ==',
  '-----END OPENSSH PRIVATE KEY-----',
  '',
].join('\n');
const PASSWORD = 'Sftp-upload-2026';

beforeAll(async () => {
  t = await createTestApp();
  await t.deps.db
    .insert(appSecrets)
    .values({ name: 'sftp_host_key', value: UNREADABLE_HOST_KEY })
    .onConflictDoUpdate({ target: appSecrets.name, set: { value: UNREADABLE_HOST_KEY } });
  sftpServer = await startSftpServer(t.deps, { port: 0, host: '127.0.0.1', log: t.app.log });
  god = (await signIn(t.app, 'god@demo.example')).token;
  const admin = await signIn(t.app, 'siteadmin@demo.example');
  siteAdmin = admin.token;
  siteAdminSites = admin.user.sites.map((site) => site.id);
  nordicId = admin.user.sites[0]!.organization_id;
});
afterAll(async () => {
  await sftpServer?.close();
  await t.close();
});

const createAccount = (body: Record<string, unknown>, token = god) => call(t.app, 'POST', '/api/sftp-accounts', { token, body });

interface Session {
  client: Client;
  sftp: SFTPWrapper;
  hostKey: Buffer | null;
}

function connect(credentials: { username: string; password?: string; privateKey?: string }): Promise<Session> {
  return new Promise((resolve, reject) => {
    const client = new Client();
    let hostKey: Buffer | null = null;
    client
      .on('ready', () => client.sftp((error, sftp) => (error ? reject(error) : resolve({ client, sftp, hostKey }))))
      .on('error', reject)
      .connect({
        host: '127.0.0.1',
        port: sftpServer.port,
        ...credentials,
        hostVerifier: (key: Buffer) => {
          hostKey = key;
          return true;
        },
        readyTimeout: 10_000,
      });
  });
}

const put = (sftp: SFTPWrapper, path: string, content: string | Buffer) =>
  new Promise<void>((resolve, reject) => sftp.writeFile(path, content, (error) => (error ? reject(error) : resolve())));
const list = (sftp: SFTPWrapper, path: string) =>
  new Promise<string[]>((resolve, reject) =>
    sftp.readdir(path, (error, entries) => (error ? reject(error) : resolve(entries.map((entry) => entry.filename).sort()))),
  );
const read = (sftp: SFTPWrapper, path: string) =>
  new Promise<string>((resolve, reject) => sftp.readFile(path, (error, data) => (error ? reject(error) : resolve(data.toString('utf8')))));

/** The account's newest upload once its import has finished. */
async function settledUpload(accountId: number): Promise<TSftpUpload> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await call(t.app, 'GET', `/api/sftp-accounts/${accountId}/uploads`, { token: god });
    const [newest] = response.json().data as TSftpUpload[];
    if (newest && newest.status !== 'processing') return newest;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the upload was not imported in time');
}

const shipmentsMatching = async (search: string) => {
  const response = await call(t.app, 'GET', `/api/consignments?filter[search]=${encodeURIComponent(search)}`, {
    token: siteAdmin,
    siteIds: siteAdminSites,
  });
  expect(response.statusCode).toBe(200);
  return (response.json().data as { shipment_number: string; site_name: string }[]).map((row) => row.shipment_number).sort();
};

describe('SFTP accounts', () => {
  it('replaces a stored host key that cannot be read, so the server starts and admins see its fingerprint', async () => {
    const [stored] = await t.deps.db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, 'sftp_host_key'));
    expect(stored!.value).not.toBe(UNREADABLE_HOST_KEY);
    const connection = await call(t.app, 'GET', '/api/sftp-accounts/connection', { token: god });
    expect(connection.statusCode).toBe(200);
    expect(connection.json().data).toMatchObject({ enabled: true, host_key_algorithm: 'ssh-ed25519' });
    expect(connection.json().data.host_key_fingerprint).toMatch(/^SHA256:/);
  });

  it('refuses a bad username, a weak password and a malformed key, naming each field', async () => {
    const response = await createAccount({
      organization_id: nordicId,
      username: 'Carrier One',
      password: 'short',
      public_keys: ['ssh-ed25519 not-a-key'],
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(Object.keys(errors).sort()).toEqual(['password', 'public_keys.0', 'username']);
    expect(errors.username[0]).toMatch(/lower-case letters/);
    expect(errors.password[0]).toMatch(/at least 10 characters/);
    expect(errors['public_keys.0'][0]).toMatch(/OpenSSH public key/);
  });

  it('refuses a key that has the right shape but does not decode, and an account without any way in', async () => {
    const broken = `ssh-ed25519 ${Buffer.from('not really a key blob').toString('base64')}`;
    const badKey = await createAccount({ organization_id: nordicId, username: 'carrier-two', public_keys: [broken] });
    expect(badKey.statusCode).toBe(422);
    expect(Object.keys(badKey.json().errors)).toEqual(['public_keys.0']);

    const noCredentials = await createAccount({ organization_id: nordicId, username: 'carrier-two' });
    expect(noCredentials.statusCode).toBe(422);
    expect(noCredentials.json().errors.password[0]).toMatch(/Set a password or add a public key/);
  });

  it('is for god users only', async () => {
    const response = await createAccount({ organization_id: nordicId, username: 'carrier-three', password: PASSWORD }, siteAdmin);
    expect(response.statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/sftp-accounts', { token: siteAdmin })).statusCode).toBe(403);
  });
});

describe('an SFTP delivery', () => {
  let account: TSftpAccount;

  beforeAll(async () => {
    const response = await createAccount({
      organization_id: nordicId,
      username: 'dhl-nordic',
      description: 'DHL status files',
      password: PASSWORD,
      public_keys: [carrierKey.public],
    });
    expect(response.statusCode).toBe(200);
    account = response.json().data;
  });

  it('stores the password hashed and shows the key by its fingerprint, and keeps the name unique', async () => {
    expect(account).toMatchObject({ username: 'dhl-nordic', has_password: true, is_active: true, organization_id: nordicId });
    expect(account).not.toHaveProperty('password_hash');
    const blob = Buffer.from(carrierKey.public.split(' ')[1]!, 'base64');
    expect(account.public_keys).toEqual([
      expect.objectContaining({ algorithm: 'ssh-ed25519', fingerprint: fingerprintOf(blob), comment: 'carrier-integration' }),
    ]);

    const again = await createAccount({ organization_id: nordicId, username: 'DHL-Nordic'.toLowerCase(), password: PASSWORD });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.username[0]).toMatch(/already has this username/);

    const trail = await call(t.app, 'GET', `/api/audit-events?entity=sftp_account&entity_id=${account.id}`, { token: god });
    const [created] = trail.json().data as TAuditEvent[];
    expect(created).toMatchObject({ action: 'create', label: 'dhl-nordic' });
    expect(JSON.stringify(created!.changes)).not.toContain('argon2');
  });

  it('signs in with the password, imports a CSV put into the inbox and lists the result', async () => {
    const connection = await (await call(t.app, 'GET', '/api/sftp-accounts/connection', { token: god })).json().data;
    const session = await connect({ username: 'dhl-nordic', password: PASSWORD });
    try {
      expect(fingerprintOf(session.hostKey!)).toBe(connection.host_key_fingerprint);
      expect(await list(session.sftp, '/')).toEqual(['failed', 'inbox', 'processed']);
      await put(
        session.sftp,
        'inbox/week-47.csv',
        [
          'shipment_number,site_key,carrier,status,consignee_name,consignee_countrycode',
          'SFTP-1001,Gothenburg_Warehouse,Schenker,booked,Fjord Seafood AS,NO',
          'SFTP-1002,Malmo_Terminal,Schenker,booked,Baltic Timber OÜ,EE',
        ].join('\n'),
      );
      const upload = await settledUpload(account.id);
      expect(upload).toMatchObject({
        filename: 'week-47.csv',
        status: 'imported',
        rows: 2,
        created: 2,
        updated: 0,
        errors: [],
        message: null,
      });
      expect(await shipmentsMatching('SFTP-100')).toEqual(['SFTP-1001', 'SFTP-1002']);
      expect(await list(session.sftp, 'processed')).toEqual([`${upload.id}_week-47.csv`]);
      expect(await read(session.sftp, `processed/${upload.id}_week-47.csv`)).toContain('SFTP-1002');
    } finally {
      session.client.end();
    }
    const listed = (await call(t.app, 'GET', `/api/sftp-accounts/${account.id}`, { token: god })).json().data as TSftpAccount;
    expect(listed.last_login_at).not.toBeNull();
    expect(listed.last_upload_at).not.toBeNull();
  });

  it('signs in with the key; a file with wrong rows lands nothing and lists each row error', async () => {
    const session = await connect({ username: 'dhl-nordic', privateKey: carrierKey.private });
    try {
      await put(
        session.sftp,
        'inbox/week-48.csv',
        [
          'shipment_number,site_key,carrier,status,consignee_countrycode',
          'SFTP-2001,Gothenburg_Warehouse,Schenker,booked,SE',
          'SFTP-2002,No_Such_Site,Schenker,booked,SE',
          'SFTP-2003,Gothenburg_Warehouse,Schenker,teleported,SE',
        ].join('\n'),
      );
      const upload = await settledUpload(account.id);
      expect(upload).toMatchObject({ filename: 'week-48.csv', status: 'failed', created: null });
      expect(upload.message).toMatch(/was not saved/);
      expect(upload.errors.map((error) => [error.line, error.column])).toEqual([
        [3, 'site_key'],
        [4, 'status'],
      ]);
      expect(upload.errors[0]!.messages[0]).toMatch(/None of the sites you import to has this key/);
      expect(await shipmentsMatching('SFTP-200')).toEqual([]);
      expect(await list(session.sftp, 'failed')).toEqual([`${upload.id}_week-48.csv`, `${upload.id}_week-48.csv.errors.txt`]);
      expect(await read(session.sftp, `failed/${upload.id}_week-48.csv.errors.txt`)).toMatch(/^3\tsite_key\tNone of the sites/m);
    } finally {
      session.client.end();
    }
  });

  it('imports an .xlsx workbook the same way', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Shipments');
    sheet.addRow(['Shipment number', 'Site key', 'Status', 'Consignee name']);
    sheet.addRow(['SFTP-4001', 'Malmo_Terminal', 'booked', 'Øresund Logistics']);
    const session = await connect({ username: 'dhl-nordic', privateKey: carrierKey.private });
    try {
      await put(session.sftp, 'inbox/week-50.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
      expect(await settledUpload(account.id)).toMatchObject({ filename: 'week-50.xlsx', status: 'imported', rows: 1, created: 1 });
      expect(await shipmentsMatching('SFTP-400')).toEqual(['SFTP-4001']);
    } finally {
      session.client.end();
    }
  });

  it('imports a file written under a temporary name once it is renamed, as WinSCP does', async () => {
    const session = await connect({ username: 'dhl-nordic', password: PASSWORD });
    try {
      await put(session.sftp, 'inbox/week-49.csv.filepart', 'shipment_number,site_key,status\nSFTP-3001,Gothenburg_Warehouse,booked\n');
      expect(await list(session.sftp, 'inbox')).toEqual(['week-49.csv.filepart']);
      expect(await shipmentsMatching('SFTP-300')).toEqual([]);
      await new Promise<void>((resolve, reject) =>
        session.sftp.rename('inbox/week-49.csv.filepart', 'inbox/week-49.csv', (error) => (error ? reject(error) : resolve())),
      );
      expect(await settledUpload(account.id)).toMatchObject({ filename: 'week-49.csv', status: 'imported', created: 1 });
      expect(await shipmentsMatching('SFTP-300')).toEqual(['SFTP-3001']);
    } finally {
      session.client.end();
    }
  });

  it('only takes .csv and .xlsx files, and only into the inbox', async () => {
    const session = await connect({ username: 'dhl-nordic', password: PASSWORD });
    try {
      await expect(put(session.sftp, 'inbox/notes.txt', 'hello')).rejects.toThrow(/Only .csv and .xlsx/);
      await expect(put(session.sftp, 'processed/late.csv', 'shipment_number\nX')).rejects.toThrow(/inbox/);
      await expect(put(session.sftp, '../../tmp/escape.csv', 'shipment_number\nX')).rejects.toThrow();
    } finally {
      session.client.end();
    }
  });

  it('refuses a wrong password, an unknown key and a disabled account', async () => {
    await expect(connect({ username: 'dhl-nordic', password: 'Wrong-password-1' })).rejects.toThrow(/authentication methods failed/);
    await expect(connect({ username: 'dhl-nordic', privateKey: strangerKey.private })).rejects.toThrow(/authentication methods failed/);
    await expect(connect({ username: 'nobody-here', password: PASSWORD })).rejects.toThrow(/authentication methods failed/);

    const signedIn = await connect({ username: 'dhl-nordic', password: PASSWORD });
    const disabled = await call(t.app, 'PUT', `/api/sftp-accounts/${account.id}`, {
      token: god,
      body: { organization_id: nordicId, username: 'dhl-nordic', public_keys: [carrierKey.public], is_active: false },
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data).toMatchObject({ is_active: false, has_password: true });
    await expect(connect({ username: 'dhl-nordic', password: PASSWORD })).rejects.toThrow(/authentication methods failed/);
    // A session opened before the account was disabled can no longer deliver.
    await expect(put(signedIn.sftp, 'inbox/late.csv', 'shipment_number\nSFTP-9001')).rejects.toThrow(/disabled/);
    signedIn.client.end();
  });

  it('deletes the account with its history, leaving the imported shipments', async () => {
    const removed = await call(t.app, 'DELETE', `/api/sftp-accounts/${account.id}`, { token: god });
    expect(removed.statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/sftp-accounts/${account.id}`, { token: god })).statusCode).toBe(404);
    expect(await shipmentsMatching('SFTP-100')).toEqual(['SFTP-1001', 'SFTP-1002']);
  });
});
