import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, databaseUrl, dropDatabase, scratchDatabaseName } from '../test/admin-database';
import { LocalObjectStore } from '../platform/storage/local-object-store';
import { startServerProcess } from '../test/server-process';
import { type Database, openDatabase } from './client';
import { companies, sites, users } from './schema';
import { seedDemoMembers } from './seed/demo-members';
import { seedDemoSite } from './seed/demo-site';

const adminUrl = process.env.DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'server-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** What main.ts does on an empty PostgreSQL database, with a few demo members. */
const start = (url: string): Promise<Database> =>
  openDatabase(
    { kind: 'postgres', url },
    {
      async seed(db) {
        await seedDemoSite(db);
        await seedDemoMembers(db, { files: new LocalObjectStore(join(dataDir, 'uploads')), count: 3 });
      },
    },
  );

async function expectSeededOnce(database: Database): Promise<void> {
  const { db } = database;
  expect(await db.$count(companies)).toBe(1);
  expect(await db.$count(sites)).toBe(2);
  // Each site: its demo login and three members.
  expect(await db.$count(users)).toBe(8);
}

describe.runIf(adminUrl)('two servers starting at once on an empty database', () => {
  // Two migrations and seeds racing for one lock take over 20 s when the CI runs other files beside it.
  it('both start, and the database is migrated and seeded once', { timeout: 120_000 }, async () => {
    const name = scratchDatabaseName('starts');
    await createDatabase(adminUrl!, name);
    const url = databaseUrl(adminUrl!, name);
    const started = await Promise.allSettled([start(url), start(url)]);
    try {
      expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(['started', 'started']);
      await expectSeededOnce((started[0] as PromiseFulfilledResult<Database>).value);
    } finally {
      for (const result of started) if (result.status === 'fulfilled') await result.value.close();
      await dropDatabase(adminUrl!, name);
    }
  });

  it('holds for two server processes', { timeout: 120_000 }, async () => {
    const name = scratchDatabaseName('starts');
    await createDatabase(adminUrl!, name);
    const url = databaseUrl(adminUrl!, name);
    try {
      const servers = [1, 2].map(() => startServerProcess({ DATABASE_URL: url, DATA_DIR: dataDir, DEMO_MEMBERS: '3' }));
      try {
        const started = await Promise.allSettled(servers.map((server) => server.ready));
        expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(['started', 'started']);
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
      }
      const database = await openDatabase({ kind: 'postgres', url });
      await expectSeededOnce(database).finally(() => database.close());
    } finally {
      await dropDatabase(adminUrl!, name);
    }
  });
});
