import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { sessions, users } from '../../db/schema';

export async function insertSession(tx: Tx, values: typeof sessions.$inferInsert): Promise<void> {
  await tx.insert(sessions).values(values);
}

/** The session a token hash stands for, with its member's site. */
export async function findSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ sessionId: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt, siteId: users.siteId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  return row;
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Deletes every session of a member, except optionally one. */
export async function deleteSessionsOf(tx: Tx, userId: number, except?: number): Promise<void> {
  await tx.delete(sessions).where(and(eq(sessions.userId, userId), except === undefined ? undefined : ne(sessions.id, except)));
}
