import { COMPLAINT_SEVERITY, type QueueCount } from '@app/core';
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { complaints, profiles } from '../../db/schema';
import { queueCountColumns, toQueueCount } from '../staff/work-queues';

export type ComplaintRow = typeof complaints.$inferSelect;
export type NewComplaint = Omit<typeof complaints.$inferInsert, 'id'>;

export async function insertComplaint(db: Db, complaint: NewComplaint): Promise<ComplaintRow> {
  const [row] = await db.insert(complaints).values(complaint).returning();
  return row!;
}

export async function findComplaint(db: Db, id: number): Promise<ComplaintRow | undefined> {
  const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
  return row;
}

/** The complaint under its row lock, so two staff members cannot decide it at once. */
export async function lockComplaint(tx: Tx, id: number): Promise<ComplaintRow | undefined> {
  const [row] = await tx.select().from(complaints).where(eq(complaints.id, id)).for('update');
  return row;
}

export async function updateComplaint(tx: Tx, id: number, values: Partial<NewComplaint>): Promise<ComplaintRow> {
  const [row] = await tx.update(complaints).set(values).where(eq(complaints.id, id)).returning();
  return row!;
}

const waiting = (siteId: number | undefined) =>
  and(inArray(complaints.status, ['open', 'appealed']), siteId === undefined ? undefined : eq(complaints.siteId, siteId));

/** A reason's COMPLAINT_SEVERITY rank: underage first, then threats. */
const severity = sql`case ${complaints.reason} ${sql.join(
  Object.entries(COMPLAINT_SEVERITY).map(([reason, rank]) => sql`when ${reason} then ${sql.raw(String(rank))}`),
  sql` `,
)} end`;

/** The complaints and appeals waiting for staff, in the order they should be taken. */
export function listWaiting(db: Db, siteId: number | undefined, limit: number) {
  return db
    .select({ complaint: complaints, about: { id: profiles.userId, name: profiles.name, hidden: profiles.hiddenForReview } })
    .from(complaints)
    .leftJoin(profiles, eq(profiles.userId, complaints.aboutUserId))
    .where(waiting(siteId))
    .orderBy(asc(severity), asc(complaints.createdAt), asc(complaints.id))
    .limit(limit);
}

export async function countWaiting(db: Db, siteId: number | undefined): Promise<QueueCount> {
  const [row] = await db.select(queueCountColumns(complaints.createdAt)).from(complaints).where(waiting(siteId));
  return toQueueCount(row);
}

/** Whether other complaints about a minor still wait for a decision on the member. */
export async function hasOpenUnderage(db: Db, aboutUserId: number, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: complaints.id })
    .from(complaints)
    .where(
      and(eq(complaints.aboutUserId, aboutUserId), eq(complaints.reason, 'underage'), eq(complaints.status, 'open'), ne(complaints.id, exceptId)),
    )
    .limit(1);
  return row !== undefined;
}

/** The complaints a member made or that are about them, the newest first, with whom they named. */
export function listOfMember(db: Db, userId: number) {
  return db
    .select({ complaint: complaints, about: { id: profiles.userId, name: profiles.name } })
    .from(complaints)
    .leftJoin(profiles, eq(profiles.userId, complaints.aboutUserId))
    .where(or(eq(complaints.reporterUserId, userId), eq(complaints.aboutUserId, userId)))
    .orderBy(desc(complaints.createdAt), desc(complaints.id));
}
