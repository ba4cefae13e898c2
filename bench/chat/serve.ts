/**
 * One app instance of the chat benchmark, in a process of its own so that its CPU and memory are
 * its own: `run.ts` starts one (or two with REDIS_URL) of these on the scratch database and keeps
 * only the load client in its own process.
 *
 *   tsx bench/chat/serve.ts <postgres url of the scratch database>
 *
 * Prints one JSON line once listening: {"port": …, "pid": …}. The pid is this process's own,
 * because the tsx binary the parent started runs this file in a child process of its own.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/client';
import { defaultDeploymentName } from '../../apps/server/src/db/deployment-name';
import { LocalObjectStore } from '../../apps/server/src/platform/storage/local-object-store';

const url = process.argv[2];
if (!url) throw new Error('usage: tsx bench/chat/serve.ts <postgres url>');

const database = await openDatabase({ kind: 'postgres', url });
const app = await buildApp({
  db: database.db,
  files: new LocalObjectStore(join(tmpdir(), 'bench-chat-data', 'uploads')),
  config: {
    // Mails and payments stay in this process: the benchmark measures chat only.
    DEMO_MODE: true,
    PORT: 0,
    WEB_DIST: join(tmpdir(), 'bench-chat-no-web'),
    TRUST_PROXY: false,
    PUBLIC_URL: 'http://127.0.0.1',
    SMTP_URL: undefined,
    MAIL_FROM: undefined,
    REDIS_URL: process.env.REDIS_URL,
    // The instances share the database, so they are one deployment, as main.ts would make them.
    DEPLOYMENT_NAME: defaultDeploymentName({ kind: 'postgres', url }),
  },
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
console.log(JSON.stringify({ port: address.port, pid: process.pid }));
