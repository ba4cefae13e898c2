import { describe, expect, it } from 'vitest';
import { defaultSearch, pageNumbers, type SearchState, searchParamsFromState, searchStateFromParams, withFilters } from './search-state';

const fromQuery = (query: string) => searchStateFromParams(new URLSearchParams(query));

describe('search state in the URL (SPEC §3)', () => {
  it('round-trips every field through the query', () => {
    const state: SearchState = { gender: 'male', country: 'NL', countryregion: 'NH', min_age: 25, max_age: 40, page: 3 };
    const query = searchParamsFromState(state).toString();
    expect(query).toBe('gender=male&country=NL&countryregion=NH&min_age=25&max_age=40&page=3');
    expect(fromQuery(query)).toEqual(state);
  });

  it('keeps the defaults out of the URL and reads an empty query as the defaults', () => {
    expect(searchParamsFromState(defaultSearch()).toString()).toBe('');
    expect(fromQuery('')).toEqual(defaultSearch());
  });

  it('drops what is broken, field by field', () => {
    expect(fromQuery('gender=robot&country=nl&min_age=12&max_age=abc&page=0')).toEqual(defaultSearch());
    expect(fromQuery('gender=female&min_age=30&page=x')).toEqual({ ...defaultSearch(), gender: 'female', min_age: 30 });
  });

  it('ignores a region without a country, and swaps ages given the wrong way round', () => {
    expect(fromQuery('countryregion=NH')).toEqual(defaultSearch());
    expect(fromQuery('min_age=50&max_age=30')).toMatchObject({ min_age: 30, max_age: 50 });
  });

  it('on a one-gender niche looks for that gender and drops a gender the site does not have', () => {
    const LESBIAN = 2;
    const GAY = 7;
    expect(searchStateFromParams(new URLSearchParams(''), LESBIAN)).toEqual(defaultSearch());
    expect(searchStateFromParams(new URLSearchParams('gender=female'), LESBIAN)).toEqual(defaultSearch());
    expect(searchStateFromParams(new URLSearchParams('gender=female&min_age=30'), GAY)).toEqual({ ...defaultSearch(), min_age: 30 });
  });

  it('starts at the ages of the niche’s members (SPEC §9 GILF, MILF), where the address makes no other choice', () => {
    const [GILF, MILF] = [5, 6];
    expect(searchStateFromParams(new URLSearchParams(''), GILF)).toEqual({ ...defaultSearch(), min_age: 60, max_age: 99 });
    expect(searchStateFromParams(new URLSearchParams(''), MILF)).toEqual({ ...defaultSearch(), min_age: 35, max_age: 55 });
    // The member's choice wins, and stays in the address even where it is the general site's default.
    const wide = { ...defaultSearch(), min_age: 18 };
    expect(searchParamsFromState(wide, MILF).toString()).toBe('min_age=18&max_age=99');
    expect(searchParamsFromState(wide, GILF).toString()).toBe('min_age=18');
    expect(searchStateFromParams(new URLSearchParams('min_age=18'), GILF)).toEqual(wide);
    expect(searchParamsFromState(defaultSearch(MILF), MILF).toString()).toBe('');
  });

  it('starts on page 1 when a filter changes, and forgets the region with the country', () => {
    const state: SearchState = { ...defaultSearch(), country: 'NL', countryregion: 'NH', page: 4 };
    expect(withFilters(state, { gender: 'male' })).toEqual({ ...state, gender: 'male', page: 1 });
    expect(withFilters(state, { country: 'DE' })).toEqual({ ...defaultSearch(), country: 'DE' });
    expect(withFilters(state, { country: undefined })).toEqual(defaultSearch());
    expect(withFilters({ ...defaultSearch(), max_age: 30 }, { min_age: 40 })).toMatchObject({ min_age: 40, max_age: 40 });
  });
});

describe('page numbers', () => {
  it('shows all pages when there are few', () => {
    expect(pageNumbers(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the ends and the neighbourhood with gaps', () => {
    expect(pageNumbers(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pageNumbers(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
  });
});
