import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockFolder } from './folder-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query API both drivers share; features use only this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction`; within a transaction use only it (PGlite would wait forever on `db`). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      /** Connections the process keeps to PostgreSQL (DATABASE_POOL_SIZE); DEFAULT_POOL_SIZE without it. */
      poolSize?: number;
    }
  | {
      kind: 'pglite';
      /** A folder for data that lasts, or undefined for a throw-away database in memory. */
      dataDir?: string;
      /** Starts from this dumped data folder (PGlite's dumpDataDir), as the tests' copies of one seeded database do. */
      loadDataDir?: Blob;
    };

/**
 * PostgreSQL's page cache inside PGlite. Its default, 128 MB, stays in the process's memory (the
 * WebAssembly memory keeps every page it touched), yet the embedded database of a demo or a small
 * site is a few tens of MB whose files the operating system caches anyway: a quarter of it saves
 * about 100 MB of resident memory (bench/server-start).
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * Connections per process unless DATABASE_POOL_SIZE says otherwise. More than node-postgres's 10:
 * at a peak of paid messages on 2 cores (bench/chat), 10 left requests waiting for a connection
 * while PostgreSQL had CPU to spare; far more only adds backends competing for the same cores.
 */
export const DEFAULT_POOL_SIZE = 10;

/** Any number that no other advisory lock on the database uses. */
const STARTUP_LOCK_KEY = 1_600_516;

/**
 * Runs `work` while this session holds the startup lock: processes starting at once on one
 * database migrate and seed in turn, each finding what the one before did, instead of racing to
 * create the same schema and rows.
 */
async function whileStartupLocked(pool: pg.Pool, work: () => Promise<void>): Promise<void> {
  const session = await pool.connect();
  try {
    await session.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    await work();
  } finally {
    // Ending the session releases its lock, even when work failed or the connection is gone.
    session.release(true);
  }
}

export interface OpenOptions {
  /** Fills the migrated database (the demo site, demo members); with the migrations, one process at a time. */
  seed?: (db: Db) => Promise<void>;
}

/**
 * Opens the database, applies every pending migration, so a started server is never behind its
 * schema, and seeds it.
 */
export async function openDatabase(target: DatabaseTarget, { seed }: OpenOptions = {}): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? DEFAULT_POOL_SIZE });
    // A connection the server closed (restart, failover, admin) emits 'error', which unhandled would
    // end the process. An idle one the pool drops and replaces on the next query; a checked-out one
    // fails its query under way or its next one (the request answers 503, http/error-handler.ts)
    // and the pool drops it when it comes back.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    await whileStartupLocked(pool, async () => {
      await migratePg(db, { migrationsFolder });
      await seed?.(db as unknown as Db);
    });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  // A second process on the folder would corrupt it silently; it refuses to start instead.
  const release = target.dataDir ? lockFolder(target.dataDir) : () => {};
  const client = new PGlite({
    dataDir: target.dataDir,
    loadDataDir: target.loadDataDir,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const close = () => client.close().finally(release);
  try {
    const db = drizzlePglite(client, { schema, casing: 'snake_case' });
    // The folder's only process migrates and seeds alone.
    await migratePglite(db, { migrationsFolder });
    await seed?.(db as unknown as Db);
    return { db: db as unknown as Db, kind: 'pglite', close };
  } catch (error) {
    await close();
    throw error;
  }
}
