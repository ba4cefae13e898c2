import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Locks the member's users row for the rest of the transaction and answers what the checks under
 * it read (undefined: no such member). A member's limits and spends (swipe likes, auto-likes,
 * message credits, SMS codes per hour, the mail throttle) and credits taken back after a refund
 * or chargeback are checked and spent under this one lock, so parallel requests or jobs of one
 * member take turns.
 */
export async function lockMember(
  tx: Tx,
  userId: number,
): Promise<Pick<typeof users.$inferSelect, 'paidUser' | 'status' | 'credits'> | undefined> {
  const [row] = await tx
    .select({ paidUser: users.paidUser, status: users.status, credits: users.credits })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}
