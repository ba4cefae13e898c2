import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bans } from '../../db/schema';

export type BanRow = typeof bans.$inferSelect;

export async function insertBan(tx: Tx, values: Omit<typeof bans.$inferInsert, 'id'>): Promise<BanRow> {
  const [row] = await tx.insert(bans).values(values).returning();
  return row!;
}

export async function findBan(db: Db, banId: number): Promise<BanRow | undefined> {
  const [row] = await db.select().from(bans).where(eq(bans.id, banId));
  return row;
}

/** Lifts a ban once: answers the lifted row, undefined when it was lifted already. */
export async function liftBan(tx: Tx, banId: number, at: Date): Promise<BanRow | undefined> {
  const [row] = await tx
    .update(bans)
    .set({ liftedAt: at })
    .where(and(eq(bans.id, banId), isNull(bans.liftedAt)))
    .returning();
  return row;
}

/** The bans made on a member's page or naming their account or address, the newest first. */
export function listBansOf(db: Db, member: { id: number; siteId: number; email: string }): Promise<BanRow[]> {
  return db
    .select()
    .from(bans)
    .where(
      or(
        eq(bans.userId, member.id),
        and(eq(bans.siteId, member.siteId), eq(bans.kind, 'account'), eq(bans.value, String(member.id))),
        and(eq(bans.siteId, member.siteId), eq(bans.kind, 'email'), eq(bans.value, member.email)),
      ),
    )
    .orderBy(desc(bans.createdAt), desc(bans.id));
}
