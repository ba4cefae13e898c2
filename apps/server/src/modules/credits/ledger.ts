import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { creditLedger, users } from '../../db/schema';
import { hasErrorCode, isUniqueViolation } from '../../db/driver-errors';
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
    return await tx.transaction(async (sp) => ({ balance: await spendCredits(sp, userId, delta, reason, idempotencyKey), applied: true }));
  } catch (error) {
    if (idempotencyKey === null || !isUniqueViolation(error)) throw asCreditError(error);
    const [user] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
    return { balance: user?.credits ?? 0, applied: false };
  }
}

/** What spend_credits raises when the balance would go below zero (migration 0026). */
const NOT_ENOUGH_CREDITS = 'CR402';

/** The database's refusal of a spend as the member's error; any other error as it is. */
export function asCreditError(error: unknown): unknown {
  return hasErrorCode(error, NOT_ENOUGH_CREDITS) ? new AppError('not_enough_credits', 402, 'You do not have enough credits') : error;
}

/**
 * The balance and its ledger row in one statement, spend_credits (migration 0026), which a paid
 * message's statement calls too: one conditional UPDATE, so concurrent spends cannot both pass a
 * check made beforehand. Answers the balance after it; raises CR402 (asCreditError) below zero,
 * and a unique violation for a key applied before.
 */
async function spendCredits(db: Db, userId: number, delta: number, reason: string, idempotencyKey: string | null): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`spend_credits(${userId}, ${delta}, ${reason}, ${idempotencyKey})` })
    .from(sql`(select 1) as one`);
  return row!.balance;
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
