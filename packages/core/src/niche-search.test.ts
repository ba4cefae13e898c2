import { describe, expect, it } from 'vitest';
import { nicheSearchGender, searchGenders } from './niche-search';

describe('search genders by niche (SPEC §9)', () => {
  it('offers both genders on the general site, one on a gay or lesbian site', () => {
    expect(searchGenders(1)).toEqual(['male', 'female']);
    expect(searchGenders(7)).toEqual(['male']);
    expect(searchGenders(2)).toEqual(['female']);
  });

  it('keeps a choice among several, and needs none where the niche has one gender', () => {
    expect(nicheSearchGender(1, 'female')).toBe('female');
    expect(nicheSearchGender(1, undefined)).toBeUndefined();
    expect(nicheSearchGender(2, 'female')).toBeUndefined();
  });

  it('marks a gender the niche does not have', () => {
    expect(nicheSearchGender(7, 'female')).toBeNull();
    expect(nicheSearchGender(2, 'male')).toBeNull();
  });
});
