import { describe, expect, it } from 'vitest';
import { changesBetween } from './changes';

describe('changesBetween', () => {
  it('names each changed leaf by its path, a list as one value, added and removed keys too', () => {
    const saved = { name: 'A', config: { message_credits: 5, countries: ['NL'], texts: { nl: { index_title: 'x' } } } };
    const draft = { name: 'A', config: { message_credits: 7, countries: ['NL', 'BE'], texts: { de: { index_title: 'y' } } } };
    expect(changesBetween(saved, draft)).toEqual([
      { path: 'config.message_credits', before: '5', after: '7' },
      { path: 'config.countries', before: '["NL"]', after: '["NL","BE"]' },
      { path: 'config.texts.de.index_title', before: undefined, after: '"y"' },
      { path: 'config.texts.nl.index_title', before: '"x"', after: undefined },
    ]);
    expect(changesBetween(saved, saved)).toEqual([]);
  });
});
