import type { AuditEntry, AuditPage, AuditQuery } from '@app/core';
import type { Db, Tx } from '../../db/client';
import { insertAuditEntry, queryAuditEntries } from './repo';
import type { StaffMember } from './staff-session';

export interface AuditRecord {
  /** Dotted, the subject first: 'member.ban', 'order.refund', 'site.settings'. */
  action: string;
  subjectType: string;
  subjectId: string | number;
  siteId: number | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/**
 * Records one staff write. Call it with the transaction of the write itself: a write without its
 * entry, or an entry for a write that rolled back, would make the log lie.
 */
export async function recordAudit(db: Db | Tx, staff: StaffMember, entry: AuditRecord): Promise<void> {
  await insertAuditEntry(db, {
    staffId: staff.staffId,
    staffEmail: staff.email,
    role: staff.role,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: String(entry.subjectId),
    siteId: entry.siteId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}

/** A page of the log, newest first. */
export async function readAuditLog(db: Db, query: AuditQuery): Promise<AuditPage> {
  const rows = await queryAuditEntries(db, query);
  const page = rows.slice(0, query.limit);
  const entries: AuditEntry[] = page.map((row) => ({ ...row, at: row.at.toISOString() }));
  return { entries, next: rows.length > query.limit ? page[page.length - 1]!.id : null };
}
