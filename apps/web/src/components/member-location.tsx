import type { CountryCode } from '@app/core';
import { useTranslation } from 'react-i18next';
import { useRegionName } from '../hooks/use-region-name';

/** "City, Region" of a member; the country's name when neither is known. */
export function memberLocationText(city: string, region: string, countryName: string): string {
  const parts = [city, region].filter(Boolean);
  // A city that gives its name to its region (Birmingham, Birmingham) is said once.
  const unique = parts.filter((part, index) => parts.findIndex((other) => other.toLowerCase() === part.toLowerCase()) === index);
  return unique.join(', ') || countryName;
}

export function MemberLocation({ country, region, city }: { country: CountryCode; region: string; city: string }) {
  const { i18n } = useTranslation();
  const regionName = useRegionName(country, region);
  let countryName: string = country;
  try {
    countryName = new Intl.DisplayNames([i18n.resolvedLanguage ?? 'en'], { type: 'region' }).of(country) ?? country;
  } catch {
    // An unknown code stays as it is.
  }
  return <>{memberLocationText(city, regionName, countryName)}</>;
}
