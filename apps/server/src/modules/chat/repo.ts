import { and, count, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { chatPhotos, conversationMembers, conversations, messages, users } from '../../db/schema';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** Conversations store their pair ordered (memberA < memberB), so each pair has one row. */
export function orderedPair(a: number, b: number): { memberA: number; memberB: number } {
  return a < b ? { memberA: a, memberB: b } : { memberA: b, memberB: a };
}

/** The member's partner in the conversation; null once the partner deleted their account. */
export function otherMember(conversation: Pick<ConversationRow, 'memberA' | 'memberB'>, userId: number): number | null {
  return conversation.memberA === userId ? conversation.memberB : conversation.memberA;
}

export async function findConversationBetween(db: Db, a: number, b: number): Promise<ConversationRow | undefined> {
  const pair = orderedPair(a, b);
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.memberA, pair.memberA), eq(conversations.memberB, pair.memberB)));
  return row;
}

/** The conversation when the member belongs to it. */
export async function findMembersConversation(db: Db, conversationId: number, userId: number): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), or(eq(conversations.memberA, userId), eq(conversations.memberB, userId))));
  return row;
}

/** Inserts the pair's conversation and both member rows; the other side starts hidden until a message arrives. */
export async function insertConversation(
  tx: Tx,
  values: { siteId: number; starterId: number; otherId: number; at: Date },
): Promise<ConversationRow> {
  const pair = orderedPair(values.starterId, values.otherId);
  const [inserted] = await tx
    .insert(conversations)
    .values({ siteId: values.siteId, ...pair, createdAt: values.at })
    .onConflictDoNothing()
    .returning();
  // Started at the same moment by the other request: that one's row is committed and visible now.
  const conversation = inserted ?? (await findConversationBetween(tx, values.starterId, values.otherId));
  if (!conversation) throw new Error('conversation vanished while being created');
  await tx
    .insert(conversationMembers)
    .values([
      { conversationId: conversation.id, userId: values.starterId },
      { conversationId: conversation.id, userId: values.otherId, hiddenAt: values.at },
    ])
    .onConflictDoNothing();
  return conversation;
}

export async function findUserState(db: Db, userId: number): Promise<{ paidUser: boolean; status: string; credits: number } | undefined> {
  const [row] = await db
    .select({ paidUser: users.paidUser, status: users.status, credits: users.credits })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function countVisibleConversations(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.userId, userId), isNull(conversationMembers.hiddenAt)));
  return row?.n ?? 0;
}

export async function setHidden(db: Db, conversationId: number, userId: number, hiddenAt: Date | null): Promise<void> {
  await db
    .update(conversationMembers)
    .set(hiddenAt ? { hiddenAt, unread: 0 } : { hiddenAt: null })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
}

export async function lastMessages(db: Db, conversationIds: number[]): Promise<Map<number, MessageRow>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([messages.conversationId])
    .from(messages)
    .where(inArray(messages.conversationId, conversationIds))
    .orderBy(messages.conversationId, desc(messages.id));
  return new Map(rows.map((row) => [row.conversationId, row]));
}

/** Users among `userIds` whose e-mail is unconfirmed. */
export async function unconfirmedUsers(db: Db, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.status, 'not_confirmed')));
  return new Set(rows.map((row) => row.id));
}

/** Conversations (among `conversationIds`) in which someone other than `userId` has written. */
export async function conversationsWrittenToMember(db: Db, conversationIds: number[], userId: number): Promise<Set<number>> {
  if (conversationIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: messages.conversationId })
    .from(messages)
    .where(and(inArray(messages.conversationId, conversationIds), ne(messages.senderId, userId)));
  return new Set(rows.map((row) => row.id));
}

export async function findMessageByClientId(db: Db, senderId: number, clientMessageId: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientMessageId, clientMessageId)));
  return row;
}

export async function insertMessage(tx: Tx, values: typeof messages.$inferInsert): Promise<MessageRow> {
  const [row] = await tx.insert(messages).values(values).returning();
  return row!;
}

/** After a message: the conversation moves up, the receiver's unread grows, and both see it again. */
export async function recordDelivery(tx: Tx, conversationId: number, senderId: number, receiverId: number, at: Date): Promise<void> {
  await tx.update(conversations).set({ lastMessageAt: at }).where(eq(conversations.id, conversationId));
  await tx
    .update(conversationMembers)
    .set({ unread: sql`${conversationMembers.unread} + 1`, hiddenAt: null })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, receiverId)));
  await tx
    .update(conversationMembers)
    .set({ hiddenAt: null })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, senderId)));
}

/** A page of history, newest first (the caller turns it around). */
export async function listMessages(db: Db, conversationId: number, before: number | undefined, limit: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), before === undefined ? undefined : lt(messages.id, before)))
    .orderBy(desc(messages.id))
    .limit(limit);
}

export async function markRead(tx: Tx, conversationId: number, readerId: number, at: Date): Promise<void> {
  await tx
    .update(conversationMembers)
    .set({ unread: 0 })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, readerId)));
  await tx
    .update(messages)
    .set({ readAt: at })
    .where(
      and(
        eq(messages.conversationId, conversationId),
        // A deleted member's messages have no sender, and are the reader's to read too.
        or(isNull(messages.senderId), ne(messages.senderId, readerId)),
        isNull(messages.readAt),
      ),
    );
}

export async function insertChatPhoto(tx: Tx, values: typeof chatPhotos.$inferInsert): Promise<number> {
  const [row] = await tx.insert(chatPhotos).values(values).returning({ id: chatPhotos.id });
  return row!.id;
}

/** The photo's owner when `viewerId` sent or received it in a conversation. */
export async function findVisibleChatPhoto(db: Db, photoId: number, viewerId: number): Promise<{ userId: number } | undefined> {
  const [row] = await db
    .select({ userId: chatPhotos.userId })
    .from(messages)
    .innerJoin(chatPhotos, eq(chatPhotos.id, messages.photoId))
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.photoId, photoId), or(eq(conversations.memberA, viewerId), eq(conversations.memberB, viewerId))))
    .limit(1);
  return row;
}
