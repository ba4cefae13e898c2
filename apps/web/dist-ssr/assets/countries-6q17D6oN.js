// src/lib/countries.ts
/** A country's name in the interface language. */
function countryName(code, locale) {
	return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
}
/** The site's countries named in the interface language, in that language's alphabetical order. */
function countryOptions(codes, locale) {
	return codes.map((code) => ({
		code,
		name: countryName(code, locale)
	})).sort((a, b) => a.name.localeCompare(b.name, locale));
}
/** The country to offer first: the one the visitor picked, else where they are, else the site's first. */
function defaultCountry(settings) {
	return [settings.geoip_selected_country, settings.geoip_country].find((code) => code && settings.countries.includes(code)) ?? settings.countries[0];
}
export { countryOptions as n, defaultCountry as r, countryName as t };
