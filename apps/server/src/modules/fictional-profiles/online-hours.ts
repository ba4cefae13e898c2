import { getTimezonesForCountry } from 'countries-and-timezones';

/**
 * A fictional profile's online hours are its own country's local hours: a Dutch character is
 * online on Amsterdam evenings, whatever the site's or the server's time.
 *
 * The country's time zone (IANA name): with one zone, that one. With several, the UTC offset most
 * of them share, which is the populous one in the countries of the sites (the US: Eastern; Spain
 * and Portugal: the mainland, not the Canaries or the Azores); a country alone says no more. An
 * unknown code falls back to UTC.
 */
export function countryTimeZone(country: string): string {
  const zones = getTimezonesForCountry(country) ?? [];
  const sharing = (offset: number) => zones.filter((zone) => zone.utcOffset === offset).length;
  const [first, ...others] = zones;
  if (!first) return 'UTC';
  return others.reduce((best, zone) => (sharing(zone.utcOffset) > sharing(best.utcOffset) ? zone : best), first).name;
}

/** The hour of the day (0–23) at `at` in the country, daylight saving time included. */
export function localHour(at: Date, country: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: countryTimeZone(country) }).format(at);
  return Number(hour);
}

/** Whether the profile shows as online at `at`. */
export const isOnlineHour = (onlineHours: readonly number[], country: string, at: Date): boolean =>
  onlineHours.includes(localHour(at, country));
