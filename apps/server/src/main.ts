import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { loadConfig, type Config } from './config';
import { buildApp } from './app';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client';
import { seedDatabase } from './db/seed';
import { createFileStore } from './platform/files';
import { startHousekeeping } from './platform/housekeeping';
import { retryDueHandOvers } from './modules/bookings';
import { refreshDeliveryPredictions } from './modules/delivery-prediction';
import { recalculatePending } from './modules/emissions';
import { startSftpServer, type RunningSftpServer } from './modules/sftp';

/** Set on the one worker that also runs the SFTP server and housekeeping. */
const BACKGROUND_WORKER = 'FREIGHT_BACKGROUND_WORKER';

const startedAt = performance.now();
const config = loadConfig();
// The embedded database belongs to one process; on PostgreSQL the API runs on every core.
const processes = config.DATABASE_URL ? (config.API_PROCESSES ?? availableParallelism()) : 1;
const openDatabase = (): Promise<DatabaseHandle> | DatabaseHandle =>
  config.DATABASE_URL ? openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE) : openPglite(join(config.dataDir, 'pglite'));

async function prepareDatabase(database: DatabaseHandle) {
  await database.migrate();
  return seedDatabase(database.db, createFileStore(join(config.dataDir, 'files')), { demo: config.SEED_DEMO });
}

/** One API process: serves HTTP and, when it is the background worker, SFTP, jobs and housekeeping. */
async function serve(database: DatabaseHandle, runsBackground: boolean, seeded: boolean | null) {
  const files = createFileStore(join(config.dataDir, 'files'));
  // Every process sends jobs; the background worker also runs them (on PostgreSQL any could).
  const { app, deps } = await buildApp({ config, db: database.db, files, runJobs: runsBackground });
  await app.listen({ port: config.PORT, host: config.HOST });
  // The portal keeps serving without SFTP when its port is taken; the log says why.
  const sftp: RunningSftpServer | null =
    !runsBackground || config.SFTP_PORT === 0
      ? null
      : await startSftpServer(deps, { port: config.SFTP_PORT, host: config.HOST, log: app.log }).catch((error: unknown) => {
          app.log.error({ err: error, port: config.SFTP_PORT }, 'The SFTP server could not start');
          return null;
        });
  const stopHousekeeping = runsBackground
    ? startHousekeeping(database.db, app.log, [
        { name: 'carrier hand-overs', run: () => retryDueHandOvers(deps) },
        // Recalculations a restart interrupted, or queued by another process.
        { name: 'emission recalculations', run: () => recalculatePending(database.db) },
        { name: 'delivery predictions', run: () => refreshDeliveryPredictions(database.db) },
        ...(sftp ? [{ name: 'SFTP imports left waiting', run: () => sftp.processor.resumeStale() }] : []),
      ])
    : () => {};
  // Predictions are there from the start rather than after the first minute.
  if (runsBackground) deps.background.run('delivery predictions', () => refreshDeliveryPredictions(database.db));
  if (seeded !== null) {
    app.log.info(
      { database: database.kind, seeded, processes, startupMs: Math.round(performance.now() - startedAt) },
      `Freight Portal is running at ${config.appUrl}`,
    );
  }

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
}

/** Migrates and seeds once, then starts a worker per process and replaces one that dies. */
async function superviseWorkers(settings: Config) {
  const log = pino({ level: settings.LOG_LEVEL });
  const database = await openDatabase();
  const seeded = await prepareDatabase(database);
  await database.close();
  let stopping = false;
  const start = (background: boolean) => {
    const worker = cluster.fork({ [BACKGROUND_WORKER]: background ? '1' : '0' });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      log.error({ pid: worker.process.pid, code, signal }, 'An API process ended; starting another');
      start(background);
    });
  };
  for (let index = 0; index < processes; index += 1) start(index === 0);
  log.info(
    { database: 'postgres', seeded, processes, startupMs: Math.round(performance.now() - startedAt) },
    `Freight Portal is running at ${settings.appUrl}`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      cluster.disconnect(() => process.exit(0));
    });
  }
}

if (processes === 1) {
  const database = await openDatabase();
  const seeded = await prepareDatabase(database);
  await serve(database, true, seeded);
} else if (cluster.isPrimary) {
  await superviseWorkers(config);
} else {
  await serve(await openDatabase(), process.env[BACKGROUND_WORKER] === '1', null);
}
