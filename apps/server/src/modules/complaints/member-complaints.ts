import { type AdminComplaint, complaintReference } from '@app/core';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { complaints, profiles } from '../../db/schema';

const reporter = alias(profiles, 'reporter');
const about = alias(profiles, 'about');

function listComplaints(db: Db, column: AnyPgColumn, value: number): Promise<AdminComplaint[]> {
  return db
    .select({
      complaint: complaints,
      reporter: { id: reporter.userId, name: reporter.name },
      about: { id: about.userId, name: about.name },
    })
    .from(complaints)
    .leftJoin(reporter, eq(reporter.userId, complaints.reporterUserId))
    .leftJoin(about, eq(about.userId, complaints.aboutUserId))
    .where(eq(column, value))
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .then((rows) =>
      rows.map(({ complaint, reporter, about }) => ({
        id: complaint.id,
        reference: complaintReference(complaint.id, complaint.createdAt),
        status: complaint.status,
        at: complaint.createdAt.toISOString(),
        reason: complaint.reason,
        message: complaint.message,
        reporter,
        reporterEmail: complaint.reporterEmail,
        about,
      })),
    );
}

/** The complaints a member made and those about them, the newest first, for the support team. */
export async function complaintsOfMember(
  db: Db,
  userId: number,
): Promise<{ byMember: AdminComplaint[]; aboutMember: AdminComplaint[] }> {
  const [byMember, aboutMember] = await Promise.all([
    listComplaints(db, complaints.reporterUserId, userId),
    listComplaints(db, complaints.aboutUserId, userId),
  ]);
  return { byMember, aboutMember };
}

/** One complaint as the back office lists it. */
export async function adminComplaint(db: Db, id: number): Promise<AdminComplaint | undefined> {
  const [complaint] = await listComplaints(db, complaints.id, id);
  return complaint;
}
