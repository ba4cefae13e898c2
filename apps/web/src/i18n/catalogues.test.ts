import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES, INTEREST_KEYS, LOCALES, REGION_LABELS, VALIDATION_CODES } from '@app/core';
import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES } from '../route-table';

type Catalogue = { [key: string]: string | Catalogue };

const localesDir = join(import.meta.dirname, 'locales');
const sharedDir = join(import.meta.dirname, 'shared');
const srcDir = join(import.meta.dirname, '..');
const landerDir = join(srcDir, 'lander');
const landerLocalesDir = join(landerDir, 'locales');
const CATALOGUE_DIRS = [localesDir, sharedDir, landerLocalesDir];

function loadFile(dir: string, locale: string): Catalogue {
  return JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Catalogue;
}

/** What the app loads: its own catalogue and the texts it shares with the landers. */
const load = (locale: string): Catalogue => ({ ...loadFile(localesDir, locale), ...loadFile(sharedDir, locale) });
/** What a lander loads: its catalogue and the shared texts. */
const loadLander = (locale: string): Catalogue => ({ ...loadFile(landerLocalesDir, locale), ...loadFile(sharedDir, locale) });

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{(\w+)(?:, (number))?\}/g;

/**
 * A catalogue's messages by the key the code asks for: a plain text, or i18next's plural forms of one
 * (`key_one`, `key_other`, ... and `key_zero` for exactly 0) under their key without the suffix.
 */
function messages(catalogue: Map<string, string>): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const [key, value] of catalogue) {
    const [, base, category] = PLURAL.exec(key) ?? [key, key, ''];
    if (!out.has(base!)) out.set(base!, new Map());
    out.get(base!)!.set(category!, value);
  }
  return out;
}

/** The categories a message has forms for: none for a plain text, else its language's plural categories with zero when it has one. */
function pluralCategories(locale: string, hasZero: boolean): string[] {
  return [...(hasZero ? ['zero'] : []), ...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
}

/** The names of a message's arguments, in all its forms. */
function argumentNames(forms: Map<string, string>): string[] {
  return [...new Set([...forms.values()].flatMap((text) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!)))].sort();
}

/** What is left of a text without its placeholders: a brace or ICU's # here would show as it is. */
const withoutPlaceholders = (text: string) => text.replace(PLACEHOLDER, '');

/** Keys the code asks for with a literal t('...'), so a typo or a forgotten key fails here. */
function literalKeysInSource(dir: string, skip?: string): string[] {
  const keys: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.includes('.test.')) continue;
    if (skip && entry.parentPath.startsWith(skip)) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const match of text.matchAll(/\bt\(\s*'([a-z0-9_.-]+)'/g)) keys.push(match[1]!);
  }
  return keys;
}

/** Words a translator could translate: placeholders and symbols do not count. */
function wordCount(message: string): number {
  return withoutPlaceholders(message).match(/\p{L}+/gu)?.length ?? 0;
}

const english = flatten(load('en'));
const englishMessages = messages(english);
const landerEnglish = flatten(loadLander('en'));

describe('locale catalogues', () => {
  it.each(CATALOGUE_DIRS)('has a catalogue for each of the 11 languages and no other in %s', (dir) => {
    const files = readdirSync(dir).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...LOCALES].sort());
  });

  it('has every key the landers use in English', () => {
    const missing = literalKeysInSource(landerDir).filter((key) => !landerEnglish.has(key));
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)('keeps the lander and shared texts to plain {name} arguments in %s', (locale) => {
    // The landers fill in arguments themselves (no i18next fits their budget): no formatted argument.
    for (const [key, value] of flatten(loadLander(locale))) {
      expect(value.replace(/\{\w+\}/g, ''), key).not.toMatch(/[{}]/);
    }
  });

  it.each(LOCALES)('has every plural form its language needs and only {name} or {name, number} arguments in %s', (locale) => {
    for (const [key, forms] of messages(flatten(load(locale)))) {
      if (!forms.has('')) expect([...forms.keys()].sort(), key).toEqual(pluralCategories(locale, forms.has('zero')));
      else expect(forms.size, `${key} is a plain text and plural forms`).toBe(1);
      for (const text of forms.values()) expect(withoutPlaceholders(text), key).not.toMatch(/[{}#]/);
    }
  });

  it('has every key the code uses in English', () => {
    const needed = [
      ...literalKeysInSource(srcDir, landerDir),
      ...ROUTE_NAMES.map((name) => `routes.${name}`),
      ...ERROR_CODES.map((code) => `errors.${code}`),
      'errors.network_error',
      ...VALIDATION_CODES.map((code) => `validation.${code}`),
      ...INTEREST_KEYS.map((key) => `interests.${key}`),
      ...REGION_LABELS.map((label) => `region_labels.${label}`),
    ];
    const missing = needed.filter((key) => !englishMessages.has(key));
    expect(missing).toEqual([]);
  });

  describe.each(
    LOCALES.filter((locale) => locale !== 'en').flatMap((locale) => [
      { locale, name: 'app', english, catalogue: flatten(load(locale)) },
      { locale, name: 'lander', english: landerEnglish, catalogue: flatten(loadLander(locale)) },
    ]),
  )('$locale $name', ({ english, catalogue }) => {
    // A message may be plural in one language and a plain text in another (Polish counts years, English does not).
    const own = messages(catalogue);
    const englishOwn = messages(english);

    it('has exactly the English messages, each with a text', () => {
      expect([...own.keys()]).toEqual([...englishOwn.keys()]);
      for (const [key, value] of catalogue) expect(value.trim(), key).not.toBe('');
    });

    it('keeps every placeholder, and a text for none where English has one', () => {
      for (const [key, forms] of englishOwn) {
        expect(argumentNames(own.get(key)!), key).toEqual(argumentNames(forms));
        expect(own.get(key)!.has('zero'), key).toBe(forms.has('zero'));
      }
    });

    it('is translated, not a copy of English', () => {
      const same = [...english].filter(([key, value]) => catalogue.get(key) === value && wordCount(value) > 2);
      expect(same.map(([key]) => key)).toEqual([]);
    });
  });
});
