import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { creditDebts, users } from '../../db/schema';
import { changeCredits } from './ledger';

/**
 * Credits a member owes because more was taken back (a chargeback) than their balance held. The
 * balance itself never goes below zero; the debt waits here until credits arrive.
 */
export async function recordDebt(tx: Tx, userId: number, credits: number, source: string): Promise<void> {
  if (credits <= 0) return;
  await tx.insert(creditDebts).values({ userId, credits, source }).onConflictDoNothing();
}

/**
 * Pays the member's open debts, oldest first, from the balance they have now: called right after
 * a purchase is credited, so that purchase settles them first. Each payment is a ledger row, keyed
 * by the debt and what paid it (`by`), so a replay pays nothing twice.
 */
export async function settleDebts(tx: Tx, userId: number, by: string, at: Date): Promise<number> {
  const open = await tx
    .select()
    .from(creditDebts)
    .where(and(eq(creditDebts.userId, userId), isNull(creditDebts.settledAt)))
    .orderBy(asc(creditDebts.id))
    .for('update');
  let paid = 0;
  for (const debt of open) {
    const [user] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
    const take = Math.min(debt.credits - debt.settledCredits, user?.credits ?? 0);
    if (take <= 0) break;
    const change = await changeCredits(tx, userId, -take, 'debt', `debt:${debt.id}:${by}`);
    if (!change.applied) continue;
    const settled = debt.settledCredits + take;
    await tx
      .update(creditDebts)
      .set({ settledCredits: settled, settledAt: settled === debt.credits ? at : null })
      .where(eq(creditDebts.id, debt.id));
    paid += take;
  }
  return paid;
}

/** Credits the member still owes. */
export async function outstandingDebt(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ owed: sql<string | null>`sum(${creditDebts.credits} - ${creditDebts.settledCredits})` })
    .from(creditDebts)
    .where(and(eq(creditDebts.userId, userId), isNull(creditDebts.settledAt)));
  return Number(row?.owed ?? 0);
}
