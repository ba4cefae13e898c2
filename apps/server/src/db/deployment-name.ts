import { createHash, randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import type { DatabaseTarget } from './client';

/** What DEPLOYMENT_NAME may be: it starts every Redis channel and key. */
export const DEPLOYMENT_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,62}$/;

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/**
 * DEPLOYMENT_NAME's default, derived from the database: processes that share a database are one
 * deployment, and a deployment on another database (another server, another database name,
 * another PGlite folder) gets another name, so two deployments on one Redis never hear each
 * other. Derived from the address rather than read from a row, because a copied database (a
 * staging restore of production) would carry the row along. Processes that reach one database by
 * different addresses (a host name here, an IP there) must set DEPLOYMENT_NAME themselves.
 */
export function defaultDeploymentName(target: DatabaseTarget): string {
  if (target.kind === 'postgres') {
    const url = new URL(target.url);
    // PostgreSQL's own defaults: the database is named after the user, the port is 5432.
    const database = decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username) || 'postgres';
    const host = url.searchParams.get('host') ?? (url.hostname || 'localhost');
    const readable = database.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'pg';
    return `${readable}-${hash(`${host}:${url.port || '5432'}/${database}`)}`;
  }
  // An in-memory database belongs to this process alone.
  return `pglite-${target.dataDir ? hash(resolve(target.dataDir)) : randomBytes(5).toString('hex')}`;
}
