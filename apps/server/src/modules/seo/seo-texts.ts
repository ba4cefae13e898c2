import { readFileSync } from 'node:fs';
import { type Locale, type NicheCopyKey, STATIC_PAGE_NAMES } from '@app/core';
import { IntlMessageFormat } from 'intl-messageformat';

/** Public pages besides the home page and the landers that search engines get a title and text for. */
export const INFO_PAGES = [...STATIC_PAGE_NAMES, 'complaints', 'pricing'] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

/** What the server writes into a public page's head, per language; `{site}` is the site's name. */
export interface SeoCatalogue {
  pages: Record<InfoPage, { title: string; description: string }>;
  landers: { titles: Record<NicheCopyKey, string>; description: string };
  signup: string;
  login: string;
}

const catalogues = new Map<Locale, SeoCatalogue>();

/** The texts of one language, read once from locales/<lang>.json. */
export function seoCatalogue(locale: Locale): SeoCatalogue {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    const file = new URL(`./locales/${locale}.json`, import.meta.url);
    catalogue = JSON.parse(readFileSync(file, 'utf8')) as SeoCatalogue;
    catalogues.set(locale, catalogue);
  }
  return catalogue;
}

/** One catalogue text with the site's name filled in (ICU MessageFormat, like the mails). */
export function formatSeoText(message: string, locale: Locale, site: string): string {
  return String(new IntlMessageFormat(message, locale).format({ site }));
}
