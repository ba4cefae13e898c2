import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Deletes the member for good unless they reactivated meanwhile. Everything else of the member
 * hangs off the users row and goes with it (ON DELETE CASCADE).
 */
export async function deletePendingAccount(db: Db, userId: number): Promise<void> {
  await db.delete(users).where(and(eq(users.id, userId), eq(users.status, 'pending_deletion')));
}
