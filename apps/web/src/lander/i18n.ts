import type { Locale } from '@app/core';

/** t('lander.cta.signup', { site }): the catalogue's text with its {arguments} filled in. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

/**
 * The landers' texts: their own catalogue and the footer and entry warning they share with the
 * app. No i18next here: it would take a quarter of the 60 kB budget, and lander texts hold only
 * plain {name} arguments (the catalogue test keeps them so).
 */
export async function loadTranslate(locale: Locale): Promise<Translate> {
  const [own, shared] = await Promise.all([import(`./locales/${locale}.json`), import(`../i18n/shared/${locale}.json`)]);
  const messages = flatten({ ...(own.default as Catalogue), ...(shared.default as Catalogue) }, '', new Map());
  return (key, values = {}) =>
    (messages.get(key) ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
