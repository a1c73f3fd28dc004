import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite, wrapPglite } from '../../src/db/client';
import { seedDatabase } from '../../src/db/seed';
import { createFileStore } from '../../src/platform/files';

/** Migrates and seeds one embedded database; each suite then starts from a copy of it. */
export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(join(tmpdir(), 'freight-test-'));
  const client = await createPglite();
  const handle = wrapPglite(client);
  await handle.migrate();
  await seedDatabase(handle.db, createFileStore(join(workDir, 'files')), { demo: true });
  const dump = await client.dumpDataDir('none');
  const dumpPath = join(workDir, 'template.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('testDatabase', { kind: 'pglite', template: dumpPath, filesDir: join(workDir, 'files') });
  return () => rmSync(workDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { kind: 'pglite' | 'postgres'; template: string; filesDir: string };
  }
}
