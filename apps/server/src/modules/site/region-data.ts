import type { CountryCode, Region } from '@app/core';
import { allCountries } from 'country-region-data';
import { invalidField } from '../../http/app-error';

/**
 * A region's name as people say it: ISO 3166-2 files some names under their main word ("Edinburgh,
 * City of", "Durham, County", "Vale of Glamorgan, The"), which read oddly after a town's name.
 */
export function spokenRegionName(listed: string): string {
  const [, main, qualifier] = /^(.+), (City of|The|County)$/.exec(listed) ?? [];
  if (!main) return listed;
  return qualifier === 'County' ? `County ${main}` : main;
}

interface CountryRegionList {
  regions: Region[];
  /** The data's own spelling of each region's name, which older stored values and inputs may use. */
  listedNames: Map<string, string>;
}

const byCountry = new Map<string, CountryRegionList>(
  allCountries.map(([, code, regions]) => [
    code,
    {
      regions: regions
        .map(([name, regionCode]) => ({ code: regionCode || name, name: spokenRegionName(name) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      listedNames: new Map(regions.map(([name, regionCode]) => [name, regionCode || name])),
    },
  ]),
);

/** The regions of a country, by name, from the country-region-data package. */
export function countryRegions(country: CountryCode): Region[] {
  return byCountry.get(country)?.regions ?? [];
}

/**
 * The stored form of a region: its code as GET /api/regions.php lists it, given by code or by
 * name; '' leaves it open; undefined when the country has no such region.
 */
export function regionCodeFor(country: CountryCode, region: string): string | undefined {
  if (region === '') return '';
  const list = byCountry.get(country);
  return list?.regions.find((r) => r.code === region || r.name === region)?.code ?? list?.listedNames.get(region);
}

/** regionCodeFor for a member's input: a region the country does not have is a field error. */
export function requireRegionCode(country: CountryCode, region: string): string {
  const code = regionCodeFor(country, region);
  if (code === undefined) throw invalidField('region', 'invalid');
  return code;
}
