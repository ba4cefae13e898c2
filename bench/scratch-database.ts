import pg from 'pg';

/**
 * What every benchmark needs from PostgreSQL: the admin connection from DATABASE_URL, a scratch
 * database of its own on that server, and percentiles of what it timed.
 */
export function adminUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is required: a PostgreSQL server where this role may create databases.');
    process.exit(1);
  }
  return url;
}

export async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of `name` on the admin connection's server. */
export function scratchUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.href;
}

/** The nearest-rank percentile of ascending values. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
