import type { LikedBy } from '@app/core';
import { and, desc, eq, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { likes, profiles } from '../../db/schema';
import { jsonArray } from '../members/profile-cards';
import { visibleMembers } from '../members/visible-members';

/** SPEC §4 received likes: those from visible members. */
const received = (siteId: Placeholder, memberId: Placeholder) =>
  and(eq(likes.toUserId, memberId), visibleMembers(siteId, memberId));
const fromMember = eq(profiles.userId, likes.fromUserId);
/** New first, then older; the newest first within each. */
const newestFirst = [desc(likes.isNew), desc(likes.createdAt), desc(likes.fromUserId)];

/** The received likes (prepared: every notification of a like reads them). */
const likedBy = prepared('liked_by', (db) =>
  db
    .select({ id: likes.fromUserId, like_new: likes.isNew })
    .from(likes)
    .innerJoin(profiles, fromMember)
    .where(received(sql.placeholder('siteId'), sql.placeholder('memberId')))
    .orderBy(...newestFirst),
);

export async function findLikedBy(db: Db, siteId: number, memberId: number): Promise<LikedBy[]> {
  return likedBy(db).execute({ siteId, memberId });
}

/** The received likes as the JSON array of LikedBy, written by PostgreSQL, for another statement to embed. */
export function likedByJson(db: Db, siteId: Placeholder, memberId: Placeholder) {
  const item = sql`concat('{"id":', ${likes.fromUserId}, ',"like_new":', to_json(${likes.isNew}), '}')`;
  return db
    .select({ list: jsonArray(item, newestFirst) })
    .from(likes)
    .innerJoin(profiles, fromMember)
    .where(received(siteId, memberId));
}
