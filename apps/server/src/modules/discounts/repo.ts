import { and, count, desc, eq, getTableColumns, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { discountCodes, paymentOrders, sites } from '../../db/schema';
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

/** Orders that hold a code: from their creation until they fail, are canceled or expire. */
const holding = (discountCodeId: number | typeof discountCodes.id) =>
  and(eq(paymentOrders.discountCodeId, discountCodeId), notInArray(paymentOrders.status, NOT_CHARGED));

/**
 * Whether an order holds the code: anybody's, or only this member's when userId is given. An order
 * holds it from its creation until it fails, is canceled or expires, so a paid order keeps it for
 * good and an open one reserves it.
 */
export async function codeHeld(db: Db, discountCodeId: number, userId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(and(holding(discountCodeId), userId === undefined ? undefined : eq(paymentOrders.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** How many orders hold the code, for a code of N uses. */
export function codeHolders(db: Db, discountCodeId: number): Promise<number> {
  return db.$count(paymentOrders, holding(discountCodeId));
}

/** The code's row, locked until the transaction ends: orders taking the code take turns. */
export async function lockCode(tx: Tx, discountCodeId: number): Promise<void> {
  await tx.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.id, discountCodeId)).for('update');
}

export type DiscountWithUses = DiscountRow & { uses: number };

/** Codes with the number of orders holding each. */
function codesWithUses(db: Db) {
  return db
    .select({ ...getTableColumns(discountCodes), uses: count(paymentOrders.id) })
    .from(discountCodes)
    .leftJoin(paymentOrders, holding(discountCodes.id))
    .groupBy(discountCodes.id)
    .$dynamic();
}

/** The back office's list: a site's codes (or every site's), newest first, each with its uses. */
export function listCodes(db: Db, siteId: number | null): Promise<DiscountWithUses[]> {
  return codesWithUses(db)
    .where(siteId === null ? undefined : eq(discountCodes.siteId, siteId))
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
}

export async function findCodeWithUses(db: Db, id: number): Promise<DiscountWithUses | undefined> {
  const [row] = await codesWithUses(db).where(eq(discountCodes.id, id));
  return row;
}

/** The orders that took a code, newest first. */
export function ordersWithCode(db: Db, discountCodeId: number) {
  return db
    .select({
      id: paymentOrders.id,
      userId: paymentOrders.userId,
      status: paymentOrders.status,
      amount: paymentOrders.amount,
      currency: paymentOrders.currency,
      createdAt: paymentOrders.createdAt,
    })
    .from(paymentOrders)
    .where(eq(paymentOrders.discountCodeId, discountCodeId))
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id));
}

export async function siteExists(db: Db, siteId: number): Promise<boolean> {
  return (await db.$count(sites, eq(sites.id, siteId))) > 0;
}

export async function setCodeStatus(tx: Tx, id: number, status: DiscountRow['status']): Promise<DiscountRow | undefined> {
  const [row] = await tx.update(discountCodes).set({ status }).where(eq(discountCodes.id, id)).returning();
  return row;
}

/** A new code; undefined when the site has one of that text already. */
export async function insertCode(db: Db, values: typeof discountCodes.$inferInsert): Promise<DiscountRow | undefined> {
  const [row] = await db.insert(discountCodes).values(values).onConflictDoNothing().returning();
  return row;
}
