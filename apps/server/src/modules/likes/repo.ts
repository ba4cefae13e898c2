import type { Sexuality } from '@app/core';
import { and, desc, eq, gt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { likes, photos, profiles } from '../../db/schema';
import { cardJson, cardPhoto, dayNumber, jsonArray } from '../members/profile-cards';
import { likedByJson } from './liked-by';
import { visibleMembers } from '../members/visible-members';

export type LikeSource = (typeof likes.$inferInsert)['source'];

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
 * likes.php's answer as PostgreSQL writes it (prepared): the cards of everyone in a like relation
 * with the member, either way, the latest like first, and the received likes, as two JSON arrays
 * in one round trip.
 */
const likesJson = prepared('likes_json', (db) => {
  const memberId = sql.placeholder('memberId');
  const siteId = sql.placeholder('siteId');
  const relations = db
    .select({ otherId: likes.toUserId, at: likes.createdAt })
    .from(likes)
    .where(eq(likes.fromUserId, memberId))
    .unionAll(
      db.select({ otherId: likes.fromUserId, at: likes.createdAt }).from(likes).where(eq(likes.toUserId, memberId)),
    )
    .as('relations');
  const latest = db
    .select({ otherId: relations.otherId, at: max(relations.at).as('latest_at') })
    .from(relations)
    .groupBy(relations.otherId)
    .as('latest');
  return db
    .select({
      profiles: jsonArray(cardJson(memberId, sql.placeholder('today')), [desc(latest.at), desc(latest.otherId)]),
      likedBy: sql<string>`(${likedByJson(db, siteId, memberId)})`,
    })
    .from(latest)
    .innerJoin(profiles, eq(profiles.userId, latest.otherId))
    .leftJoin(photos, cardPhoto)
    .where(visibleMembers(siteId, memberId));
});

export async function findLikesJson(db: Db, siteId: number, memberId: number, today: Date): Promise<{ profiles: string; likedBy: string }> {
  const [row] = await likesJson(db).execute({ siteId, memberId, today: dayNumber(today) });
  return row!;
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
