import { timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import ssh2, { type AuthContext, type Attributes, type Connection, type FileEntry, type SFTPWrapper } from 'ssh2';
import type { sftpUploads } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError } from '../../platform/errors';
import { verifyPassword } from '../../platform/secrets';
import { loadHostKey } from './host-key';
import { verifierOf } from './public-keys';
import * as queries from './sftp.queries';
import { createUploadProcessor, errorReport, IMPORTABLE_FILE, SFTP_UPLOAD_MAX_BYTES, type UploadProcessor } from './sftp-uploads.service';
import { FOLDERS, isTemporaryName, locate, normalizePath, parseResultName, resultName, type Folder } from './virtual-tree';

// ssh2 is CommonJS, whose named exports Node's ESM loader cannot see in the built server.
const { Server, utils } = ssh2;
const { STATUS_CODE, OPEN_MODE } = utils.sftp;

/** Sign-in tries one connection may make before it is dropped. */
const ATTEMPTS_PER_CONNECTION = 6;
/** How many results `processed/` and `failed/` list: the newest. */
const LISTING_LIMIT = 500;
/** Files one session may hold at once, open or waiting for a rename: each is kept in memory. */
const OPEN_HANDLES_MAX = 16;
const ACCOUNT_CLOSED = 'The account is disabled';

const DIRECTORY = 0o040000;
const REGULAR_FILE = 0o100000;

type UploadRow = typeof sftpUploads.$inferSelect;

interface SignedInAccount {
  id: number;
  username: string;
}

type Handle =
  | { kind: 'directory'; entries: FileEntry[]; listed: boolean }
  | { kind: 'read'; data: Buffer; mtime: Date }
  | { kind: 'write'; name: string; data: Buffer; size: number; tooLarge: boolean };

