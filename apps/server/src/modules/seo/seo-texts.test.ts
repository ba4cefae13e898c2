import { LOCALES, NICHE_COPY_KEYS } from '@app/core';
import { describe, expect, it } from 'vitest';
import { formatSeoText, INFO_PAGES, seoCatalogue } from './seo-texts';

function flatten(catalogue: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalogue).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const EXPECTED_KEYS = [
  ...INFO_PAGES.flatMap((page) => [`pages.${page}.title`, `pages.${page}.description`]),
  ...NICHE_COPY_KEYS.map((niche) => `landers.titles.${niche}`),
  'landers.description',
  'signup',
  'login',
].sort();

describe('search engine texts', () => {
  it.each([...LOCALES])('%s has every text, each filled in with the site name where it names it', (locale) => {
    const texts = flatten(seoCatalogue(locale));
    expect(Object.keys(texts).sort()).toEqual(EXPECTED_KEYS);
    for (const [key, message] of Object.entries(texts)) {
      const formatted = formatSeoText(message, locale, 'Rainbow Date');
      expect(formatted.trim(), `${locale} ${key}`).not.toBe('');
      expect(formatted, `${locale} ${key}`).not.toMatch(/[{}]/);
      // Descriptions say which site they describe; titles get the name appended instead.
      if (key.endsWith('description')) expect(formatted, `${locale} ${key}`).toContain('Rainbow Date');
    }
  });

  it('keeps each language’s texts apart', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      expect(seoCatalogue(locale).pages.privacy.title, locale).not.toBe(seoCatalogue('en').pages.privacy.title);
      expect(seoCatalogue(locale).landers.titles.gay, locale).not.toBe(seoCatalogue('en').landers.titles.gay);
    }
  });
});
