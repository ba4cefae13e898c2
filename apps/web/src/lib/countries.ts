import type { CountryCode, SiteSettings } from '@app/core';

export interface CountryOption {
  code: CountryCode;
  name: string;
}

/** A country's name in the interface language. */
export function countryName(code: CountryCode, locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
}

/** The site's countries named in the interface language, in that language's alphabetical order. */
export function countryOptions(codes: readonly CountryCode[], locale: string): CountryOption[] {
  return codes
    .map((code) => ({ code, name: countryName(code, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** The country to offer first: the one the visitor picked, else where they are, else the site's first. */
export function defaultCountry(settings: SiteSettings): CountryCode {
  const known = [settings.geoip_selected_country, settings.geoip_country].find(
    (code) => code && settings.countries.includes(code),
  );
  return known ?? settings.countries[0]!;
}
