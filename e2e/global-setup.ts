import type { TestProject } from 'vitest/node';
import { DEMO_ADMIN } from '../apps/server/src/db/seed/demo-admin';
import { startServer } from '../apps/server/src/test/server-process';
import { enrolStaff } from './support/admin-login';
import { MAIL_EVENTS_TOKEN } from './support/mail-events';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server under test listens, e.g. http://localhost:41234 (no trailing slash). */
    baseURL: string;
    /** The demo admin's back office session cookie (support/admin.ts puts it into a context). */
    adminCookie: string;
  }
}

/**
 * Starts the real server once for all e2e files: the compiled one that `npm run build` made, as
 * production runs it, serving the built web app, on embedded PGlite in a temp dir.
 */
export default async function setup(project: TestProject) {
  const server = await startServer(
    {
      // Enough members for search, likes and the swipe game, and a start in seconds.
      DEMO_MEMBERS: '40',
      // The automated photo review runs in the job rounds (30 s apart by default): a few seconds
      // keep the upload test short, yet leave the new photo 'being checked' long enough to be seen.
      JOBS_INTERVAL_MS: '3000',
      // The mail provider's bounce reports reach the server as in production (support/mail-events.ts).
      MAIL_EVENTS_TOKEN,
    },
    'compiled',
  );
  project.provide('baseURL', server.baseURL);
  project.provide('adminCookie', (await enrolStaff(server.baseURL, DEMO_ADMIN.email, DEMO_ADMIN.password)).cookie);
  return server.stop;
}
