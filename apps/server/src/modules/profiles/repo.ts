import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likes, profiles, users } from '../../db/schema';

/** A member's profile and the site it belongs to. */
export async function findProfile(db: Db, userId: number) {
  const [row] = await db
    .select({ profile: profiles, siteId: users.siteId })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  return row;
}

/** The likes between the viewer and a member, each way. */
export async function likesBetween(db: Db, viewerId: number, memberId: number) {
  const rows = await db
    .select({ from: likes.fromUserId })
    .from(likes)
    .where(
      or(
        and(eq(likes.fromUserId, viewerId), eq(likes.toUserId, memberId)),
        and(eq(likes.fromUserId, memberId), eq(likes.toUserId, viewerId)),
      ),
    );
  return {
    viewerLikes: rows.some((row) => row.from === viewerId),
    likesViewer: rows.some((row) => row.from === memberId),
  };
}

/** SPEC §4: the liked member has now seen the like. */
export async function markLikeSeen(db: Db, fromUserId: number, toUserId: number): Promise<void> {
  await db
    .update(likes)
    .set({ isNew: false })
    .where(and(eq(likes.fromUserId, fromUserId), eq(likes.toUserId, toUserId), eq(likes.isNew, true)));
}

/** Moves lastActiveAt to `at` unless it is already later than `notBefore`: at most one write a minute. */
export async function touchLastActive(db: Db, userId: number, at: Date, notBefore: Date): Promise<void> {
  await db
    .update(profiles)
    .set({ lastActiveAt: at })
    .where(and(eq(profiles.userId, userId), lt(profiles.lastActiveAt, notBefore)));
}
