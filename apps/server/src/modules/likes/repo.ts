import type { LikedBy, Sexuality } from '@app/core';
import { and, desc, eq, gt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likes, profiles, users } from '../../db/schema';
import { visibleMembers } from '../search/repo';

export type LikeSource = (typeof likes.$inferInsert)['source'];

/** The profile of an active member of the site, or undefined. */
export async function findActiveProfile(db: Db, siteId: number, userId: number) {
  const [row] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), eq(profiles.siteId, siteId), eq(profiles.status, 'active')));
  return row;
}

/** Adds a like; answers false when it already existed (the first like and its source stay). */
export async function insertLike(
  db: Db,
  like: { fromUserId: number; toUserId: number; source: LikeSource; createdAt: Date },
): Promise<boolean> {
  const inserted = await db.insert(likes).values(like).onConflictDoNothing().returning({ to: likes.toUserId });
  return inserted.length > 0;
}

export async function deleteLike(db: Db, fromUserId: number, toUserId: number): Promise<void> {
  await db.delete(likes).where(and(eq(likes.fromUserId, fromUserId), eq(likes.toUserId, toUserId)));
}

export async function likeExists(db: Db, fromUserId: number, toUserId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(likes)
    .where(and(eq(likes.fromUserId, fromUserId), eq(likes.toUserId, toUserId)));
  return row !== undefined;
}

/**
 * Locks the member's users row for the rest of the transaction and answers whether they are
 * premium: per-member limits (swipe likes, auto-likes) are checked and spent under this lock, so
 * parallel requests of one member take turns.
 */
export async function lockMember(tx: Db, userId: number): Promise<{ paidUser: boolean } | undefined> {
  const [row] = await tx.select({ paidUser: users.paidUser }).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/** Everyone in a like relation with the member, either way, the latest like first. */
export async function findLikeRelationIds(db: Db, siteId: number, memberId: number): Promise<number[]> {
  const relations = db
    .select({ otherId: likes.toUserId, at: likes.createdAt })
    .from(likes)
    .where(eq(likes.fromUserId, memberId))
    .unionAll(
      db.select({ otherId: likes.fromUserId, at: likes.createdAt }).from(likes).where(eq(likes.toUserId, memberId)),
    )
    .as('relations');
  const latest = max(relations.at);
  const rows = await db
    .select({ id: relations.otherId, latest })
    .from(relations)
    .innerJoin(profiles, eq(profiles.userId, relations.otherId))
    .where(visibleMembers(siteId, memberId))
    .groupBy(relations.otherId)
    .orderBy(desc(latest), desc(relations.otherId));
  return rows.map((row) => row.id);
}

/** SPEC §4 received likes: new first, then older; the newest first within each. */
export async function findLikedBy(db: Db, siteId: number, memberId: number): Promise<LikedBy[]> {
  return db
    .select({ id: likes.fromUserId, like_new: likes.isNew })
    .from(likes)
    .innerJoin(profiles, eq(profiles.userId, likes.fromUserId))
    .where(and(eq(likes.toUserId, memberId), visibleMembers(siteId, memberId)))
    .orderBy(desc(likes.isNew), desc(likes.createdAt), desc(likes.fromUserId));
}

/** Whether a fictional member liked the member automatically after `since`. */
export async function autoLikedSince(db: Db, memberId: number, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(likes)
    .where(and(eq(likes.toUserId, memberId), eq(likes.source, 'auto'), gt(likes.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

/**
 * A fictional active member of the site who has not liked the member yet, preferring the member's
 * country and sexuality; random among equals, so the like modal does not show the same face.
 */
export async function pickAutoLiker(
  db: Db,
  siteId: number,
  member: { userId: number; country: string; sexuality: Sexuality },
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(
      and(
        visibleMembers(siteId, member.userId),
        eq(profiles.fictional, true),
        sql`not exists (select 1 from ${likes} where ${and(eq(likes.fromUserId, profiles.userId), eq(likes.toUserId, member.userId))})`,
      ),
    )
    .orderBy(desc(eq(profiles.country, member.country)), desc(eq(profiles.sexuality, member.sexuality)), sql`random()`)
    .limit(1);
  return row?.id;
}
