import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blocks, profiles } from '../../db/schema';

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

/** Blocking twice is blocking once. */
export async function insertBlock(db: Db, blockerId: number, blockedId: number, at: Date): Promise<void> {
  await db.insert(blocks).values({ blockerId, blockedId, createdAt: at }).onConflictDoNothing();
}

export async function deleteBlock(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

/** The members someone has blocked, by name. */
export async function listBlocked(db: Db, blockerId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: profiles.userId, name: profiles.name })
    .from(blocks)
    .innerJoin(profiles, eq(profiles.userId, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(asc(profiles.name));
}
