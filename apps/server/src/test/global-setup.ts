import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedDemoSite } from '../db/seed/demo-site';
import { createDatabase, databaseUrl, dropDatabase, dropDatabasesNamed, scratchDatabaseName } from './admin-database';

/** The migrated and seeded database of this run, which every test app starts from a copy of. */
type TemplateDatabase =
  /** A database on DATABASE_URL's (adminUrl's) server, copied with CREATE DATABASE … TEMPLATE. */
  | { kind: 'postgres'; adminUrl: string; name: string }
  /** An uncompressed PGlite data folder (dumpDataDir), loaded into each new in-memory PGlite. */
  | { kind: 'pglite'; tarball: string };

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase;
  }
}

/**
 * Migrating and seeding an in-memory PGlite takes about 2 s, and a run builds some 50 test apps.
 * Done once here, each app copies the result (build-test-app.ts) in about 0.6 s.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = scratchDatabaseName('test_template');
    await createDatabase(adminUrl, name);
    try {
      const database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
      // Closed before any copy: PostgreSQL copies no database another session is connected to.
      await seedDemoSite(database.db).finally(() => database.close());
    } catch (error) {
      await dropDatabase(adminUrl, name);
      throw error;
    }
    project.provide('templateDatabase', { kind: 'postgres', adminUrl, name });
    // The test apps' copies (build-test-app.ts) are left to here: each DROP DATABASE waits for a
    // checkpoint, which a file's last app would wait for, and drops at once share.
    return async () => {
      await dropDatabasesNamed(adminUrl, name);
      await dropDatabase(adminUrl, name);
    };
  }

  const database = await openDatabase({ kind: 'pglite' });
  // openDatabase hands out Drizzle's handle only; Drizzle keeps the PGlite under it as $client.
  const { $client } = database.db as unknown as { $client: PGlite };
  // Uncompressed: every app loads it, and a compressed one would cost each load an unzip.
  const dump = await seedDemoSite(database.db)
    .then(() => $client.dumpDataDir('none'))
    .finally(() => database.close());
  const folder = mkdtempSync(join(tmpdir(), 'test-template-'));
  const tarball = join(folder, 'pglite.tar');
  writeFileSync(tarball, new Uint8Array(await dump.arrayBuffer()));
  project.provide('templateDatabase', { kind: 'pglite', tarball });
  return async () => rmSync(folder, { recursive: true, force: true });
}
