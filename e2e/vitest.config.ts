import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Files that need the site to themselves. Discovery: its search tests compare the page with the
 * API's count and order of all active members, which a member of a file running alongside changes
 * by confirming or acting; its swipe test likes the most recently active members, who may be
 * another file's and count their likes and unread messages (chat's title count, for one).
 * The other files act only on members they sign up themselves.
 */
const ALONE = ['e2e/discovery.e2e.test.ts'];

const shared = {
  root: new URL('..', import.meta.url).pathname,
  environment: 'node',
  // A worker's files share its modules (Playwright, the contract's schemas, the support code), so
  // they load once per worker, not once per file: that was over a minute and a half of a CI run.
  // Nothing in support/ keeps state between files; each file launches and closes its own Chromium.
  isolate: false,
  // Three times what a test takes on a quiet machine: a busy cloud machine runs the suite that much
  // slower (tests of 10–20 s took 30–33 s there). A missing element still fails in 10 s (support/browser.ts).
  testTimeout: 90_000,
  // Starting Chromium (in each file's beforeAll) can take a while on a busy machine.
  hookTimeout: 120_000,
  // expect.poll stands in for Playwright Test's auto-waiting assertions.
  expect: { poll: { timeout: 5_000, interval: 50 } },
} satisfies TestProjectInlineConfiguration['test'];

/**
 * `npm run test:e2e`: browser tests against the real server on a fresh database. Kept out of the
 * root projects so `npm test` stays fast and needs no browser.
 */
export default defineConfig({
  test: {
    // One server for both projects: set up by the root, its address provided to each project.
    globalSetup: ['e2e/global-setup.ts'],
    projects: [
      {
        test: {
          ...shared,
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          exclude: ALONE,
          // Two files at a time, each with its own Chromium and its own members: on two cores
          // one waits on the server while the other renders.
          maxWorkers: 2,
        },
      },
      {
        test: {
          ...shared,
          name: 'e2e-alone',
          include: ALONE,
          maxWorkers: 1,
          // After the shared group, never beside it.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
