import type { Gender, Sexuality } from '@app/core';
import { and, count, desc, eq, exists, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedVariants } from '../../db/prepared';
import { photos, profiles } from '../../db/schema';
import type { BirthDateRange } from './birth-date-range';
import { notLikedBy, notPassedBy } from '../members/exclusions';
import { visibleMembers } from '../members/visible-members';
import { cardJson, cardPhoto, dayNumber, jsonArray } from '../members/profile-cards';
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

/**
 * Which optional conditions a search has: the searcher a member or a visitor, and the filters given.
 * Each combination is a prepared statement of its own (db/prepared.ts), as search.php runs them on
 * every call.
 */
function shapeOf(scope: SearchScope, filters: SearchFilters): string {
  return [
    scope.viewerId === null ? 'visitor' : 'member',
    filters.gender && 'gender',
    filters.country && 'country',
    filters.region && 'region',
    scope.exclude?.length && 'exclude',
  ]
    .filter(Boolean)
    .join('+');
}

/** The values of a search's placeholders (those its shape leaves out are not read). */
function valuesOf(scope: SearchScope, filters: SearchFilters) {
  return {
    siteId: scope.siteId,
    viewerId: scope.viewerId,
    exclude: scope.exclude,
    gender: filters.gender,
    country: filters.country,
    region: filters.region,
    bornFrom: filters.born.from,
    bornTo: filters.born.to,
  };
}

function matching(shape: string): SQL {
  const has = new Set(shape.split('+'));
  const param = (name: keyof ReturnType<typeof valuesOf>) => sql.placeholder(name);
  return and(
    visibleMembers(param('siteId'), has.has('member') ? param('viewerId') : null),
    has.has('gender') ? eq(profiles.gender, param('gender')) : undefined,
    has.has('country') ? eq(profiles.country, param('country')) : undefined,
    has.has('region') ? eq(profiles.region, param('region')) : undefined,
    gte(profiles.dateOfBirth, param('bornFrom')),
    lte(profiles.dateOfBirth, param('bornTo')),
    has.has('exclude') ? sql`${profiles.userId} <> all(${param('exclude')})` : undefined,
  )!;
}

/**
 * One page of matching members as PostgreSQL writes their cards (cardJson), most recently active
 * first (id breaks ties, so pages never overlap), with their ids.
 */
const memberPage = preparedVariants('search_member_page', (db, shape) => {
  // The page's members first, their photos and cards then: only the page's rows are read for them.
  const page = db
    .select({ id: profiles.userId, lastActiveAt: profiles.lastActiveAt })
    .from(profiles)
    .where(matching(shape))
    .orderBy(desc(profiles.lastActiveAt), desc(profiles.userId))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const order = [desc(page.lastActiveAt), desc(page.id)];
  return db
    .select({
      cards: jsonArray(cardJson(sql.placeholder('viewerId'), sql.placeholder('today')), order),
      ids: sql<number[]>`coalesce(array_agg(${page.id} order by ${sql.join(order, sql`, `)}), '{}')`,
    })
    .from(page)
    .innerJoin(profiles, eq(profiles.userId, page.id))
    .leftJoin(photos, cardPhoto);
});

export interface MemberPage {
  /** The cards, a JSON array of ProfileCard. */
  cards: string;
  ids: number[];
}

/** One page of matching members as JSON cards, their ages as of `today`. */
export async function findMemberPage(
  db: Db,
  scope: SearchScope,
  filters: SearchFilters,
  page: { limit: number; offset: number; today: Date },
): Promise<MemberPage> {
  const [row] = await memberPage(db, shapeOf(scope, filters)).execute({
    ...valuesOf(scope, filters),
    limit: page.limit,
    offset: page.offset,
    today: dayNumber(page.today),
  });
  return row!;
}

// A statement of its own, not a subquery of the page's: together, PostgreSQL soon kept one
// generic plan for both that read a million-member site for most of a second (bench/search).
const memberCount = preparedVariants('search_member_count', (db, shape) => {
  const matches = db.select({ one: sql`1` }).from(profiles).where(matching(shape)).limit(sql.placeholder('cap')).as('matches');
  return db.select({ n: count() }).from(matches);
});

/** How many members match, counting no further than `cap`: a bounded count stays fast on a big site. */
export async function countMembers(db: Db, scope: SearchScope, filters: SearchFilters, cap: number): Promise<number> {
  const [row] = await memberCount(db, shapeOf(scope, filters)).execute({ ...valuesOf(scope, filters), cap });
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
