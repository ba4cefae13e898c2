import type { StaffRole } from '@app/core';
import { and, asc, eq, sum } from 'drizzle-orm';
import { auditLog, creditLedger, users } from '../db/schema';
import type { TestApp } from './build-test-app';
import { staffCookie, staffHeaders } from './staff';

/** Helpers for the back office's members tests. */

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A logged-in staff member of `role` who calls the API: `call(method, url, payload?)`. */
export async function staffCaller(t: TestApp, role: StaffRole, at?: Date) {
  const cookie = await staffCookie(t, role, at);
  return (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: staffHeaders(cookie), ...(payload ? { payload } : {}) });
}
export type StaffCaller = Awaited<ReturnType<typeof staffCaller>>;

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
  const [ledger] = await t.db.select({ total: sum(creditLedger.delta) }).from(creditLedger).where(eq(creditLedger.userId, memberId));
  return { balance: user!.credits, ledger: Number(ledger?.total ?? 0) };
}
