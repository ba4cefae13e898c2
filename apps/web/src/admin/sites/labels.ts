import { type Locale, LOCALE_NATIVE_NAMES, LOCALES, NICHE_LANDER_PREFIXES, type Niche } from '@app/core';

/** SPEC §9's niches by the lander prefix each maps to. */
const NICHE_NAMES: Record<Niche, string> = {
  1: 'General',
  2: 'Women seeking women (she)',
  3: 'BDSM',
  4: 'BBW',
  5: 'GILF',
  6: 'MILF',
  7: 'Gay',
};

export const NICHE_OPTIONS = (Object.keys(NICHE_LANDER_PREFIXES) as `${Niche}`[]).map(
  (niche) => [niche, `${niche} · ${NICHE_NAMES[Number(niche) as Niche]}`] as const,
);

export const LANGUAGE_OPTIONS = LOCALES.map((locale) => [locale, `${locale} · ${LOCALE_NATIVE_NAMES[locale]}`] as const);

export const languageName = (locale: Locale) => LOCALE_NATIVE_NAMES[locale];

/** Minor units (what the API stores) as the amount an operator types, and back. */
export const toMajor = (minor: number | undefined) => (minor === undefined ? null : minor / 100);
export const toMinor = (major: number | null) => (major === null ? undefined : Math.round(major * 100));

export function money(minor: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(minor / 100);
}
