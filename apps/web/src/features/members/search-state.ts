import { CountryCode, Gender, MIN_AGE, SEARCH_MAX_AGE } from '@app/core';
import { z } from 'zod';

/** SPEC §3 search state as the address bar keeps it, so back, forward and reload keep the search. */
export interface SearchState {
  gender?: Gender;
  country?: CountryCode;
  countryregion?: string;
  min_age: number;
  max_age: number;
  page: number;
}

export const DEFAULT_SEARCH: SearchState = { min_age: MIN_AGE, max_age: SEARCH_MAX_AGE, page: 1 };

const Age = z.coerce.number().int().min(MIN_AGE).max(SEARCH_MAX_AGE);
const Page = z.coerce.number().int().min(1).max(500);
const Region = z.string().trim().min(1).max(100);

function parsed<T>(schema: z.ZodType<T>, value: string | null): T | undefined {
  if (value === null || value === '') return undefined;
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/**
 * The search a URL asks for. Whatever is missing or broken (a hand-edited address) falls back to
 * the default, field by field, so one bad value does not throw the rest away.
 */
export function searchStateFromParams(params: URLSearchParams): SearchState {
  const country = parsed(CountryCode, params.get('country'));
  let minAge = parsed(Age, params.get('min_age')) ?? DEFAULT_SEARCH.min_age;
  let maxAge = parsed(Age, params.get('max_age')) ?? DEFAULT_SEARCH.max_age;
  if (minAge > maxAge) [minAge, maxAge] = [maxAge, minAge];
  const state: SearchState = {
    min_age: minAge,
    max_age: maxAge,
    page: parsed(Page, params.get('page')) ?? DEFAULT_SEARCH.page,
  };
  const gender = parsed(Gender, params.get('gender'));
  if (gender) state.gender = gender;
  if (country) {
    state.country = country;
    // A region belongs to a country: without one it means nothing.
    const region = parsed(Region, params.get('countryregion'));
    if (region) state.countryregion = region;
  }
  return state;
}

/** The URL query of a search: only what differs from the defaults, in a stable order. */
export function searchParamsFromState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.gender) params.set('gender', state.gender);
  if (state.country) {
    params.set('country', state.country);
    if (state.countryregion) params.set('countryregion', state.countryregion);
  }
  if (state.min_age !== DEFAULT_SEARCH.min_age) params.set('min_age', String(state.min_age));
  if (state.max_age !== DEFAULT_SEARCH.max_age) params.set('max_age', String(state.max_age));
  if (state.page !== DEFAULT_SEARCH.page) params.set('page', String(state.page));
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
