import { join } from 'node:path';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_LOGIN, seedDemoMembers } from './db/seed/demo-members';
import { seedDemoSite } from './db/seed/demo-site';

const config = readConfig();
const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : // Beside uploads/, never around it: the database folder belongs to PGlite alone.
      { kind: 'pglite', dataDir: join(config.DATA_DIR, 'pglite') },
);
await seedDemoSite(database.db);
const demoLogins = await seedDemoMembers(database.db, { dataDir: config.DATA_DIR, count: config.DEMO_MEMBERS });

const app = await buildApp({ db: database.db, config, logger: { level: config.LOG_LEVEL } });
if (!config.SMTP_URL) {
  app.log.warn('SMTP_URL is not set: mails go to the outbox, which anyone can read at /dev/mailbox.');
}

async function shutdown(signal: string) {
  app.log.info({ signal }, 'shutting down');
  // Closing the app also stops the job runner, after the job under way has finished.
  await app.close();
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
app.log.info(
  `Site ready on http://localhost:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.PORT}/ (database: ${database.kind === 'pglite' ? config.DATA_DIR : 'PostgreSQL'})`,
);
