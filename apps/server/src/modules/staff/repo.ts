import { and, desc, eq, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@app/core';
import type { Db } from '../../db/client';
import { containing } from '../../db/containing';
import { auditLog, staff, staffSessions } from '../../db/schema';

/** The session a token hash stands for, with what its staff member may do. */
export async function findStaffSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      staffId: staff.id,
      email: staff.email,
      role: staff.role,
      disabledAt: staff.disabledAt,
      secondFactorDone: staffSessions.secondFactorDone,
      expiresAt: staffSessions.expiresAt,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, tokenHash));
  return row;
}

export async function touchStaffSession(db: Db, sessionId: number, at: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.id, sessionId));
}

export async function deleteStaffSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

export async function insertAuditEntry(db: Db, values: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(values);
}

export async function queryAuditEntries(db: Db, query: AuditQuery) {
  const conditions: (SQL | undefined)[] = [
    query.subjectType === undefined ? undefined : eq(auditLog.subjectType, query.subjectType),
    query.subjectId === undefined ? undefined : eq(auditLog.subjectId, query.subjectId),
    query.staffId === undefined ? undefined : eq(auditLog.staffId, query.staffId),
    query.siteId === undefined ? undefined : eq(auditLog.siteId, query.siteId),
    query.action === undefined ? undefined : eq(auditLog.action, query.action),
    query.before === undefined ? undefined : lt(auditLog.id, query.before),
    query.q === undefined
      ? undefined
      : or(ilike(auditLog.reason, containing(query.q)), ilike(auditLog.staffEmail, containing(query.q))),
  ];
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
}
