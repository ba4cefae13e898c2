import { parseArgs } from 'node:util';
import { buildApp } from './app';
import { type Config, databaseTarget, readConfig } from './config';
import { openDatabase } from './db/client';
import { FolderInUseError } from './db/folder-lock';
import { DEMO_LOGIN, type DemoLogin, seedDemoMembers } from './db/seed/demo-members';
import { DEMO_ADMIN, seedDemoAdmin } from './db/seed/demo-admin';
import { seedDemoSite } from './db/seed/demo-site';
import { batchedStdout } from './platform/log-destination';
import { createObjectStore } from './platform/storage/create-object-store';

/** The operator needs the sentence, not a stack trace. */
function refuseToStart(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/** `--demo` (npm start, npm run dev) is DEMO_MODE=true without a shell-specific env prefix. */
function startupConfig(): Config {
  const { values } = parseArgs({ options: { demo: { type: 'boolean', default: false } } });
  try {
    return readConfig(values.demo ? { ...process.env, DEMO_MODE: 'true' } : process.env);
  } catch (error) {
    refuseToStart(error);
  }
}

const config = startupConfig();
const files = createObjectStore(config);
let demoLogins: DemoLogin[] = [];
const database = await openDatabase(databaseTarget(config), {
  async seed(db) {
    await seedDemoSite(db);
    // The demo login's password is in the README: never in production.
    if (config.DEMO_MODE) demoLogins = await seedDemoMembers(db, { files, count: config.DEMO_MEMBERS });
    if (config.DEMO_MODE) await seedDemoAdmin(db);
  },
}).catch((error: unknown) => {
  if (error instanceof FolderInUseError) refuseToStart(error);
  throw error;
});

const app = await buildApp({ db: database.db, config, files, logger: { level: config.LOG_LEVEL, stream: batchedStdout() } });
if (config.DEMO_MODE) {
  const enabled = [
    ...(config.SMTP_URL ? [] : ['mails and SMS in the dev mailbox at /dev/mailbox (for this machine only)']),
    ...(config.MOLLIE_API_KEY ? [] : ['the simulated payment provider (no money moves)']),
    ...(config.DEMO_MEMBERS > 0 ? ['demo members with a published login'] : []),
  ];
  app.log.warn(`DEMO MODE, not for production: ${enabled.length ? enabled.join('; ') : 'nothing beyond the demo switch'}.`);
}

async function shutdown(signal: string) {
  app.log.info({ signal }, 'shutting down');
  // Closing the app also stops the job runner, after the job under way has finished.
  await app.close();
  files.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
app.jobs.start(config.JOBS_INTERVAL_MS);
// The default site's login in the form README.md shows; the other demo sites name their host.
for (const login of demoLogins) {
  console.log(`Demo login${login.email === DEMO_LOGIN.email ? '' : ` (${login.domain})`}: ${login.email} / ${login.password}`);
}
if (config.DEMO_MODE) {
  console.log(`Demo back office (/admin): ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}, then enrol an authenticator app`);
}
app.log.info(
  `Site ready on http://localhost:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.PORT}/ (database: ${database.kind === 'pglite' ? config.DATA_DIR : 'PostgreSQL'})`,
);
