import type { CountryCode } from '@app/core';
import { useTranslation } from 'react-i18next';
import { useRegionName } from '../hooks/use-region-name';
import { countryName } from '../lib/countries';

/** "City, Region" of a member; the country's name when neither is known. */
export function memberLocationText(city: string, region: string, country: string): string {
  const parts = [city, region].filter(Boolean);
  // A city that gives its name to its region (Birmingham, Birmingham) is said once.
  const unique = parts.filter((part, index) => parts.findIndex((other) => other.toLowerCase() === part.toLowerCase()) === index);
  return unique.join(', ') || country;
}

export function MemberLocation({ country, region, city }: { country: CountryCode; region: string; city: string }) {
  const { i18n } = useTranslation();
  const regionName = useRegionName(country, region);
  return <>{memberLocationText(city, regionName, countryName(country, i18n.resolvedLanguage ?? 'en'))}</>;
}
