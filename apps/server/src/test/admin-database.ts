import { randomBytes } from 'node:crypto';
import pg from 'pg';

/*
 * The test databases on a PostgreSQL server (DATABASE_URL): the seeded template of a run and each
 * test app's copy of it. CREATE and DROP DATABASE run on DATABASE_URL's own database, which the
 * tests never write to.
 */

/** A database name of its own for every run and every app, so parallel runs never meet. */
export function scratchDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(8).toString('hex')}`;
}

/** DATABASE_URL with another database on the same server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** A new database, empty or a copy of `template` (which nobody may be connected to meanwhile). */
export function createDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  return runAdmin(adminUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
}

/** Drops the database, ending any connection still open to it. */
export function dropDatabase(adminUrl: string, name: string): Promise<void> {
  return runAdmin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
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
