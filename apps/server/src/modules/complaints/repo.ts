import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { complaints } from '../../db/schema';

export type NewComplaint = Omit<typeof complaints.$inferInsert, 'id'>;

export async function insertComplaint(db: Db, complaint: NewComplaint): Promise<void> {
  await db.insert(complaints).values(complaint);
}

/** Complaints since a moment from a member (by id) or, for a visitor, from an IP address. */
export async function countComplaintsSince(
  db: Db,
  reporter: { userId: number } | { ip: string },
  since: Date,
): Promise<number> {
  const byReporter =
    'userId' in reporter ? eq(complaints.reporterUserId, reporter.userId) : eq(complaints.reporterIp, reporter.ip);
  const [row] = await db
    .select({ n: count() })
    .from(complaints)
    .where(and(byReporter, gt(complaints.createdAt, since)));
  return row?.n ?? 0;
}
