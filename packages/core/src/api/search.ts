import { z } from 'zod';
import { ProfileCard } from './profiles';
import { CountryCode } from './regions';
import { Gender } from './user';
import { MIN_AGE } from '../constants';

export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_MAX_AGE = 99;
/** The last page a search may ask for; numResults is counted only this far (SEARCH_MAX_RESULTS). */
export const SEARCH_MAX_PAGES = 500;
/** Counting every match of a broad search on a big site costs more than it tells: beyond this, numResults says "this many or more". */
export const SEARCH_MAX_RESULTS = SEARCH_MAX_PAGES * SEARCH_PAGE_SIZE;

/** GET /api/search.php: SPEC §3 search state; empty filters match everyone. */
export const SearchQuery = z
  .object({
    gender: Gender.optional(),
    country: CountryCode.optional(),
    countryregion: z.string().max(100).optional(),
    min_age: z.coerce.number().int().min(MIN_AGE).max(SEARCH_MAX_AGE).default(MIN_AGE),
    max_age: z.coerce.number().int().min(MIN_AGE).max(SEARCH_MAX_AGE).default(SEARCH_MAX_AGE),
    page: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGES).default(1),
    /** The traffic network a visitor came from (SPEC §3 tracking); opens search to visitors when settings allow. */
    network: z.string().trim().min(1).max(100).optional(),
  })
  .refine((query) => query.min_age <= query.max_age, { path: ['max_age'], message: 'invalid' });
export type SearchQuery = z.infer<typeof SearchQuery>;

export const SearchResponse = z.object({
  pageNumber: z.number().int(),
  pages: z.number().int(),
  /** Exact up to SEARCH_MAX_RESULTS; a broader search answers SEARCH_MAX_RESULTS. */
  numResults: z.number().int(),
  results: z.array(ProfileCard),
  /** When few match (less than a page): members close to the filters, SPEC §3 similar results. */
  similar: z.array(ProfileCard),
  /** How many similar members are listed (at most SEARCH_PAGE_SIZE). */
  numSimilar: z.number().int(),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

/** GET /api/match-finder.php: suggestions for the member. */
export const MatchFinderResponse = z.object({ profiles: z.array(ProfileCard) });
export type MatchFinderResponse = z.infer<typeof MatchFinderResponse>;

/** GET /api/signup-matches.php: the first members suggested to a new member (SPEC route /signup-matches). */
export const SignupMatchesResponse = z.object({ profiles: z.array(ProfileCard) });
export type SignupMatchesResponse = z.infer<typeof SignupMatchesResponse>;
