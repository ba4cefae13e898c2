import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Agent as HttpsAgent } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../app';
import type { Config } from '../config';
import { type Database, type DatabaseTarget, type Db, openDatabase } from '../db/client';
import { defaultDeploymentName } from '../db/deployment-name';
import { seedDemoSite } from '../db/seed/demo-site';
import type { Clock } from '../platform/clock';
import { createObjectStore, type S3Config } from '../platform/storage/create-object-store';
import { createDatabase, databaseUrl, scratchDatabaseName } from './admin-database';

export interface TestAppOptions {
  /**
   * DEMO_MODE, on by default as for `npm start`: the dev mailbox and, without `mollie`, the
   * simulated provider. Off, the app is production and needs smtpUrl and mollie.
   */
  demoMode?: boolean;
  /** A folder holding a built web app; by default none, so only the API answers. */
  webDist?: string;
  /** TRUST_PROXY as config.ts parses it: false, a hop count or proxy addresses. */
  trustProxy?: Config['TRUST_PROXY'];
  /** Send mails over SMTP (e.g. to an in-process smtp-server); without it they go to the outbox. */
  smtpUrl?: string;
  publicUrl?: string;
  /** The app's time; tests move it instead of waiting. */
  now?: Clock;
  /** Real-time events through Redis pub/sub, like REDIS_URL in production. */
  redisUrl?: string;
  /** How long the simulated provider keeps a direct debit pending (SIMULATED_SETTLE_MS). */
  simulatedSettleMs?: number;
  /** Pay through a Mollie API at this address (MOLLIE_API_KEY, MOLLIE_API_URL) instead of the built-in simulated provider. */
  mollie?: { apiKey: string; apiUrl: string };
  /** MAIL_EVENTS_TOKEN: the mail provider's events endpoint exists only with it. */
  mailEventsToken?: string;
  /** METRICS_TOKEN: GET /metrics exists only with it. */
  metricsToken?: string;
  /** Reach push services through this agent (startPushService()'s trusts the local push service). */
  pushAgent?: HttpsAgent;
  /** Build on the database of an earlier test app, like a restarted server; close() leaves it open. */
  db?: Db;
  /** DEPLOYMENT_NAME; by default derived from the database as main.ts does, so apps on one database are one deployment. */
  deploymentName?: string;
  /** Log like main.ts does, e.g. into a stream the test reads; by default nothing is logged. */
  logger?: AppDeps['logger'];
  /** Sees every route as it is registered (buildApp's onRoute). */
  onRoute?: AppDeps['onRoute'];
  /** NEWSLETTER_MAILS_PER_MINUTE: the batch each job round of a newsletter mails. */
  newsletterMailsPerMinute?: number;
  /** The rate limits (buildApp's rateLimits), e.g. small ones a test reaches in a few requests. */
  rateLimits?: AppDeps['rateLimits'];
  /** Keep photos in this S3 bucket (startS3Server()'s config) instead of DATA_DIR/uploads. */
  s3?: S3Config;
}

/** The configured PORT of every test app: links to the demo sites (localhost, she.localhost) are on it. */
export const TEST_PORT = 3000;

/** The template as this worker read it: each PGlite app loads the same bytes, read once. */
let pgliteTemplate: Blob | undefined;

/** The default DEPLOYMENT_NAME of each scratch database, for the apps built on it later. */
const deploymentNames = new WeakMap<Db, string>();

function deploymentNameOf(db: Db): string {
  const name = deploymentNames.get(db);
  if (!name) throw new Error('buildTestApp takes only the db of an earlier test app');
  return name;
}

async function openTarget(target: DatabaseTarget): Promise<Database> {
  const database = await openDatabase(target);
  deploymentNames.set(database.db, defaultDeploymentName(target));
  return database;
}

/**
 * A database of its own for every app, so test files may run side by side: a copy of the run's
 * migrated and seeded template (global-setup.ts), in-memory PGlite or with DATABASE_URL a new
 * PostgreSQL database, which the run drops at its end.
 */
async function openScratchDatabase(): Promise<Database> {
  const template = inject('templateDatabase');
  if (template.kind === 'pglite') {
    pgliteTemplate ??= new Blob([readFileSync(template.tarball)]);
    return openTarget({ kind: 'pglite', loadDataDir: pgliteTemplate });
  }

  const { adminUrl } = template;
  // Named after the template, whose copies global-setup.ts drops.
  const name = scratchDatabaseName(template.name);
  await createDatabase(adminUrl, name, template.name);
  return openTarget({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
}

/**
 * The app as main.ts builds it, on a fresh database with the demo site and a fresh DATA_DIR. It is
 * not made ready, so a test may still add routes; the first inject readies it. The job runner is
 * not started: tests call `app.jobs.runDueJobs()`.
 */
export async function buildTestApp({
  demoMode = true,
  webDist,
  trustProxy = false,
  smtpUrl,
  publicUrl,
  now,
  db,
  redisUrl,
  deploymentName,
  simulatedSettleMs = 50,
  mollie,
  mailEventsToken,
  metricsToken,
  pushAgent,
  logger,
  onRoute,
  newsletterMailsPerMinute,
  rateLimits,
  s3,
}: TestAppOptions = {}) {
  const database: Pick<Database, 'db' | 'close'> = db ? { db, close: async () => {} } : await openScratchDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'server-data-'));
  const files = createObjectStore({ DATA_DIR: dataDir, ...s3 });
  const cleanUp = async () => {
    files.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // A restarted server seeds again as main.ts does; a copy of the template is seeded already.
    if (db) await seedDemoSite(db);
    const app = await buildApp({
      db: database.db,
      now,
      pushAgent,
      logger,
      onRoute,
      rateLimits,
      files,
      config: {
        DEMO_MODE: demoMode,
        // What links to the loopback demo sites carry, as PORT does for a server that only injects.
        PORT: TEST_PORT,
        WEB_DIST: webDist ?? join(tmpdir(), `no-web-dist-${randomBytes(4).toString('hex')}`),
        TRUST_PROXY: trustProxy,
        PUBLIC_URL: publicUrl,
        SMTP_URL: smtpUrl,
        MAIL_FROM: undefined,
        REDIS_URL: redisUrl,
        DEPLOYMENT_NAME: deploymentName ?? deploymentNameOf(database.db),
        SIMULATED_SETTLE_MS: simulatedSettleMs,
        MOLLIE_API_KEY: mollie?.apiKey,
        MOLLIE_API_URL: mollie?.apiUrl,
        MAIL_EVENTS_TOKEN: mailEventsToken,
        METRICS_TOKEN: metricsToken,
        NEWSLETTER_MAILS_PER_MINUTE: newsletterMailsPerMinute,
      },
    });
    return {
      app,
      db: database.db,
      dataDir,
      /** Where the app keeps photos: DATA_DIR/uploads, or the bucket of options.s3. */
      files,
      async close() {
        await app.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
