import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { creditLedger, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/driver-errors';
import { AppError } from '../../http/app-error';

export interface CreditChange {
  /** The balance after the change (or, for a repeated key, the balance as it stands). */
  balance: number;
  /** False when a change with this idempotency key had already been applied. */
  applied: boolean;
}

/**
 * The only way credits move: inside the caller's transaction, the balance on `users` and a ledger
 * row change together. The balance never goes below zero, and a key applied before (a retried
 * request, a webhook delivered twice) changes nothing.
 */
export async function changeCredits(
  tx: Tx,
  userId: number,
  delta: number,
  reason: string,
  idempotencyKey: string | null,
): Promise<CreditChange> {
  if (idempotencyKey !== null) {
    const [done] = await tx
      .select({ id: creditLedger.id })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.idempotencyKey, idempotencyKey)));
    if (done) {
      const [user] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
      return { balance: user?.credits ?? 0, applied: false };
    }
  }
  // A savepoint, so a concurrent change with the same key (both passed the check above) can be
  // undone here: its ledger row breaks the unique index, and the key counts as applied before.
  try {
    return await tx.transaction(async (sp) => {
      // One conditional UPDATE: concurrent spends cannot both pass a check made beforehand.
      const [updated] = await sp
        .update(users)
        .set({ credits: sql`${users.credits} + ${delta}` })
        .where(and(eq(users.id, userId), sql`${users.credits} + ${delta} >= 0`))
        .returning({ credits: users.credits });
      if (!updated) throw new AppError('not_enough_credits', 402, 'You do not have enough credits');
      await sp.insert(creditLedger).values({ userId, delta, balanceAfter: updated.credits, reason, idempotencyKey });
      return { balance: updated.credits, applied: true };
    });
  } catch (error) {
    if (idempotencyKey === null || !isUniqueViolation(error)) throw error;
    const [user] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
    return { balance: user?.credits ?? 0, applied: false };
  }
}

export type LedgerRow = typeof creditLedger.$inferSelect;

/** A member's ledger, newest first, `limit` rows older than row `before` (all rows without it). */
export function ledgerPage(db: Db, userId: number, { before, limit }: { before?: number; limit: number }): Promise<LedgerRow[]> {
  return db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), before === undefined ? undefined : lt(creditLedger.id, before)))
    .orderBy(desc(creditLedger.id))
    .limit(limit);
}
