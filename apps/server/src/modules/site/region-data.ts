import { readFileSync } from 'node:fs';
import { type CountryCode, LOCALES, type Locale, type Region } from '@app/core';
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

/** The regions of a country, by the data's name (mostly the country's own), from the country-region-data package. */
export function countryRegions(country: CountryCode): Region[] {
  return byCountry.get(country)?.regions ?? [];
}

/** Per locale, country and region code: CLDR's name where it differs from the data's (build-region-names.ts). */
type RegionNameTable = Partial<Record<Locale, Partial<Record<string, Record<string, string>>>>>;

let nameTable: RegionNameTable | undefined;

/** Read on first use: half a megabyte that a server start need not wait for. */
function regionNameTable(): RegionNameTable {
  nameTable ??= JSON.parse(readFileSync(new URL('./region-names.json', import.meta.url), 'utf8')) as RegionNameTable;
  return nameTable;
}

const localized = new Map<string, Region[]>();

/**
 * A country's regions named in the reader's language and in its alphabetical order; the data's
 * spoken name where CLDR has none in that language. Built once per country and language: read only.
 */
export function localizedRegions(country: CountryCode, locale: Locale): Region[] {
  const key = `${country} ${locale}`;
  let regions = localized.get(key);
  if (!regions) {
    const names = regionNameTable()[locale]?.[country] ?? {};
    const collator = new Intl.Collator(locale);
    regions = countryRegions(country)
      .map(({ code, name }) => ({ code, name: names[code] ?? name }))
      .sort((a, b) => collator.compare(a.name, b.name));
    localized.set(key, regions);
  }
  return regions;
}

/** A region's name in the reader's language from its code; '' for none, the value itself for one the country lacks. */
export function regionName(country: CountryCode, code: string, locale: Locale): string {
  return localizedRegions(country, locale).find((region) => region.code === code)?.name ?? code;
}

/**
 * The stored form of a region: its code as GET /api/regions.php lists it, given by code or by
 * name (the data's, or one of the app's languages'); '' leaves it open; undefined when the country
 * has no such region.
 */
export function regionCodeFor(country: CountryCode, region: string): string | undefined {
  if (region === '') return '';
  const list = byCountry.get(country);
  return (
    list?.regions.find((r) => r.code === region || r.name === region)?.code ??
    list?.listedNames.get(region) ??
    LOCALES.flatMap((locale) => localizedRegions(country, locale)).find((r) => r.name === region)?.code
  );
}

/** regionCodeFor for a member's input: a region the country does not have is a field error. */
export function requireRegionCode(country: CountryCode, region: string): string {
  const code = regionCodeFor(country, region);
  if (code === undefined) throw invalidField('region', 'invalid');
  return code;
}
