import { describe, expect, it } from 'vitest';
import { refreshInterval } from './refresh';

describe('member data refresh (SPEC §9)', () => {
  it('refreshes 5 s after the first load, then every 60 s', () => {
    expect(refreshInterval(1)).toBe(5_000);
    expect(refreshInterval(2)).toBe(60_000);
    expect(refreshInterval(30)).toBe(60_000);
  });
});
