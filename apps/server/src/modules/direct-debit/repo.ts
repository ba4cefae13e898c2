import { and, count, eq, gte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { directDebitVerifications } from '../../db/schema';

export type Verification = typeof directDebitVerifications.$inferSelect;

/** SMS codes sent to the member since `since`. */
export async function countCodesSince(tx: Tx, userId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(directDebitVerifications)
    .where(and(eq(directDebitVerifications.userId, userId), gte(directDebitVerifications.createdAt, since)));
  return row!.n;
}

export async function insertVerification(tx: Tx, values: typeof directDebitVerifications.$inferInsert): Promise<void> {
  await tx.insert(directDebitVerifications).values(values);
}

export async function deleteVerification(db: Db, id: string): Promise<void> {
  await db.delete(directDebitVerifications).where(eq(directDebitVerifications.id, id));
}

/** Makes a used code usable again. */
export async function reopenVerification(db: Db, id: string): Promise<void> {
  await db.update(directDebitVerifications).set({ usedAt: null }).where(eq(directDebitVerifications.id, id));
}

/** The member's verification, locked until the transaction ends: tries of one code take turns. */
export async function lockVerification(tx: Tx, id: string, userId: number): Promise<Verification | undefined> {
  const [row] = await tx
    .select()
    .from(directDebitVerifications)
    .where(and(eq(directDebitVerifications.id, id), eq(directDebitVerifications.userId, userId)))
    .for('update');
  return row;
}

export async function recordAttempt(tx: Tx, id: string, attempts: number, usedAt: Date | null): Promise<void> {
  await tx.update(directDebitVerifications).set({ attempts, usedAt }).where(eq(directDebitVerifications.id, id));
}
