import type { AdminBlock } from '@app/core';
import { desc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { blocks, profiles } from '../../db/schema';

function listBlocks(db: Db, member: AnyPgColumn, other: AnyPgColumn, userId: number): Promise<AdminBlock[]> {
  return db
    .select({ member: { id: profiles.userId, name: profiles.name }, at: blocks.createdAt })
    .from(blocks)
    .innerJoin(profiles, eq(profiles.userId, other))
    .where(eq(member, userId))
    .orderBy(desc(blocks.createdAt))
    .then((rows) => rows.map((row) => ({ member: row.member, at: row.at.toISOString() })));
}

/** Whom a member blocked, and who blocked them, the newest first. */
export async function blocksOfMember(db: Db, userId: number): Promise<{ byMember: AdminBlock[]; ofMember: AdminBlock[] }> {
  const [byMember, ofMember] = await Promise.all([
    listBlocks(db, blocks.blockerId, blocks.blockedId, userId),
    listBlocks(db, blocks.blockedId, blocks.blockerId, userId),
  ]);
  return { byMember, ofMember };
}
