import type { TestProject } from 'vitest/node';
import { startServer } from '../apps/server/src/test/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server under test listens, e.g. http://localhost:41234 (no trailing slash). */
    baseURL: string;
  }
}

/** Starts the real server (built web app, embedded PGlite in a temp dir) once for all e2e files. */
export default async function setup(project: TestProject) {
  const server = await startServer({
    // Enough members for search, likes and the swipe game, and a start in seconds.
    DEMO_MEMBERS: '40',
    // The automated photo review runs in the job rounds (30 s apart by default): a few seconds keep
    // the upload test short, yet leave the new photo 'being checked' long enough to be seen.
    JOBS_INTERVAL_MS: '3000',
  });
  project.provide('baseURL', server.baseURL);
  return server.stop;
}
