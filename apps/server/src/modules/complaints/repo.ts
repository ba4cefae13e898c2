import type { Db } from '../../db/client';
import { complaints } from '../../db/schema';

export type NewComplaint = Omit<typeof complaints.$inferInsert, 'id'>;

export async function insertComplaint(db: Db, complaint: NewComplaint): Promise<void> {
  await db.insert(complaints).values(complaint);
}
