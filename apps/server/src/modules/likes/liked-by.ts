import type { LikedBy } from '@app/core';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likes, profiles } from '../../db/schema';
import { visibleMembers } from '../members/visible-members';

/** SPEC §4 received likes: new first, then older; the newest first within each. */
export async function findLikedBy(db: Db, siteId: number, memberId: number): Promise<LikedBy[]> {
  return db
    .select({ id: likes.fromUserId, like_new: likes.isNew })
    .from(likes)
    .innerJoin(profiles, eq(profiles.userId, likes.fromUserId))
    .where(and(eq(likes.toUserId, memberId), visibleMembers(siteId, memberId)))
    .orderBy(desc(likes.isNew), desc(likes.createdAt), desc(likes.fromUserId));
}
