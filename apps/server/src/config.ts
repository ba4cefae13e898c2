import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { DatabaseTarget } from './db/client';
import { DEPLOYMENT_NAME_PATTERN, defaultDeploymentName } from './db/deployment-name';
import { ProxySettingText } from './http/proxy-trust';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * What production must set: without them mails and payments go to the demo's stand-ins (the dev
 * outbox and the simulated provider), which only demo mode may run.
 */
const PRODUCTION_NEEDS = ['SMTP_URL', 'MOLLIE_API_KEY'] as const;

/**
 * Why this configuration may not run, or null. Typed by hand rather than from Config because the
 * schema below uses it.
 */
export function productionRefusal(config: { DEMO_MODE: boolean; SMTP_URL?: string; MOLLIE_API_KEY?: string }): string | null {
  if (config.DEMO_MODE) return null;
  const missing = PRODUCTION_NEEDS.filter((name) => !config[name]);
  if (missing.length === 0) return null;
  return (
    `Refusing to start in production without ${missing.join(' and ')}. ` +
    'Production must set SMTP_URL (the mail server) and MOLLIE_API_KEY (payments), and PUBLIC_URL for ' +
    "Mollie's webhook. To run the demo on purpose (dev mailbox, simulated payment provider, demo members), " +
    'set DEMO_MODE=true or start it with npm start.'
  );
}

