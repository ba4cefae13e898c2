import { defineConfig } from 'vitest/config';

/** `npm test`: unit and API tests of every workspace; e2e/ has its own config. */
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/server', 'apps/web'],
  },
});
