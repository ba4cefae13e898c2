import type { Gender, Sexuality } from '@app/core';
import { and, count, desc, eq, exists, gte, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photos, profiles } from '../../db/schema';
import type { BirthDateRange } from './birth-date-range';
import { notLikedBy, notPassedBy } from '../members/exclusions';
import { visibleMembers } from '../members/visible-members';
import { ofKinds } from '../members/suited-kinds';

export interface SearchFilters {
  gender?: Gender;
  country?: string;
  region?: string;
  born: BirthDateRange;
}

export interface SearchScope {
  siteId: number;
  /** The member searching, who never finds themselves nor anyone blocked either way; null for a visitor. */
  viewerId: number | null;
  /** Members already shown elsewhere on the page (similar results leave out the results). */
  exclude?: number[];
}

function matching(scope: SearchScope, filters: SearchFilters): SQL {
  return and(
    visibleMembers(scope.siteId, scope.viewerId),
    filters.gender ? eq(profiles.gender, filters.gender) : undefined,
    filters.country ? eq(profiles.country, filters.country) : undefined,
    filters.region ? eq(profiles.region, filters.region) : undefined,
    gte(profiles.dateOfBirth, filters.born.from),
    lte(profiles.dateOfBirth, filters.born.to),
    scope.exclude?.length ? notInArray(profiles.userId, scope.exclude) : undefined,
  )!;
}

/** One page of matching member ids, most recently active first (id breaks ties, so pages never overlap). */
export async function findMemberIds(
  db: Db,
  scope: SearchScope,
  filters: SearchFilters,
  page: { limit: number; offset: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(matching(scope, filters))
    .orderBy(desc(profiles.lastActiveAt), desc(profiles.userId))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => row.id);
}

/** How many members match, counting no further than `cap`: a bounded count stays fast on a big site. */
export async function countMembers(db: Db, scope: SearchScope, filters: SearchFilters, cap: number): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(profiles)
    .where(matching(scope, filters))
    .limit(cap)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  return row?.n ?? 0;
}

export interface Neighbourhood {
  country: string;
  region: string;
  born: BirthDateRange;
}

/** The same country first, then the same region, then the most recently active. */
function nearestFirst({ country, region }: Pick<Neighbourhood, 'country' | 'region'>): SQL[] {
  const sameCountry = eq(profiles.country, country);
  return [desc(sameCountry), desc(and(sameCountry, eq(profiles.region, region))!), desc(profiles.lastActiveAt), desc(profiles.userId)];
}

/**
 * Match-finder suggestions: members of about the member's age the member has neither liked nor
 * swiped away, the same country first, then the same region, then the most recently active.
 */
export async function findSuggestionIds(
  db: Db,
  siteId: number,
  memberId: number,
  near: Neighbourhood,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(
      and(
        visibleMembers(siteId, memberId),
        gte(profiles.dateOfBirth, near.born.from),
        lte(profiles.dateOfBirth, near.born.to),
        notLikedBy(memberId, profiles.userId),
        notPassedBy(memberId, profiles.userId),
      ),
    )
    .orderBy(...nearestFirst(near))
    .limit(limit);
  return rows.map((row) => row.id);
}

export interface SignupMatchFilters extends Neighbourhood {
  /** The kinds of member who and the new member would look for each other. */
  suited: { gender: Gender; sexuality: Sexuality }[];
  activeSince: Date;
}

/**
 * Signup matches: visible members who suit the new member both ways, of about their age, with an
 * active main photo and active lately; the same country first, then the same region, then the most
 * recently active.
 */
export async function findSignupMatchIds(
  db: Db,
  siteId: number,
  memberId: number,
  filters: SignupMatchFilters,
  limit: number,
): Promise<number[]> {
  if (filters.suited.length === 0) return [];
  const withPhoto = exists(
    db
      .select({ one: sql`1` })
      .from(photos)
      .where(and(eq(photos.id, profiles.mainPhotoId), eq(photos.status, 'active'))),
  );
  const rows = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(
      and(
        visibleMembers(siteId, memberId),
        ofKinds(filters.suited),
        gte(profiles.dateOfBirth, filters.born.from),
        lte(profiles.dateOfBirth, filters.born.to),
        gte(profiles.lastActiveAt, filters.activeSince),
        withPhoto,
      ),
    )
    .orderBy(...nearestFirst(filters))
    .limit(limit);
  return rows.map((row) => row.id);
}
