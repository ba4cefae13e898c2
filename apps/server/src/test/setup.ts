import { afterAll, vi } from 'vitest';

/*
 * The server project's test files share a worker and its modules (isolate: false in
 * vitest.config.ts). The app's module state is caches of fixed data (catalogues, the geocoder's
 * cities), which files may share; what a file may change for itself is undone after it.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