/** Where the data lives: all that a command on the database (npm run admin:create) reads. */
const DatabaseEnv = z.object({
  /** PostgreSQL in production; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default(resolve(repoRoot, 'data')),
  /** Connections each server process keeps to PostgreSQL; db/client.ts DEFAULT_POOL_SIZE without it. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).optional(),
});

/** The database settings alone, for commands that need nothing else of a production config. */
export function readDatabaseConfig(env: NodeJS.ProcessEnv = process.env): z.infer<typeof DatabaseEnv> {
  return DatabaseEnv.parse(env);
}

/** NEWSLETTER_MAILS_PER_MINUTE unless set; also for hand-built configs (tests, benches) that leave it out. */
export const NEWSLETTER_MAILS_PER_MINUTE_DEFAULT = 120;

const Env = z.object({
  /**
   * The demo and development mode: the dev mailbox at /dev/mailbox (loopback clients only), the
   * simulated payment provider and the demo members. `npm start`, `npm run dev` and the tests switch
   * it on (main.ts --demo); without it the server refuses to start lacking SMTP_URL or MOLLIE_API_KEY.
   */
  DEMO_MODE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  ...DatabaseEnv.shape,
  /**
   * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Ceph) for members' photos, so server
   * processes on several machines share them; without it they are files under DATA_DIR/uploads.
   */
  S3_BUCKET: z.string().min(3).optional(),
  /** The S3 API's address for a service other than AWS (R2, MinIO, Ceph); AWS S3 needs none. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** The bucket's region; R2 takes 'auto', MinIO and Ceph usually the default. */
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** The access key; without the pair the AWS SDK looks for credentials itself (AWS_* variables, an instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (host/bucket/key) instead of the host name: MinIO and Ceph usually need it. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** The built web app; the server serves it when the folder exists. */
  WEB_DIST: z.string().default(resolve(repoRoot, 'apps/web/dist')),
  /**
   * The address members reach the default site at, for every absolute URL written for it (mails,
   * sitemap, share previews, payments); other sites use https://<their domain>. See site-origin.ts.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Which reverse proxies' X-Forwarded-* (and cf-ipcountry) headers to believe: false, a hop count or addresses. */
  TRUST_PROXY: ProxySettingText,
  /** redis://host:port; with it, real-time events reach sockets on every server process (pub/sub). */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /**
   * Starts every Redis channel and key, so deployments sharing one Redis stay apart (pub/sub
   * ignores the database index in REDIS_URL). By default derived from the database
   * (defaultDeploymentName), which all processes of a deployment share.
   */
  DEPLOYMENT_NAME: z
    .string()
    .regex(DEPLOYMENT_NAME_PATTERN, 'letters, digits, "_", "." and "-", up to 63, starting with a letter or digit')
    .optional(),
  /** smtp(s)://user:password@host:port; without it (demo mode only) mails go to the outbox shown at /dev/mailbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** Sender of every mail; by default "<site name>" <no-reply@<site domain>>. */
  MAIL_FROM: z.string().min(3).optional(),
  /**
   * The bearer token the mail provider sends to POST /api/mail-events.php with bounces, spam
   * complaints and unsubscribes; without it that endpoint does not exist.
   */
  MAIL_EVENTS_TOKEN: z.string().min(24, 'at least 24 characters, e.g. openssl rand -hex 24').optional(),
  /**
   * The bearer token Prometheus sends to GET /metrics (request rates and latencies, errors, jobs,
   * mails, pushes, payment webhooks, sockets, the database pool); without it that endpoint does not exist.
   */
  METRICS_TOKEN: z.string().min(24, 'at least 24 characters, e.g. openssl rand -hex 24').optional(),
  /**
   * Mollie's API key (live_… or test_…); without it (demo mode only) payments go to the simulated
   * provider served at /simulated-provider on this server, whose checkout page lets the payer pick the outcome.
   */
  MOLLIE_API_KEY: z.string().regex(/^(live|test)_\w+$/, 'a Mollie API key: live_… or test_…').optional(),
  /** Mollie's API root; another address only for a proxy or a Mollie-compatible test server. */
  MOLLIE_API_URL: z.url().default('https://api.mollie.com/v2/'),
  /** Twilio's account SID (AC…); with TWILIO_AUTH_TOKEN and SMS_FROM, SMS go out through Twilio. */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-f]{32}$/, 'a Twilio account SID: AC and 32 hex digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The SMS sender: a number in E.164, an alphanumeric sender id (up to 11 characters) or a Messaging Service SID (MG…). */
  SMS_FROM: z
    .string()
    .regex(
      /^(\+[1-9]\d{6,14}|MG[0-9a-f]{32}|(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11})$/,
      'a number like +31612345678, a sender id of up to 11 letters and digits, or a Messaging Service SID (MG…)',
    )
    .optional(),
  /** Twilio's API root; another address only for a proxy or a Twilio-compatible test server. */
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  /**
   * The contact push services see in each web push (VAPID "sub"): a mailto: address or an https:
   * URL. Without it each site's support e-mail address is used.
   */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, 'a mailto: address or an https: URL')
    .optional(),
  /** How long the simulated provider keeps a SEPA direct-debit collection pending before it settles. */
  SIMULATED_SETTLE_MS: z.coerce.number().int().min(0).default(5_000),
  /** How often the job runner looks for due background jobs. */
  JOBS_INTERVAL_MS: z.coerce.number().int().min(100).default(30_000),
  /**
   * How fast a newsletter goes out: each job round sends a batch of this many mails, a round a
   * minute, so the mail server (and its reputation with the receiving ones) is not flooded.
   */
  NEWSLETTER_MAILS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(NEWSLETTER_MAILS_PER_MINUTE_DEFAULT),
  /** Demo members seeded in demo mode on the default site of a fresh database (with a demo login); 0 seeds none. */
  DEMO_MEMBERS: z.coerce.number().int().min(0).max(10_000).default(300),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})
  .refine(
    // Half a Twilio setup would quietly keep the codes in the outbox, where no member ever sees them.
    ({ TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, SMS_FROM }) => {
      const twilio = [TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, SMS_FROM];
      return twilio.every((value) => value === undefined) || twilio.every((value) => value !== undefined);
    },
    { message: 'set all of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SMS_FROM, or none of them' },
  )
  .refine(({ S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY }) => (S3_ACCESS_KEY_ID === undefined) === (S3_SECRET_ACCESS_KEY === undefined), {
    message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
  })
  .refine(
    // Without the bucket the rest would be ignored, and each machine would keep its own photos.
    (config) => config.S3_BUCKET !== undefined || (config.S3_ENDPOINT === undefined && config.S3_ACCESS_KEY_ID === undefined),
    { message: 'S3_ENDPOINT and S3_ACCESS_KEY_ID need S3_BUCKET, the bucket that keeps the photos' },
  )
  .superRefine((config, ctx) => {
    const refusal = productionRefusal(config);
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  })
  .transform((config) => ({
    ...config,
    DEPLOYMENT_NAME: config.DEPLOYMENT_NAME ?? defaultDeploymentName(databaseTarget(config)),
  }));

export type Config = z.infer<typeof Env>;

/**
 * PostgreSQL with DATABASE_URL, otherwise PGlite in DATA_DIR/pglite: beside uploads/, never
 * around it, as the folder belongs to PGlite alone.
 */
export function databaseTarget(config: { DATABASE_URL?: string; DATABASE_POOL_SIZE?: number; DATA_DIR: string }): DatabaseTarget {
  if (config.DATABASE_URL) return { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE };
  return { kind: 'pglite', dataDir: resolve(config.DATA_DIR, 'pglite') };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
