import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likes, profiles, swipePasses } from '../../db/schema';
import { notLikedBy, notPassedBy } from '../members/exclusions';
import { visibleMembers } from '../members/visible-members';

/** The next cards: members the member has neither liked nor swiped away, most recently active first. */
export async function findCardIds(db: Db, siteId: number, memberId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(and(visibleMembers(siteId, memberId), notLikedBy(memberId, profiles.userId), notPassedBy(memberId, profiles.userId)))
    .orderBy(desc(profiles.lastActiveAt), desc(profiles.userId))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Swipe-game likes since a moment (the start of the day), read through likes_swipe_day_idx. */
export async function countSwipeLikesSince(db: Db, memberId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(likes)
    .where(and(eq(likes.fromUserId, memberId), eq(likes.source, 'swipe'), gte(likes.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertPass(db: Db, pass: { fromUserId: number; toUserId: number; createdAt: Date }): Promise<void> {
  await db.insert(swipePasses).values(pass).onConflictDoNothing();
}
