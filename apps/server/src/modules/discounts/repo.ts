import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { discountCodes, discountCodeUses } from '../../db/schema';

export type DiscountRow = typeof discountCodes.$inferSelect;

/** Codes are stored upper case; the caller upper-cases what the member typed. */
export async function findCode(db: Db, siteId: number, code: string): Promise<DiscountRow | undefined> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.siteId, siteId), eq(discountCodes.code, code)));
  return row;
}

/** Whether a paid order used the code: anybody's, or only this member's when userId is given. */
export async function codeUsed(db: Db, discountCodeId: number, userId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: discountCodeUses.id })
    .from(discountCodeUses)
    .where(
      and(
        eq(discountCodeUses.discountCodeId, discountCodeId),
        userId === undefined ? undefined : eq(discountCodeUses.userId, userId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** In the transaction that credits the order; an order counts once however often it is settled. */
export async function recordCodeUse(tx: Db, discountCodeId: number, userId: number, orderId: number): Promise<void> {
  await tx.insert(discountCodeUses).values({ discountCodeId, userId, orderId }).onConflictDoNothing();
}
