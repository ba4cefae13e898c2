import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

/** How many browsers a member gets web push in. */
export async function pushSubscriptionCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}