function attributes(mode: number, size: number, mtime: Date): Attributes {
  const seconds = Math.floor(mtime.getTime() / 1000);
  return { mode, uid: 0, gid: 0, size, atime: seconds, mtime: seconds };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An `ls -l` line, which many clients show as they get it. */
function entry(filename: string, attrs: Attributes, username: string): FileEntry {
  const isDirectory = (attrs.mode & DIRECTORY) === DIRECTORY;
  const permissions = ['r', 'w', 'x', 'r', 'w', 'x', 'r', 'w', 'x']
    .map((flag, index) => ((attrs.mode >> (8 - index)) & 1 ? flag : '-'))
    .join('');
  const time = new Date(attrs.mtime * 1000);
  const stamp = `${MONTHS[time.getUTCMonth()]} ${String(time.getUTCDate()).padStart(2)} ${String(time.getUTCHours()).padStart(2, '0')}:${String(time.getUTCMinutes()).padStart(2, '0')}`;
  const longname = `${isDirectory ? 'd' : '-'}${permissions} 1 ${username} ${username} ${String(attrs.size).padStart(8)} ${stamp} ${filename}`;
  return { filename, longname, attrs };
}

const folderAttributes = (folder: Folder | null) => attributes(DIRECTORY | (folder === 'inbox' ? 0o755 : 0o555), 0, new Date());
const resultAttributes = (size: number, at: Date | null) => attributes(REGULAR_FILE | 0o444, size, at ?? new Date());

/**
 * One SFTP session of a signed-in account: a tree of `inbox/` (upload here), `processed/` and
 * `failed/` (what became of the uploads), made from the database rather than a disk.
 */
function serveTree(deps: AppDeps, sftp: SFTPWrapper, account: SignedInAccount, processor: UploadProcessor, log: FastifyBaseLogger) {
  const handles = new Map<number, Handle>();
  /** Files closed under a temporary name, waiting to be renamed to a .csv or .xlsx. */
  const waiting = new Map<string, { data: Buffer; mtime: Date }>();
  let nextHandle = 1;

  const openHandle = (reqId: number, handle: Handle) => {
    if (handles.size >= OPEN_HANDLES_MAX) return sftp.status(reqId, STATUS_CODE.FAILURE, 'Too many open files');
    const id = nextHandle++;
    handles.set(id, handle);
    const raw = Buffer.alloc(4);
    raw.writeUInt32BE(id);
    sftp.handle(reqId, raw);
  };
  const handleOf = (raw: Buffer) => (raw.length === 4 ? handles.get(raw.readUInt32BE(0)) : undefined);
  const closeHandle = (raw: Buffer) => raw.length === 4 && handles.delete(raw.readUInt32BE(0));

  const uploadsIn = (folder: Folder) =>
    queries.recentUploads(
      deps.db,
      account.id,
      [folder === 'inbox' ? 'processing' : folder === 'processed' ? 'imported' : 'failed'],
      LISTING_LIMIT,
    );

  const writing = () => [...handles.values()].filter((handle): handle is Extract<Handle, { kind: 'write' }> => handle.kind === 'write');

  async function list(folder: Folder | null): Promise<FileEntry[]> {
    if (folder === null) return FOLDERS.map((name) => entry(name, folderAttributes(name), account.username));
    const uploads = await uploadsIn(folder);
    if (folder === 'inbox') {
      const inbox = [
        ...uploads.map((upload) => entry(upload.filename, resultAttributes(upload.size, upload.created_at), account.username)),
        ...[...waiting].map(([name, file]) => entry(name, resultAttributes(file.data.length, file.mtime), account.username)),
        ...writing().map((handle) => entry(handle.name, resultAttributes(handle.size, new Date()), account.username)),
      ];
      return inbox;
    }
    return uploads.flatMap((upload) => {
      const at = upload.processed_at ?? upload.created_at;
      const files = [entry(resultName(upload), resultAttributes(upload.size, at), account.username)];
      if (folder === 'failed')
        files.push(entry(resultName(upload, true), resultAttributes(Buffer.byteLength(errorReport(upload)), at), account.username));
      return files;
    });
  }

  /** The upload a result name of `processed/` or `failed/` stands for, if it is this account's. */
  async function result(folder: Folder, name: string): Promise<{ upload: UploadRow; errorReport: boolean } | null> {
    const parsed = parseResultName(name);
    if (!parsed || folder === 'inbox') return null;
    const upload = await queries.findUpload(deps.db, parsed.id);
    const status = folder === 'processed' ? 'imported' : 'failed';
    if (!upload || upload.account_id !== account.id || upload.status !== status || upload.filename !== parsed.filename) return null;
    if (parsed.errorReport && folder !== 'failed') return null;
    return { upload, errorReport: parsed.errorReport };
  }

  async function stat(path: string): Promise<Attributes | null> {
    const target = locate(path);
    if (target.kind === 'root') return folderAttributes(null);
    if (target.kind === 'folder') return folderAttributes(target.folder);
    if (target.kind === 'missing') return null;
    if (target.folder === 'inbox') {
      const file = waiting.get(target.name);
      if (file) return resultAttributes(file.data.length, file.mtime);
      const open = writing().find((handle) => handle.name === target.name);
      if (open) return resultAttributes(open.size, new Date());
      const upload = (await uploadsIn('inbox')).find((candidate) => candidate.filename === target.name);
      return upload ? resultAttributes(upload.size, upload.created_at) : null;
    }
    const found = await result(target.folder, target.name);
    if (!found) return null;
    const size = found.errorReport ? Buffer.byteLength(errorReport(found.upload)) : found.upload.size;
    return resultAttributes(size, found.upload.processed_at ?? found.upload.created_at);
  }

  /**
   * Hands a complete file to the import; the client hears of a refused file in `failed/`. False
   * when the account was disabled or deleted since it signed in.
   */
  async function deliver(name: string, data: Buffer): Promise<boolean> {
    try {
      await processor.receive(account.id, name, data);
      return true;
    } catch (error) {
      if (error instanceof NotFoundError) return false;
      throw error;
    }
  }

  const reply = (reqId: number, work: () => Promise<void>) => {
    work().catch((error: unknown) => {
      log.error({ err: error, username: account.username }, 'SFTP request failed');
      sftp.status(reqId, STATUS_CODE.FAILURE, 'The request failed');
    });
  };

  sftp.on('REALPATH', (reqId, path) => {
    const normalized = normalizePath(path);
    sftp.name(reqId, [{ filename: normalized, longname: normalized, attrs: folderAttributes(null) }]);
  });

  const onStat = (reqId: number, path: string) =>
    reply(reqId, async () => {
      const attrs = await stat(path);
      if (attrs) sftp.attrs(reqId, attrs);
      else sftp.status(reqId, STATUS_CODE.NO_SUCH_FILE);
    });
  sftp.on('STAT', onStat);
  sftp.on('LSTAT', onStat);

  sftp.on('OPENDIR', (reqId, path) =>
    reply(reqId, async () => {
      const target = locate(path);
      if (target.kind !== 'root' && target.kind !== 'folder') return sftp.status(reqId, STATUS_CODE.NO_SUCH_FILE);
      openHandle(reqId, { kind: 'directory', entries: await list(target.kind === 'root' ? null : target.folder), listed: false });
    }),
  );

  sftp.on('READDIR', (reqId, raw) => {
    const handle = handleOf(raw);
    if (handle?.kind !== 'directory') return sftp.status(reqId, STATUS_CODE.FAILURE);
    if (handle.listed || handle.entries.length === 0) return sftp.status(reqId, STATUS_CODE.EOF);
    handle.listed = true;
    sftp.name(reqId, handle.entries);
  });

  sftp.on('OPEN', (reqId, path, flags) =>
    reply(reqId, async () => {
      const target = locate(path);
      const writes = (flags & (OPEN_MODE.WRITE | OPEN_MODE.APPEND | OPEN_MODE.CREAT | OPEN_MODE.TRUNC)) !== 0;
      if (target.kind !== 'file') return sftp.status(reqId, target.kind === 'missing' ? STATUS_CODE.NO_SUCH_FILE : STATUS_CODE.FAILURE);
      if (writes) {
        if (target.folder !== 'inbox') return sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED, 'Upload files into inbox/');
        if (!IMPORTABLE_FILE.test(target.name) && !isTemporaryName(target.name)) {
          return sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED, 'Only .csv and .xlsx files are imported');
        }
        waiting.delete(target.name);
        return openHandle(reqId, { kind: 'write', name: target.name, data: Buffer.alloc(64 * 1024), size: 0, tooLarge: false });
      }
      const found = await result(target.folder, target.name);
      if (!found) return sftp.status(reqId, target.folder === 'inbox' ? STATUS_CODE.PERMISSION_DENIED : STATUS_CODE.NO_SUCH_FILE);
      const data = found.errorReport ? Buffer.from(errorReport(found.upload)) : await deps.files.read(found.upload.file_key);
      if (!data) return sftp.status(reqId, STATUS_CODE.NO_SUCH_FILE);
      openHandle(reqId, { kind: 'read', data, mtime: found.upload.processed_at ?? found.upload.created_at });
    }),
  );

  sftp.on('READ', (reqId, raw, offset, length) => {
    const handle = handleOf(raw);
    if (handle?.kind !== 'read') return sftp.status(reqId, STATUS_CODE.FAILURE);
    if (offset >= handle.data.length) return sftp.status(reqId, STATUS_CODE.EOF);
    sftp.data(reqId, handle.data.subarray(offset, Math.min(handle.data.length, offset + length)));
  });

  sftp.on('WRITE', (reqId, raw, offset, data) => {
    const handle = handleOf(raw);
    if (handle?.kind !== 'write') return sftp.status(reqId, STATUS_CODE.FAILURE);
    const end = offset + data.length;
    if (end > SFTP_UPLOAD_MAX_BYTES) {
      handle.tooLarge = true;
      return sftp.status(reqId, STATUS_CODE.FAILURE, `Files may be at most ${SFTP_UPLOAD_MAX_BYTES / 1024 / 1024} MB`);
    }
    if (end > handle.data.length) {
      const grown = Buffer.alloc(Math.min(SFTP_UPLOAD_MAX_BYTES, Math.max(end, handle.data.length * 2)));
      handle.data.copy(grown, 0, 0, handle.size);
      handle.data = grown;
    }
    data.copy(handle.data, offset);
    handle.size = Math.max(handle.size, end);
    sftp.status(reqId, STATUS_CODE.OK);
  });

  sftp.on('FSTAT', (reqId, raw) => {
    const handle = handleOf(raw);
    if (!handle) return sftp.status(reqId, STATUS_CODE.FAILURE);
    if (handle.kind === 'directory') return sftp.attrs(reqId, folderAttributes(null));
    const size = handle.kind === 'read' ? handle.data.length : handle.size;
    sftp.attrs(reqId, resultAttributes(size, handle.kind === 'read' ? handle.mtime : new Date()));
  });

  // Clients set times and modes after an upload; there is nothing to keep, and refusing would fail the upload.
  sftp.on('FSETSTAT', (reqId) => sftp.status(reqId, STATUS_CODE.OK));
  sftp.on('SETSTAT', (reqId, path) =>
    reply(reqId, async () => sftp.status(reqId, (await stat(path)) ? STATUS_CODE.OK : STATUS_CODE.NO_SUCH_FILE)),
  );

  sftp.on('CLOSE', (reqId, raw) =>
    reply(reqId, async () => {
      const handle = handleOf(raw);
      if (!handle) return sftp.status(reqId, STATUS_CODE.FAILURE);
      closeHandle(raw);
      if (handle.kind !== 'write' || handle.tooLarge) return sftp.status(reqId, STATUS_CODE.OK);
      const data = handle.data.subarray(0, handle.size);
      if (!IMPORTABLE_FILE.test(handle.name)) {
        if (waiting.size >= OPEN_HANDLES_MAX) return sftp.status(reqId, STATUS_CODE.FAILURE, 'Too many files wait to be renamed');
        waiting.set(handle.name, { data: Buffer.from(data), mtime: new Date() });
      } else if (!(await deliver(handle.name, Buffer.from(data)))) return sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED, ACCOUNT_CLOSED);
      sftp.status(reqId, STATUS_CODE.OK);
    }),
  );

  sftp.on('RENAME', (reqId, from, to) =>
    reply(reqId, async () => {
      const source = locate(from);
      const target = locate(to);
      const file = source.kind === 'file' && source.folder === 'inbox' ? waiting.get(source.name) : undefined;
      if (!file || source.kind !== 'file') return sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED);
      if (target.kind !== 'file' || target.folder !== 'inbox')
        return sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED, 'Files stay in inbox/');
      if (IMPORTABLE_FILE.test(target.name)) {
        if (!(await deliver(target.name, file.data))) return sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED, ACCOUNT_CLOSED);
        waiting.delete(source.name);
      } else if (isTemporaryName(target.name)) {
        waiting.delete(source.name);
        waiting.set(target.name, file);
      } else {
        return sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED, 'Only .csv and .xlsx files are imported');
      }
      sftp.status(reqId, STATUS_CODE.OK);
    }),
  );

  sftp.on('REMOVE', (reqId, path) => {
    const target = locate(path);
    if (target.kind === 'file' && target.folder === 'inbox' && waiting.delete(target.name)) return sftp.status(reqId, STATUS_CODE.OK);
    sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED, 'Results are kept by the portal');
  });

  for (const event of ['MKDIR', 'RMDIR', 'READLINK', 'SYMLINK'] as const) {
    sftp.on(event as 'MKDIR', (reqId: number) => sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED));
  }
}

