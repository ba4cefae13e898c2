import type { ReviewFlag } from '@app/core';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { memberReviewFlags } from '../../db/schema';

export type ReviewFlagRow = typeof memberReviewFlags.$inferSelect;

/**
 * Asks staff to look at a member (after a chargeback): the flag shows on their orders and their
 * page until someone resolves it. One source raises one flag, however often it is reported.
 */
export async function flagForReview(
  tx: Tx,
  flag: { userId: number; siteId: number; reason: ReviewFlagRow['reason']; orderId: number | null; source: string },
): Promise<void> {
  await tx.insert(memberReviewFlags).values(flag).onConflictDoNothing();
}

export function toReviewFlag(row: ReviewFlagRow): ReviewFlag {
  return {
    id: row.id,
    reason: row.reason,
    order_id: row.orderId,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    resolution: row.resolution,
  };
}

/** A member's flags, open ones first, newest first. */
export async function reviewFlagsOf(db: Db, userId: number): Promise<ReviewFlagRow[]> {
  const rows = await db
    .select()
    .from(memberReviewFlags)
    .where(eq(memberReviewFlags.userId, userId))
    .orderBy(desc(memberReviewFlags.createdAt), desc(memberReviewFlags.id));
  return rows.sort((a, b) => Number(a.resolvedAt !== null) - Number(b.resolvedAt !== null));
}

export async function findReviewFlag(db: Db, id: number): Promise<ReviewFlagRow | undefined> {
  const [row] = await db.select().from(memberReviewFlags).where(eq(memberReviewFlags.id, id));
  return row;
}

/** Closes an open flag; answers the closed row, or undefined when it was closed already. */
export async function resolveReviewFlag(
  tx: Tx,
  id: number,
  resolution: { staffId: number; text: string; at: Date },
): Promise<ReviewFlagRow | undefined> {
  const [row] = await tx
    .update(memberReviewFlags)
    .set({ resolvedAt: resolution.at, resolvedByStaffId: resolution.staffId, resolution: resolution.text })
    .where(and(eq(memberReviewFlags.id, id), isNull(memberReviewFlags.resolvedAt)))
    .returning();
  return row;
}
