import type { CountryCode } from '@app/core';
import { useTranslation } from '../i18n/use-translation';
import { useRegionName } from '../hooks/use-region-name';
import { countryName } from '../lib/countries';

/**
 * A place name without case, accents, punctuation or the words regions add to a town's name: "City",
 * "County", and a capital's region in the reader's language ("Bruxelles-Capitale", "Brussels
 * Hoofdstedelijk Gewest", "Brysselin pääkaupunkialue", "Basel-Stadt").
 */
function placeKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\b(city|county|capitale?|hoofdstedelijk gewest|paakaupunkialue|stadt)\b/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Whether a town and a region are one name: written alike ("Glasgow", "Glasgow City") or in two
 * languages that differ by an ending ("Brussel", "Brussels").
 */
export function samePlaceName(a: string, b: string): boolean {
  const [shorter, longer] = [placeKey(a), placeKey(b)].sort((x, y) => x.length - y.length) as [string, string];
  return shorter === longer || (shorter.length >= 4 && longer.startsWith(shorter) && longer.length - shorter.length <= 2);
}

/** "City, Region" of a member; the country's name (asked for only then) when neither is known. */
export function memberLocationText(city: string, region: string, country: () => string): string {
  // A city that gives its name to its region (Birmingham, Birmingham) is said once.
  const parts = city && region && samePlaceName(city, region) ? [city] : [city, region].filter(Boolean);
  return parts.join(', ') || country();
}

export function MemberLocation({ country, region, city }: { country: CountryCode; region: string; city: string }) {
  const { i18n } = useTranslation();
  const regionName = useRegionName(country, region);
  // Naming a country makes the page's first Intl.DisplayNames, which loads the browser's locale
  // data: a card that names its town does without (issue #20).
  return <>{memberLocationText(city, regionName, () => countryName(country, i18n.resolvedLanguage ?? 'en'))}</>;
}
