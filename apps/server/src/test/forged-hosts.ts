import { buildTestApp, TEST_PORT, type TestApp, type TestAppOptions } from './build-test-app';

/** Where every absolute URL for the default demo site (domain localhost) points in a test app. */
export const DEFAULT_SITE_ORIGIN = `http://localhost:${TEST_PORT}`;

/**
 * Hosts a sender writes to steer a mailed link to their own server (password-reset poisoning):
 * user info before the real host, ports out of range, a path, a stranger's name, and the same
 * through X-Forwarded-Host from behind a trusted proxy.
 */
export const FORGED_HOSTS: readonly Record<string, string>[] = [
  { host: 'localhost:3000@evil.example' },
  { host: 'localhost:99999' },
  { host: 'localhost:-1' },
  { host: 'localhost:3000/evil.example' },
  { host: 'evil.example' },
  { host: 'localhost', 'x-forwarded-host': 'evil.example' },
  { host: 'localhost', 'x-forwarded-host': 'localhost:3000@evil.example' },
];

/**
 * `check` for each forged host, on an app over `t`'s database behind one trusted proxy (TRUST_PROXY=1),
 * so X-Forwarded-Host is believed as far as it ever is.
 */
export async function eachForgedHost(
  t: TestApp,
  check: (proxied: TestApp, headers: Record<string, string>) => Promise<void>,
  options: Omit<TestAppOptions, 'db' | 'trustProxy'> = {},
): Promise<void> {
  const proxied = await buildTestApp({ ...options, db: t.db, trustProxy: 1 });
  try {
    for (const headers of FORGED_HOSTS) await check(proxied, headers);
  } finally {
    await proxied.close();
  }
}
