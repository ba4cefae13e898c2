import { COUNTRY_CODE_PATTERN, type CountryCode, type Gender, GENDERS, MIN_AGE, nicheAudience, nicheSearchGender, SEARCH_MAX_AGE } from '@app/core';

/** SPEC §3 search state as the address bar keeps it, so back, forward and reload keep the search. */
export interface SearchState {
  gender?: Gender;
  country?: CountryCode;
  countryregion?: string;
  min_age: number;
  max_age: number;
  page: number;
}

/** Sites for everyone (SPEC §9 niche 1): both genders to choose from, every age. */
const GENERAL_NICHE = 1;

/**
 * The search before any choice, on a site of this niche: the ages its members have (SPEC §9: 60
 * and over on a GILF site, 35 to 55 on a MILF one), within what the search offers. A choice in the
 * address, the member's own, wins over it.
 */
export function defaultSearch(niche = GENERAL_NICHE): SearchState {
  const { minAge, maxAge } = nicheAudience(niche);
  return { min_age: Math.max(MIN_AGE, minAge), max_age: Math.min(SEARCH_MAX_AGE, maxAge), page: 1 };
}

/**
 * The address's values are checked by hand, not with zod: /members is a visitor's first page, and
 * zod would be a quarter of its JavaScript (issue #20).
 */
const whole = (min: number, max: number) => (value: string) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
};
const age = whole(MIN_AGE, SEARCH_MAX_AGE);
const page = whole(1, 500);
const region = (value: string) => {
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= 100 ? trimmed : undefined;
};
const country = (value: string) => (COUNTRY_CODE_PATTERN.test(value) ? value : undefined);
const gender = (value: string) => GENDERS.find((known) => known === value);

function parsed<T>(check: (value: string) => T | undefined, value: string | null): T | undefined {
  return value === null || value === '' ? undefined : check(value);
}

/**
 * The search a URL asks for on a site of this niche. Whatever is missing or broken (a hand-edited
 * address, a gender this site does not have) falls back to the default, field by field, so one bad
 * value does not throw the rest away.
 */
export function searchStateFromParams(params: URLSearchParams, niche = GENERAL_NICHE): SearchState {
  const defaults = defaultSearch(niche);
  const chosenCountry = parsed(country, params.get('country'));
  let minAge = parsed(age, params.get('min_age')) ?? defaults.min_age;
  let maxAge = parsed(age, params.get('max_age')) ?? defaults.max_age;
  if (minAge > maxAge) [minAge, maxAge] = [maxAge, minAge];
  const state: SearchState = {
    min_age: minAge,
    max_age: maxAge,
    page: parsed(page, params.get('page')) ?? defaults.page,
  };
  const chosenGender = nicheSearchGender(niche, parsed(gender, params.get('gender')));
  if (chosenGender) state.gender = chosenGender;
  if (chosenCountry) {
    state.country = chosenCountry;
    // A region belongs to a country: without one it means nothing.
    const chosenRegion = parsed(region, params.get('countryregion'));
    if (chosenRegion) state.countryregion = chosenRegion;
  }
  return state;
}

/** The URL query of a search: only what differs from the niche's defaults, in a stable order. */
export function searchParamsFromState(state: SearchState, niche = GENERAL_NICHE): URLSearchParams {
  const defaults = defaultSearch(niche);
  const params = new URLSearchParams();
  if (state.gender) params.set('gender', state.gender);
  if (state.country) {
    params.set('country', state.country);
    if (state.countryregion) params.set('countryregion', state.countryregion);
  }
  if (state.min_age !== defaults.min_age) params.set('min_age', String(state.min_age));
  if (state.max_age !== defaults.max_age) params.set('max_age', String(state.max_age));
  if (state.page !== defaults.page) params.set('page', String(state.page));
  return params;
}

/** The filters changed: back to the first page of results. */
export function withFilters(state: SearchState, change: Partial<Omit<SearchState, 'page'>>): SearchState {
  const next: SearchState = { ...state, ...change, page: 1 };
  if ('country' in change && change.country !== state.country) delete next.countryregion;
  for (const key of ['gender', 'country', 'countryregion'] as const) if (!next[key]) delete next[key];
  if (next.min_age > next.max_age) {
    if ('min_age' in change) next.max_age = next.min_age;
    else next.min_age = next.max_age;
  }
  return next;
}

/**
 * Page numbers to offer: the first, the last, and two either side of the current one; null marks
 * a gap ('…').
 */
export function pageNumbers(current: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2]);
  const list = [...wanted].filter((page) => page >= 1 && page <= pages).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const page of list) {
    const previous = out[out.length - 1];
    if (typeof previous === 'number' && page - previous === 2) out.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) out.push(null);
    out.push(page);
  }
  return out;
}
