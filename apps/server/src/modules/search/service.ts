import {
  ageOn,
  MIN_AGE,
  type MatchFinderResponse,
  SEARCH_MAX_AGE,
  SEARCH_MAX_RESULTS,
  SEARCH_PAGE_SIZE,
  type SearchQuery,
  searchGenders,
  type SignupMatchesResponse,
} from '@app/core';
import type { Db } from '../../db/client';
import { AppError, invalidFields, notFound } from '../../http/app-error';
import { type Clock, DAY_MS } from '../../platform/clock';
import { asJsonText, joinJsonArrays, type JsonText } from '../../http/json-text';
import { loadProfileCards } from '../members/profile-cards';
import { suitedKinds } from '../members/suited-kinds';
import type { Member } from '../session/service';
import type { SiteRow } from '../site/site-row';
import { findAccount } from '../users/accounts';
import { birthDateRange } from './birth-date-range';
import { countMembers, findMemberPage, findSignupMatchIds, findSuggestionIds, type MemberPage, type SearchFilters, type SearchScope } from './repo';

const MATCH_FINDER_SIZE = 12;
/** Match finder: members within this many years of the member's age. */
const MATCH_FINDER_AGE_SPAN = 10;
/** The last relaxation of a search for similar members widens the age range by this much each side. */
const SIMILAR_AGE_WIDENING = 5;

const SIGNUP_MATCHES_SIZE = 12;
/** Signup matches are members seen on the site within this many days: someone who may answer. */
const SIGNUP_MATCHES_ACTIVE_DAYS = 30;

/** Who is asking: a member, or a visitor who may or may not come from a traffic network. */
export interface Searcher {
  member: Member | null;
  fromTrafficSource: boolean;
}

interface AgeFilters {
  gender?: SearchFilters['gender'];
  country?: string;
  region?: string;
  minAge: number;
  maxAge: number;
}

/**
 * SPEC §3 similar results: the same search with region dropped, then country, then the age range
 * widened; each step looser than the one before.
 */
function relaxations(filters: AgeFilters): AgeFilters[] {
  const steps: AgeFilters[] = [];
  let current = filters;
  if (current.region) steps.push((current = { ...current, region: undefined }));
  if (current.country) steps.push((current = { ...current, country: undefined }));
  const widened = {
    ...current,
    minAge: Math.max(MIN_AGE, current.minAge - SIMILAR_AGE_WIDENING),
    maxAge: Math.min(SEARCH_MAX_AGE, current.maxAge + SIMILAR_AGE_WIDENING),
  };
  if (widened.minAge !== current.minAge || widened.maxAge !== current.maxAge) steps.push(widened);
  return steps;
}

export class SearchService {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  /** SPEC §4: visitors search only when the site allows it, perhaps only those from a traffic network. */
  private assertMaySearch(site: SiteRow, searcher: Searcher): void {
    if (searcher.member || site.config.logged_out_search === 'all') return;
    if (site.config.logged_out_search_trafficsource && searcher.fromTrafficSource) return;
    throw new AppError('login_required', 403, 'Please log in to search.');
  }

  /**
   * The gender a search looks for on this site (SPEC §3 niches): the one asked for among those the
   * niche offers, else the niche's only one; undefined for everyone. A gender the niche does not
   * have is a bad request, not an empty result.
   */
  private genderOn(site: SiteRow, asked: SearchQuery['gender']): SearchQuery['gender'] {
    const offered = searchGenders(site.niche);
    if (asked && !offered.includes(asked)) throw invalidFields([{ path: ['gender'], message: 'invalid' }]);
    return asked ?? (offered.length === 1 ? offered[0] : undefined);
  }

