import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES, INTEREST_KEYS, LOCALES, REGION_LABELS, VALIDATION_CODES } from '@app/core';
import { IntlMessageFormat } from 'intl-messageformat';
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

/** The names of a message's arguments, from its ICU syntax tree. */
function argumentNames(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: unknown[]) => {
    for (const node of nodes as { value?: unknown; options?: Record<string, { value: unknown[] }> }[]) {
      if (typeof node.value === 'string' && node.value !== '' && 'type' in node && node.type !== 0) names.add(node.value);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

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
  return message.replace(/\{[^}]*\}/g, '').match(/\p{L}+/gu)?.length ?? 0;
}

const english = flatten(load('en'));
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
    // The landers fill in arguments themselves (no ICU runtime fits their budget), so no plural,
    // select or formatted argument, and no ICU quoting that the app would read differently.
    for (const [key, value] of flatten(loadLander(locale))) {
      const kinds = new IntlMessageFormat(value, locale).getAst().map((node) => node.type);
      expect(kinds.every((kind) => kind === 0 || kind === 1), key).toBe(true);
      expect(/'['{}]/.test(value), key).toBe(false);
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
    const missing = needed.filter((key) => !english.has(key));
    expect(missing).toEqual([]);
  });

  describe.each(
    LOCALES.filter((locale) => locale !== 'en').flatMap((locale) => [
      { locale, name: 'app', english, catalogue: flatten(load(locale)) },
      { locale, name: 'lander', english: landerEnglish, catalogue: flatten(loadLander(locale)) },
    ]),
  )('$locale $name', ({ locale, english, catalogue }) => {
    it('has exactly the English keys, each with a text', () => {
      expect([...catalogue.keys()]).toEqual([...english.keys()]);
      for (const [key, value] of catalogue) expect(value.trim(), key).not.toBe('');
    });

    it('keeps every placeholder and is valid ICU', () => {
      for (const [key, value] of english) {
        expect(argumentNames(catalogue.get(key)!, locale), key).toEqual(argumentNames(value, 'en'));
      }
    });

    it('is translated, not a copy of English', () => {
      const same = [...english].filter(([key, value]) => catalogue.get(key) === value && wordCount(value) > 2);
      expect(same.map(([key]) => key)).toEqual([]);
    });
  });
});
