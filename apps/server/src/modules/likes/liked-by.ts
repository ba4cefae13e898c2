import type { LikedBy } from '@app/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { likes, profiles } from '../../db/schema';
import { visibleMembers } from '../members/visible-members';

/** SPEC §4 received likes: new first, then older; the newest first within each (prepared: likes.php). */
const likedBy = prepared('liked_by', (db) => {
  const memberId = sql.placeholder('memberId');
  return db
    .select({ id: likes.fromUserId, like_new: likes.isNew })
    .from(likes)
    .innerJoin(profiles, eq(profiles.userId, likes.fromUserId))
    .where(and(eq(likes.toUserId, memberId), visibleMembers(sql.placeholder('siteId'), memberId)))
    .orderBy(desc(likes.isNew), desc(likes.createdAt), desc(likes.fromUserId));
});

export async function findLikedBy(db: Db, siteId: number, memberId: number): Promise<LikedBy[]> {
  return likedBy(db).execute({ siteId, memberId });
}