  /** GET /api/search.php: the SearchResponse as JSON text. */
  async search(site: SiteRow, searcher: Searcher, query: SearchQuery): Promise<JsonText> {
    this.assertMaySearch(site, searcher);
    const gender = this.genderOn(site, query.gender);
    const today = this.now();
    const scope: SearchScope = { siteId: site.id, viewerId: searcher.member?.userId ?? null };
    const asked: AgeFilters = {
      gender,
      country: query.country,
      region: query.countryregion || undefined,
      minAge: query.min_age,
      maxAge: query.max_age,
    };
    const toFilters = ({ minAge, maxAge, ...rest }: AgeFilters): SearchFilters => ({
      ...rest,
      born: birthDateRange(minAge, maxAge, today),
    });
    const filters = toFilters(asked);

    const [numResults, first] = await Promise.all([
      countMembers(this.db, scope, filters, SEARCH_MAX_RESULTS),
      findMemberPage(this.db, scope, filters, { limit: SEARCH_PAGE_SIZE, offset: (query.page - 1) * SEARCH_PAGE_SIZE, today }),
    ]);

    const similar: MemberPage[] = [];
    let numSimilar = 0;
    if (numResults < SEARCH_PAGE_SIZE) {
      // Fewer than a page match, so they are all on page 1 whichever page was asked for.
      const firstPage = query.page === 1 ? first : await findMemberPage(this.db, scope, filters, { limit: SEARCH_PAGE_SIZE, offset: 0, today });
      const exclude = [...firstPage.ids];
      for (const step of relaxations(asked)) {
        if (numSimilar >= SEARCH_PAGE_SIZE) break;
        const found = await findMemberPage(this.db, { ...scope, exclude }, toFilters(step), {
          limit: SEARCH_PAGE_SIZE - numSimilar,
          offset: 0,
          today,
        });
        similar.push(found);
        exclude.push(...found.ids);
        numSimilar += found.ids.length;
      }
    }

    // The SearchResponse around the cards PostgreSQL wrote.
    return asJsonText(
      `{"pageNumber":${query.page},"pages":${Math.ceil(numResults / SEARCH_PAGE_SIZE)},"numResults":${numResults},` +
        `"results":${first.cards},"similar":${joinJsonArrays(similar.map((found) => found.cards))},"numSimilar":${numSimilar}}`,
    );
  }

  /** GET /api/match-finder.php: members near the member and of about their age, not yet liked or passed. */
  async matchFinder(member: Member): Promise<MatchFinderResponse> {
    const account = await findAccount(this.db, member.userId);
    if (!account) throw notFound('User');
    const today = this.now();
    const age = ageOn(account.profile.dateOfBirth, today);
    const ids = await findSuggestionIds(
      this.db,
      member.siteId,
      member.userId,
      {
        country: account.profile.country,
        region: account.profile.region,
        born: birthDateRange(Math.max(MIN_AGE, age - MATCH_FINDER_AGE_SPAN), age + MATCH_FINDER_AGE_SPAN, today),
      },
      MATCH_FINDER_SIZE,
    );
    return { profiles: await loadProfileCards(this.db, member.userId, ids, today) };
  }

  /** GET /api/signup-matches.php: members who suit a new member both ways, to show right after signup. */
  async signupMatches(member: Member): Promise<SignupMatchesResponse> {
    const account = await findAccount(this.db, member.userId);
    if (!account) throw notFound('User');
    const today = this.now();
    const { profile } = account;
    const age = ageOn(profile.dateOfBirth, today);
    const ids = await findSignupMatchIds(
      this.db,
      member.siteId,
      member.userId,
      {
        suited: suitedKinds(profile.gender, profile.sexuality),
        country: profile.country,
        region: profile.region,
        born: birthDateRange(Math.max(MIN_AGE, age - MATCH_FINDER_AGE_SPAN), age + MATCH_FINDER_AGE_SPAN, today),
        activeSince: new Date(today.getTime() - SIGNUP_MATCHES_ACTIVE_DAYS * DAY_MS),
      },
      SIGNUP_MATCHES_SIZE,
    );
    return { profiles: await loadProfileCards(this.db, member.userId, ids, today) };
  }
}
