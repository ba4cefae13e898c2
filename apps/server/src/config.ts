import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL in production; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default(resolve(repoRoot, 'data')),
  /** The built web app; the server serves it when the folder exists. */
  WEB_DIST: z.string().default(resolve(repoRoot, 'apps/web/dist')),
  /** The address members reach the site at, used in links in mails. */
  PUBLIC_URL: z.url().optional(),
  /** Trust X-Forwarded-* headers from a reverse proxy in front of the server. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** redis://host:port; with it, real-time events reach sockets on every server process (pub/sub). */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** smtp(s)://user:password@host:port; without it mails go to the outbox shown at /dev/mailbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** Sender of every mail; by default "<site name>" <no-reply@<site domain>>. */
  MAIL_FROM: z.string().min(3).optional(),
  /** How often the job runner looks for due background jobs. */
  JOBS_INTERVAL_MS: z.coerce.number().int().min(100).default(30_000),
  /** Demo members seeded on the default site of a fresh database (with a demo login); 0 seeds none. */
  DEMO_MEMBERS: z.coerce.number().int().min(0).max(10_000).default(300),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof Env>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
