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

/**
 * DATABASE_URL with another database on the same server, whose sessions commit without waiting
 * for the disk (synchronous_commit off): a test database is thrown away after the run, and the
 * flush took a commit milliseconds on a busy disk, against a tenth of one without.
 */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const options = url.searchParams.get('options');
  url.searchParams.set('options', `${options ? `${options} ` : ''}-c synchronous_commit=off`);
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

/**
 * Drops the databases whose names start with `${prefix}_`, a few at a time: a DROP DATABASE
 * waits for a checkpoint (seconds on a busy server), which drops under way at once share.
 */
export async function dropDatabasesNamed(adminUrl: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const names = await client
    .query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [`${prefix}_`])
    .then(({ rows }) => rows.map(({ datname }) => datname))
    .finally(() => client.end());
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let name = names.pop(); name !== undefined; name = names.pop()) await dropDatabase(adminUrl, name);
    }),
  );
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
