import { and, asc, eq } from 'drizzle-orm';
import { auditLog, users } from '../db/schema';
import type { TestApp } from './build-test-app';
import { ledgerSum } from './payments';

/** Helpers for the back office's members tests. */

/** The audit entries about a member, the oldest first. */
export function auditOfMember(t: TestApp, memberId: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'member'), eq(auditLog.subjectId, String(memberId))))
    .orderBy(asc(auditLog.id));
}

/** The member's balance and the sum of their ledger rows, which must always be equal. */
export async function balanceAndLedger(t: TestApp, memberId: number) {
  const [user] = await t.db.select({ credits: users.credits }).from(users).where(eq(users.id, memberId));
  return { balance: user!.credits, ledger: await ledgerSum(t, memberId) };
}
