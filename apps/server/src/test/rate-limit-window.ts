import { vi } from 'vitest';

/**
 * Runs `check` as if `ms` had passed for the rate limits. Their counters (rate-limiter-flexible)
 * read the system time, not the app's clock, so the test moves Date itself, and only Date.
 */
export async function afterRateLimitWindow(ms: number, check: () => Promise<void>): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
  try {
    await check();
  } finally {
    vi.useRealTimers();
  }
}
