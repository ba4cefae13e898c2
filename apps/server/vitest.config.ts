import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Migrates and seeds one database per run; each test app gets a copy of it.
    globalSetup: ['src/test/global-setup.ts'],
    // Each file builds its own app on its own database, so files may run side by side: one worker
    // per core (Vitest's default leaves a core free). Files share their worker's modules, so
    // Fastify, Drizzle, PGlite and the app load once per worker, not once per file; the setup
    // file undoes what a file may leave behind.
    maxWorkers: '100%',
    isolate: false,
    setupFiles: ['src/test/setup.ts'],
    // Projects that run side by side must agree on maxWorkers: this one runs after core and web.
    sequence: { groupOrder: 2 },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
