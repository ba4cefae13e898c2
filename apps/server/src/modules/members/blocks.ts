import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blocks } from '../../db/schema';

/**
 * SPEC §6: whether either member has blocked the other. Search, likes and chat use it to keep two
 * members apart whichever of them did the blocking.
 */
export async function isBlockedEitherWay(db: Db, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function hasBlocked(db: Db, blockerId: number, blockedId: number): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  return row !== undefined;
}
