import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { seedDemoSite } from '../db/seed/demo-site';

export interface TestAppOptions {
  /** A folder holding a built web app; by default none, so only the API answers. */
  webDist?: string;
  trustProxy?: boolean;
}

async function runAdmin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own for every app, so test files may run side by side: in-memory PGlite, or
 * with DATABASE_URL a brand-new PostgreSQL database that close() drops again.
 */
async function openScratchDatabase(): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return openDatabase({ kind: 'pglite' });

  const name = `t_${randomBytes(8).toString('hex')}`;
  await runAdmin(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.href });
  return {
    ...database,
    async close() {
      await database.close();
      await runAdmin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/**
 * The app as main.ts builds it, on a fresh database with the demo site. It is not made ready, so
 * a test may still add routes; the first inject readies it.
 */
export async function buildTestApp({ webDist, trustProxy = false }: TestAppOptions = {}) {
  const database = await openScratchDatabase();
  try {
    await seedDemoSite(database.db);
    const app = await buildApp({
      db: database.db,
      config: {
        WEB_DIST: webDist ?? join(tmpdir(), `no-web-dist-${randomBytes(4).toString('hex')}`),
        TRUST_PROXY: trustProxy,
      },
    });
    return {
      app,
      db: database.db,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
