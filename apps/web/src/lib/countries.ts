import type { CountryCode, SiteSettings } from '@app/core';

export interface CountryOption {
  code: CountryCode;
  name: string;
}

/**
 * Intl objects are slow to make (the country list made one per country and per comparison: a third
 * of a second of a phone's main thread on /members, issue #20), so each locale's are made once.
 */
const regionNames = new Map<string, Intl.DisplayNames>();
const sortedOptions = new Map<string, CountryOption[]>();

/** A country's name in the interface language; a code the browser does not know stays as it is. */
export function countryName(code: CountryCode, locale: string): string {
  let names = regionNames.get(locale);
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region' })));
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The site's countries named in the interface language, in that language's alphabetical order. */
export function countryOptions(codes: readonly CountryCode[], locale: string): CountryOption[] {
  const key = `${locale} ${codes.join()}`;
  let options = sortedOptions.get(key);
  if (!options) {
    const { compare } = new Intl.Collator(locale);
    options = codes.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) => compare(a.name, b.name));
    sortedOptions.set(key, options);
  }
  return options;
}

/** The country to offer first: the one the visitor picked, else where they are, else the site's first. */
export function defaultCountry(settings: SiteSettings): CountryCode {
  const known = [settings.geoip_selected_country, settings.geoip_country].find(
    (code) => code && settings.countries.includes(code),
  );
  return known ?? settings.countries[0]!;
}
