import { and, eq, isNull, like, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { attempts, companies, complaints, conversations, discountCodes, mailOutbox, retentionOffers, users } from '../../db/schema';

/**
 * Deletes the member for good; with `onlyPending`, not if they reactivated meanwhile. What is
 * theirs alone hangs off the users row and goes with it (ON DELETE CASCADE). What others or the
 * books still need stays without them (ON DELETE SET NULL): the messages they sent and the
 * conversations they were in, their orders, complaints about them. What names them without a
 * key to the row is removed or blanked here: complaints they made (address and IP), the counted
 * attempts on their account (keyed by id and IP) and mails to them in the dev mail outbox.
 * Answers whether they were deleted.
 */
export async function deleteAccountRow(tx: Tx, userId: number, { onlyPending }: { onlyPending: boolean }): Promise<boolean> {
  const [user] = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), onlyPending ? eq(users.status, 'pending_deletion') : undefined))
    .for('update');
  if (!user) return false;
  await tx
    .update(complaints)
    .set({ reporterEmail: null, reporterIp: null })
    .where(or(eq(complaints.reporterUserId, userId), eq(complaints.reporterEmail, user.email)));
  await tx.delete(attempts).where(or(eq(attempts.subject, `account:${userId}`), like(attempts.subject, `account:${userId}:%`)));
  await tx.delete(mailOutbox).where(eq(mailOutbox.to, user.email));
  await tx.delete(users).where(eq(users.id, userId));
  // A conversation whose other member had already gone is nobody's now.
  await tx.delete(conversations).where(and(isNull(conversations.memberA), isNull(conversations.memberB)));
  return true;
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
