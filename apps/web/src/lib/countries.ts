import type { CountryCode, SiteSettings } from '@app/core';

export interface CountryOption {
  code: CountryCode;
  name: string;
}

/** The site's countries named in the interface language, in that language's alphabetical order. */
export function countryOptions(codes: readonly CountryCode[], locale: string): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** The country to offer first: the one the visitor picked, else where they are, else the site's first. */
export function defaultCountry(settings: SiteSettings): CountryCode {
  const known = [settings.geoip_selected_country, settings.geoip_country].find(
    (code) => code && settings.countries.includes(code),
  );
  return known ?? settings.countries[0]!;
}
