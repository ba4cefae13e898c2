import { z } from 'zod';
import { ProfileCard } from './profiles';
import { CountryCode } from './regions';
import { Gender } from './user';
import { MIN_AGE } from './validation';

export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_MAX_AGE = 99;

/** GET /api/search.php: SPEC §3 search state; empty filters match everyone. */
export const SearchQuery = z
  .object({
    gender: Gender.optional(),
    country: CountryCode.optional(),
    countryregion: z.string().max(100).optional(),
    min_age: z.coerce.number().int().min(MIN_AGE).max(SEARCH_MAX_AGE).default(MIN_AGE),
    max_age: z.coerce.number().int().min(MIN_AGE).max(SEARCH_MAX_AGE).default(SEARCH_MAX_AGE),
    page: z.coerce.number().int().min(1).max(500).default(1),
  })
  .refine((query) => query.min_age <= query.max_age, { path: ['max_age'], message: 'invalid' });
export type SearchQuery = z.infer<typeof SearchQuery>;

export const SearchResponse = z.object({
  pageNumber: z.number().int(),
  pages: z.number().int(),
  numResults: z.number().int(),
  results: z.array(ProfileCard),
  /** When few match (less than a page): members close to the filters, SPEC §3 similar results. */
  similar: z.array(ProfileCard),
  numSimilar: z.number().int(),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

/** GET /api/match-finder.php: suggestions for the member. */
export const MatchFinderResponse = z.object({ profiles: z.array(ProfileCard) });
export type MatchFinderResponse = z.infer<typeof MatchFinderResponse>;
