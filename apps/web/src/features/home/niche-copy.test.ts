import { NICHE_COPY_KEYS } from '@app/core';
import { describe, expect, it } from 'vitest';
import de from '../../i18n/locales/de.json';
import en from '../../i18n/locales/en.json';
import { homeNicheKeys } from './niche-copy';

const text = (catalogue: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

describe('homeNicheKeys', () => {
  it("picks the copy of the site's niche", () => {
    expect(homeNicheKeys(7)).toEqual({ kicker: 'home.niche.gay.kicker', title: 'home.niche.gay.title', search: 'home.niche.gay.search' });
    expect(homeNicheKeys(2).title).toBe('home.niche.she.title');
    expect(text(en, homeNicheKeys(2).title)).toBe('Meet women who love women');
    expect(text(de, homeNicheKeys(2).title)).toBe('Triff Frauen, die Frauen lieben');
  });

  it('speaks to everyone before the settings are known and for a niche we do not know', () => {
    expect(homeNicheKeys(undefined).title).toBe('home.niche.general.title');
    expect(homeNicheKeys(99).title).toBe('home.niche.general.title');
  });

  it('has every text of every niche', () => {
    for (const niche of NICHE_COPY_KEYS.keys()) {
      for (const key of Object.values(homeNicheKeys(niche + 1))) expect(text(en, key), key).toEqual(expect.any(String));
    }
  });
});
