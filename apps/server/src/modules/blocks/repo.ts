import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blocks, profiles } from '../../db/schema';

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
