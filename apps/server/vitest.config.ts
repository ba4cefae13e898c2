import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file builds its own app on its own database, so files may run side by side.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
