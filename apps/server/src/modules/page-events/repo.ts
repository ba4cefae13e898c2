import type { Db } from '../../db/client';
import { pageEvents } from '../../db/schema';

export type NewPageEvent = Omit<typeof pageEvents.$inferInsert, 'id'>;

export async function insertPageEvent(db: Db, event: NewPageEvent): Promise<void> {
  await db.insert(pageEvents).values(event);
}
