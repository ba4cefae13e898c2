import { and, count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { likes } from '../../db/schema';

/** A member's likes sent and received, and the matches (likes both ways) among them. */
export async function likeCounts(db: Db, userId: number): Promise<{ sent: number; received: number; matches: number }> {
  const back = alias(likes, 'back');
  const [[sent], [received], [matches]] = await Promise.all([
    db.select({ n: count() }).from(likes).where(eq(likes.fromUserId, userId)),
    db.select({ n: count() }).from(likes).where(eq(likes.toUserId, userId)),
    db
      .select({ n: count() })
      .from(likes)
      .innerJoin(back, and(eq(back.fromUserId, likes.toUserId), eq(back.toUserId, likes.fromUserId)))
      .where(eq(likes.fromUserId, userId)),
  ]);
  return { sent: sent?.n ?? 0, received: received?.n ?? 0, matches: matches?.n ?? 0 };
}
