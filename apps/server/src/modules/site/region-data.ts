import type { CountryCode, Region } from '@app/core';
import { allCountries } from 'country-region-data';
import { invalidField } from '../../http/app-error';

const byCountry = new Map<string, Region[]>(
  allCountries.map(([, code, regions]) => [
    code,
    regions
      .map(([name, regionCode]) => ({ code: regionCode || name, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  ]),
);

/** The regions of a country, by name, from the country-region-data package. */
export function countryRegions(country: CountryCode): Region[] {
  return byCountry.get(country) ?? [];
}

/**
 * The stored form of a region: its code as GET /api/regions.php lists it, given by code or by
 * name; '' leaves it open; undefined when the country has no such region.
 */
export function regionCodeFor(country: CountryCode, region: string): string | undefined {
  if (region === '') return '';
  return countryRegions(country).find((r) => r.code === region || r.name === region)?.code;
}

/** regionCodeFor for a member's input: a region the country does not have is a field error. */
export function requireRegionCode(country: CountryCode, region: string): string {
  const code = regionCodeFor(country, region);
  if (code === undefined) throw invalidField('region', 'invalid');
  return code;
}
