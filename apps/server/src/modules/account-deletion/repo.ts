import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companies, discountCodes, retentionOffers, users } from '../../db/schema';

/**
 * Deletes the member for good; with `onlyPending`, not if they reactivated meanwhile. Everything
 * else of the member hangs off the users row and goes with it (ON DELETE CASCADE).
 */
export async function deleteAccountRow(db: Db, userId: number, { onlyPending }: { onlyPending: boolean }): Promise<void> {
  await db.delete(users).where(and(eq(users.id, userId), onlyPending ? eq(users.status, 'pending_deletion') : undefined));
}

/** The percentage the site's company offers members who are about to delete their account; 0 is none. */
export async function findDeleteDiscount(db: Db, companyId: number): Promise<number> {
  const [row] = await db.select({ percentage: companies.deleteDiscount }).from(companies).where(eq(companies.id, companyId));
  return row?.percentage ?? 0;
}

/** The code the member got when they took the retention offer, if they did. */
export async function findRetentionCode(db: Db, userId: number): Promise<typeof discountCodes.$inferSelect | undefined> {
  const [row] = await db
    .select({ code: discountCodes })
    .from(retentionOffers)
    .innerJoin(discountCodes, eq(discountCodes.id, retentionOffers.discountCodeId))
    .where(eq(retentionOffers.userId, userId));
  return row?.code;
}

export async function saveRetentionOffer(tx: Tx, userId: number, discountCodeId: number): Promise<void> {
  await tx.insert(retentionOffers).values({ userId, discountCodeId });
}
