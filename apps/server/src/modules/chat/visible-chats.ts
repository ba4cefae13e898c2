import { and, count, desc, eq, isNull, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { conversationMembers, conversations, profiles, users } from '../../db/schema';
import { notBlockedWith } from '../members/exclusions';
import { reachableMember } from '../members/visible-members';

/** The member's partner in a conversation row; null once the partner deleted their account. */
const partnerOf = (userId: number | Placeholder) =>
  sql`case when ${conversations.memberA} = ${userId} then ${conversations.memberB} else ${conversations.memberA} end`;

/**
 * The chats a member's list shows: not deleted by them, no block either way, and the partner not
 * on the way out (deletion pending: they come back if the partner reactivates). A deleted
 * partner's chat stays, to be read.
 */
function shownTo(userId: number | Placeholder): SQL {
  return and(
    eq(conversationMembers.userId, userId),
    isNull(conversationMembers.hiddenAt),
    notBlockedWith(conversations.memberA, conversations.memberB),
    sql`not exists (select 1 from ${users} where ${users.id} = ${partnerOf(userId)} and ${users.status} = 'pending_deletion')`,
  )!;
}

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
    .where(shownTo(sql.placeholder('userId')))
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

/**
 * The conversations a free member's limit counts (SPEC §6): those their list shows in which they
 * can write, so the member sees which they are and deletes one to start another. A deleted chat,
 * one with a member blocked either way, and one whose partner cannot be written to (account
 * deleted, profile disabled: e-mail unconfirmed or deletion pending) free their place. `except`
 * leaves out one more, the conversation the caller is about to bring back.
 */
export async function countVisibleConversations(db: Db, userId: number, except?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .innerJoin(profiles, and(eq(profiles.userId, partnerOf(userId)), reachableMember))
    .where(and(shownTo(userId), except === undefined ? undefined : ne(conversations.id, except)));
  return row?.n ?? 0;
}