interface SftpServerOptions {
  port: number;
  host: string;
  log: FastifyBaseLogger;
}

export interface RunningSftpServer {
  /** The port it listens on: the one asked for, or the one chosen for port 0. */
  port: number;
  processor: UploadProcessor;
  close(): Promise<void>;
}

/**
 * The portal's SFTP server: accounts sign in with a password or a key, and every .csv or .xlsx
 * they put into `inbox/` is imported for their organization once the upload closes.
 */
export async function startSftpServer(deps: AppDeps, options: SftpServerOptions): Promise<RunningSftpServer> {
  const { log } = options;
  const hostKey = await loadHostKey(deps.db);
  const processor = createUploadProcessor(deps, log);
  const connections = new Set<Connection>();
  const lockWindowMs = deps.config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000;

  /** The account signed in, 'key-acceptable' when a client only asks whether its key would do, or null. */
  async function authenticate(ctx: AuthContext, attempt: number): Promise<SignedInAccount | 'key-acceptable' | null> {
    if (ctx.method !== 'password' && ctx.method !== 'publickey') return null;
    const username = ctx.username.slice(0, 64);
    const failures = await queries.countRecentFailures(deps.db, username, new Date(Date.now() - lockWindowMs));
    const locked = failures >= deps.config.LOGIN_MAX_FAILURES_PER_ACCOUNT || attempt > ATTEMPTS_PER_CONNECTION;
    const found = locked ? null : await queries.findAccountByUsername(deps.db, username);
    const account = found?.is_active ? found : null;
    if (ctx.method === 'password') {
      // Spends the same time whether or not the account exists.
      if (!(await verifyPassword(account?.password_hash ?? null, ctx.password))) {
        await queries.recordFailure(deps.db, username);
        return null;
      }
    } else {
      const stored = account?.public_keys.find((key) => {
        const blob = Buffer.from(key.key.split(' ')[1] ?? '', 'base64');
        return blob.length === ctx.key.data.length && timingSafeEqual(blob, ctx.key.data);
      });
      if (!stored) return null;
      // Without a signature the client only asks whether the key would do; it signs next.
      if (!ctx.signature || !ctx.blob) return 'key-acceptable';
      const verifier = verifierOf(stored);
      if (!verifier || verifier.verify(ctx.blob, ctx.signature, ctx.hashAlgo) !== true) {
        await queries.recordFailure(deps.db, username);
        return null;
      }
    }
    await Promise.all([queries.clearFailures(deps.db, username), queries.markLoggedIn(deps.db, account!.id)]);
    return { id: account!.id, username: account!.username };
  }

  const server = new Server({ hostKeys: [hostKey], ident: 'FreightPortal' }, (client, info) => {
    connections.add(client);
    let account: SignedInAccount | null = null;
    let attempts = 0;
    client.on('error', (error) => log.debug({ err: error, ip: info.ip }, 'SFTP connection error'));
    client.on('close', () => connections.delete(client));
    client.on('authentication', (ctx) => {
      attempts += 1;
      authenticate(ctx, attempts).then(
        (signedIn) => {
          if (!signedIn) return ctx.reject(['password', 'publickey']);
          if (signedIn === 'key-acceptable') return ctx.accept();
          account = signedIn;
          log.info({ username: signedIn.username, ip: info.ip }, 'SFTP sign-in');
          ctx.accept();
        },
        (error: unknown) => {
          log.error({ err: error }, 'SFTP sign-in failed');
          ctx.reject();
        },
      );
    });
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        const session = acceptSession();
        session.on('sftp', (acceptSftp) => {
          if (!account) return;
          serveTree(deps, acceptSftp(), account, processor, log);
        });
      });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error: Error) => log.error({ err: error }, 'SFTP server error'));
  const port = (server.address() as AddressInfo).port;
  await processor.resumeStale();
  log.info({ port }, 'SFTP server is listening');

  return {
    port,
    processor,
    async close() {
      for (const client of connections) client.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await processor.idle();
    },
  };
}
