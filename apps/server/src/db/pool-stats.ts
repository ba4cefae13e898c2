import pg from 'pg';
import type { Db } from './client';

/** How a PostgreSQL pool's connections are used; PGlite is one connection in the process and has none. */
export interface PoolStats {
  /** Open connections, idle ones included. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: above zero the pool is too small or queries hold them too long. */
  waiting: number;
}

/** Read from the driver drizzle was built on (its `$client`), so the database's setup keeps its shape. */
export function poolStats(db: Db): PoolStats | null {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return null;
  return { total: client.totalCount, idle: client.idleCount, waiting: client.waitingCount };
}
