import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profileVisits, profiles } from '../../db/schema';
import { visibleMembers } from '../members/visible-members';

/**
 * Records that `visitorId` opened `visitedId`'s profile at `at`, in one statement: a new pair is
 * inserted, a pair last seen before `dayStart` moves on to `at`, and any later opening that day
 * writes nothing. Answers whether it was recorded (the first visit of the day). The unique pair
 * makes two openings at once record one visit.
 */
export async function recordVisit(db: Db, visitorId: number, visitedId: number, at: Date, dayStart: Date): Promise<boolean> {
  const recorded = await db
    .insert(profileVisits)
    .values({ visitorId, visitedId, visitedAt: at })
    .onConflictDoUpdate({
      target: [profileVisits.visitorId, profileVisits.visitedId],
      set: { visitedAt: at },
      setWhere: lt(profileVisits.visitedAt, dayStart),
    })
    .returning({ visitorId: profileVisits.visitorId });
  return recorded.length > 0;
}

/** The visitors a member may see: reachable members of the site, neither blocked either way. */
const shownVisitors = (siteId: number, memberId: number) =>
  and(eq(profileVisits.visitedId, memberId), visibleMembers(siteId, memberId));

export async function countVisitors(db: Db, siteId: number, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(profileVisits)
    .innerJoin(profiles, eq(profiles.userId, profileVisits.visitorId))
    .where(shownVisitors(siteId, memberId));
  return row?.n ?? 0;
}

/** The latest `limit` visitors, the latest visit first. */
export async function listVisitors(db: Db, siteId: number, memberId: number, limit: number) {
  return db
    .select({ id: profileVisits.visitorId, visitedAt: profileVisits.visitedAt })
    .from(profileVisits)
    .innerJoin(profiles, eq(profiles.userId, profileVisits.visitorId))
    .where(shownVisitors(siteId, memberId))
    .orderBy(desc(profileVisits.visitedAt), desc(profileVisits.visitorId))
    .limit(limit);
}
