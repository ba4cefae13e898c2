import { defineConfig } from 'vitest/config';

/**
 * `npm run test:e2e`: browser tests against the real server on a fresh database. Kept out of the
 * root projects so `npm test` stays fast and needs no browser.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    // Two cores: one Chromium at a time is faster than several fighting over them.
    fileParallelism: false,
    testTimeout: 30_000,
    // Starting the server (migrations, seed) and Chromium can take a while on a cold machine.
    hookTimeout: 120_000,
    // expect.poll stands in for Playwright Test's auto-waiting assertions.
    expect: { poll: { timeout: 5_000, interval: 50 } },
  },
});
