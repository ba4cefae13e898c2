import { and, eq, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { discountCodes, paymentOrders } from '../../db/schema';
import { NOT_CHARGED } from '../credits/not-charged';

export type DiscountRow = typeof discountCodes.$inferSelect;

/** Codes are stored upper case; the caller upper-cases what the member typed. */
export async function findCode(db: Db, siteId: number, code: string): Promise<DiscountRow | undefined> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.siteId, siteId), eq(discountCodes.code, code)));
  return row;
}

/**
 * Whether an order holds the code: anybody's, or only this member's when userId is given. An order
 * holds it from its creation until it fails, is canceled or expires, so a paid order keeps it for
 * good and an open one reserves it.
 */
export async function codeHeld(db: Db, discountCodeId: number, userId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.discountCodeId, discountCodeId),
        userId === undefined ? undefined : eq(paymentOrders.userId, userId),
        notInArray(paymentOrders.status, NOT_CHARGED),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The code's row, locked until the transaction ends: orders taking the code take turns. */
export async function lockCode(tx: Tx, discountCodeId: number): Promise<void> {
  await tx.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.id, discountCodeId)).for('update');
}

/** A new code; undefined when the site has one of that text already. */
export async function insertCode(db: Db, values: typeof discountCodes.$inferInsert): Promise<DiscountRow | undefined> {
  const [row] = await db.insert(discountCodes).values(values).onConflictDoNothing().returning();
  return row;
}
