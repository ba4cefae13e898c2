import type { ModerationFilter, ProfileTextField, QueueCount } from '@app/core';
import { and, asc, count, desc, eq, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { likes, profiles, profileTextReviews, users } from '../../db/schema';
import { queueCountColumns, queueMemberColumns, toQueueCount } from '../staff/work-queues';

export type TextReviewRow = typeof profileTextReviews.$inferSelect;

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

/** SPEC §4: the liked member has now seen the like. Answers whether it was new. */
export async function markLikeSeen(db: Db, fromUserId: number, toUserId: number): Promise<boolean> {
  const seen = await db
    .update(likes)
    .set({ isNew: false })
    .where(and(eq(likes.fromUserId, fromUserId), eq(likes.toUserId, toUserId), eq(likes.isNew, true)))
    .returning({ fromUserId: likes.fromUserId });
  return seen.length > 0;
}

/** Moves lastActiveAt to `at` unless it is already later than `notBefore`: at most one write a minute. */
export async function touchLastActive(db: Db, userId: number, at: Date, notBefore: Date): Promise<void> {
  await db
    .update(profiles)
    .set({ lastActiveAt: at })
    .where(and(eq(profiles.userId, userId), lt(profiles.lastActiveAt, notBefore)));
}

/**
 * Queues a changed profile text for the moderators. A change still waiting keeps its `before`:
 * what a rejection restores is the text last seen by a moderator or written before any change.
 */
export async function queueTextReview(
  tx: Tx,
  review: Pick<TextReviewRow, 'userId' | 'siteId' | 'field' | 'before' | 'after' | 'queuedAt'>,
): Promise<void> {
  const [open] = await tx
    .select({ id: profileTextReviews.id })
    .from(profileTextReviews)
    .where(and(eq(profileTextReviews.userId, review.userId), eq(profileTextReviews.field, review.field), ne(profileTextReviews.review, 'done')))
    .for('update');
  if (open) await tx.update(profileTextReviews).set({ after: review.after }).where(eq(profileTextReviews.id, open.id));
  else await tx.insert(profileTextReviews).values(review);
}

/** Per field, the member's latest review when it was a rejection: the member is told until they write the text again. */
export async function latestTextRejections(db: Db, userId: number): Promise<TextReviewRow[]> {
  const latest = await db
    .selectDistinctOn([profileTextReviews.field])
    .from(profileTextReviews)
    .where(eq(profileTextReviews.userId, userId))
    .orderBy(profileTextReviews.field, desc(profileTextReviews.id));
  return latest.filter((row) => row.rejectReason !== null);
}

function textsInQueue(filter: ModerationFilter | 'open', siteId: number | undefined): SQL | undefined {
  const review = filter === 'open' ? ne(profileTextReviews.review, 'done') : eq(profileTextReviews.review, filter);
  return and(review, siteId === undefined ? undefined : eq(profileTextReviews.siteId, siteId));
}

/** The oldest waiting text changes first, with their members, and how many wait in all. */
export async function listQueuedTexts(db: Db, filter: ModerationFilter, siteId: number | undefined, limit: number) {
  const where = textsInQueue(filter, siteId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ review: profileTextReviews, member: queueMemberColumns })
      .from(profileTextReviews)
      .innerJoin(profiles, eq(profiles.userId, profileTextReviews.userId))
      .innerJoin(users, eq(users.id, profileTextReviews.userId))
      .where(where)
      .orderBy(asc(profileTextReviews.queuedAt), asc(profileTextReviews.id))
      .limit(limit),
    db.select({ n: count() }).from(profileTextReviews).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countQueuedTexts(db: Db, siteId: number | undefined): Promise<QueueCount> {
  const [row] = await db.select(queueCountColumns(profileTextReviews.queuedAt)).from(profileTextReviews).where(textsInQueue('open', siteId));
  return toQueueCount(row);
}

/** A review, locked for its decision. */
export async function lockTextReview(tx: Tx, reviewId: number): Promise<TextReviewRow | undefined> {
  const [row] = await tx.select().from(profileTextReviews).where(eq(profileTextReviews.id, reviewId)).for('update');
  return row;
}

export async function updateTextReview(
  tx: Tx,
  reviewId: number,
  values: Partial<Pick<TextReviewRow, 'review' | 'rejectReason' | 'decidedAt'>>,
): Promise<void> {
  await tx.update(profileTextReviews).set(values).where(eq(profileTextReviews.id, reviewId));
}

/** Puts a rejected text back, unless the member or staff changed it since (a later change has its own review). */
export async function revertProfileText(tx: Tx, userId: number, field: ProfileTextField, from: string, to: string): Promise<void> {
  await tx
    .update(profiles)
    .set({ [field]: to })
    .where(and(eq(profiles.userId, userId), eq(profiles[field], from)));
}
