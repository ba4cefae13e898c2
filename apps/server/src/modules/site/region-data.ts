import type { CountryCode, Region } from '@app/core';
import { allCountries } from 'country-region-data';

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
