import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMembers } from '../../db/schema';

/** How many conversations a member takes part in, hidden ones included: staff see the number, not the messages. */
export async function conversationCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(conversationMembers).where(eq(conversationMembers.userId, userId));
  return row?.n ?? 0;
}
