import { join } from 'node:path';
import { loadConfig } from './config';
import { buildApp } from './app';
import { openPglite, openPostgres } from './db/client';
import { seedDatabase } from './db/seed';
import { createFileStore } from './platform/files';
import { startHousekeeping } from './platform/housekeeping';
import { retryDueHandOvers } from './modules/bookings';
import { startSftpServer, type RunningSftpServer } from './modules/sftp';

const startedAt = performance.now();
const config = loadConfig();
const database = config.DATABASE_URL
  ? openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE)
  : await openPglite(join(config.dataDir, 'pglite'));
await database.migrate();
const files = createFileStore(join(config.dataDir, 'files'));
const seeded = await seedDatabase(database.db, files, { demo: config.SEED_DEMO });

const { app, deps } = await buildApp({ config, db: database.db, files });
await app.listen({ port: config.PORT, host: config.HOST });
// The portal keeps serving without SFTP when its port is taken; the log says why.
const sftp: RunningSftpServer | null =
  config.SFTP_PORT === 0
    ? null
    : await startSftpServer(deps, { port: config.SFTP_PORT, host: config.HOST, log: app.log }).catch((error: unknown) => {
        app.log.error({ err: error, port: config.SFTP_PORT }, 'The SFTP server could not start');
        return null;
      });
const stopHousekeeping = startHousekeeping(database.db, app.log, [
  { name: 'carrier hand-overs', run: () => retryDueHandOvers(deps) },
  ...(sftp ? [{ name: 'SFTP imports left waiting', run: () => sftp.processor.resumeStale() }] : []),
]);
app.log.info(
  { database: database.kind, seeded, startupMs: Math.round(performance.now() - startedAt) },
  `Freight Portal is running at ${config.appUrl}`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    stopHousekeeping();
    await sftp?.close();
    await app.close();
    await database.close();
    process.exit(0);
  });
}
