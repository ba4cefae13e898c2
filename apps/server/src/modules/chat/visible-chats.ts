import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { conversationMembers, conversations } from '../../db/schema';
import { notBlockedWith } from '../members/exclusions';

/**
 * The member's visible chats with their unread count, the newest activity first. A chat with a
 * member blocked either way is left out, not deleted: it comes back, unread and all, on unblock.
 * Prepared: chats.php reads it on every call (db/prepared.ts).
 */
const visibleChats = prepared('visible_chats', (db) =>
  db
    .select({ conversation: conversations, unread: conversationMembers.unread })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(
      and(
        eq(conversationMembers.userId, sql.placeholder('userId')),
        isNull(conversationMembers.hiddenAt),
        notBlockedWith(conversations.memberA, conversations.memberB),
      ),
    )
    .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`), desc(conversations.id)),
);

export async function listVisibleChats(db: Db, userId: number) {
  return visibleChats(db).execute({ userId });
}

export async function findUnread(db: Db, conversationId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: conversationMembers.unread })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
  return row?.unread ?? 0;
}
