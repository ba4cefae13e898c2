import { describe, expect, it } from 'vitest';
import { countryTimeZone, isOnlineHour, localHour } from './online-hours';

describe("a fictional profile's online hours", () => {
  it("are its country's local hours, daylight saving time included", () => {
    // 19:30 UTC: 20:30 in Amsterdam in winter, 21:30 in summer.
    expect(localHour(new Date('2026-01-15T19:30:00Z'), 'NL')).toBe(20);
    expect(localHour(new Date('2026-07-15T19:30:00Z'), 'NL')).toBe(21);
    expect(localHour(new Date('2026-07-15T19:30:00Z'), 'GB')).toBe(20);
    expect(localHour(new Date('2026-01-15T23:30:00Z'), 'FI')).toBe(1);
    expect(isOnlineHour([20, 21], 'NL', new Date('2026-01-15T19:30:00Z'))).toBe(true);
    expect(isOnlineHour([20, 21], 'GB', new Date('2026-01-15T19:30:00Z'))).toBe(false);
    expect(isOnlineHour([], 'NL', new Date('2026-01-15T19:30:00Z'))).toBe(false);
  });

  it('take the zone most of a country shares when it has several', () => {
    expect(countryTimeZone('NL')).toBe('Europe/Brussels');
    expect(countryTimeZone('DE')).toBe('Europe/Berlin');
    expect(localHour(new Date('2026-01-15T12:00:00Z'), 'ES')).toBe(13);
    expect(localHour(new Date('2026-01-15T12:00:00Z'), 'PT')).toBe(12);
    expect(localHour(new Date('2026-01-15T12:00:00Z'), 'US')).toBe(7);
  });

  it('count an unknown country in UTC', () => {
    expect(countryTimeZone('XX')).toBe('UTC');
    expect(localHour(new Date('2026-01-15T12:00:00Z'), 'XX')).toBe(12);
  });
});
