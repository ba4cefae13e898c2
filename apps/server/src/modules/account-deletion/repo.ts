import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Deletes the member for good; with `onlyPending`, not if they reactivated meanwhile. Everything
 * else of the member hangs off the users row and goes with it (ON DELETE CASCADE).
 */
export async function deleteAccountRow(db: Db, userId: number, { onlyPending }: { onlyPending: boolean }): Promise<void> {
  await db.delete(users).where(and(eq(users.id, userId), onlyPending ? eq(users.status, 'pending_deletion') : undefined));
}
