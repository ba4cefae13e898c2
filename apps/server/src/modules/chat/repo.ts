import type { HoldState, QueueCount } from '@app/core';
import { aliasedTable, and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { chatPhotos, conversationMembers, conversations, messages, profiles, users } from '../../db/schema';
import { deliveredMessage, messageVisibleTo } from '../members/visible-messages';
import { queueCountColumns, toQueueCount } from '../staff/work-queues';

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

/**
 * The pair's conversation, started by `starterId` when there is none: start_conversation
 * (migration 0026), which the message's statement also uses.
 */
export async function insertConversation(
  tx: Tx,
  values: { siteId: number; starterId: number; otherId: number; at: Date },
): Promise<ConversationRow> {
  const started = sql`start_conversation(${values.siteId}, ${values.starterId}, ${values.otherId}, ${values.at.toISOString()})`;
  const [row] = await tx.select({ id: sql<number>`id` }).from(sql`${started} as id`);
  const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, row!.id));
  if (!conversation) throw new Error('conversation vanished while being created');
  return conversation;
}

export async function findUserState(
  db: Db,
  userId: number,
): Promise<{ paidUser: boolean; status: string; credits: number; createdAt: Date } | undefined> {
  const [row] = await db
    .select({ paidUser: users.paidUser, status: users.status, credits: users.credits, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Whether the member has confirmed the site's warning about fictional profiles. */
export async function hasConfirmedFictionalWarning(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ at: users.fictionalWarningConfirmedAt }).from(users).where(eq(users.id, userId));
  return row?.at != null;
}

/** The first confirmation counts: a repeated one keeps its moment. */
export async function confirmFictionalWarning(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ fictionalWarningConfirmedAt: at })
    .where(and(eq(users.id, userId), isNull(users.fictionalWarningConfirmedAt)));
}

/** The member's signup message (SPEC §3 signup_message) while it waits to be sent, and to whom. */
export async function findSignupDraft(db: Db, userId: number): Promise<{ profileId: number; text: string } | undefined> {
  const [row] = await db
    .select({ profileId: users.signupMemberId, text: users.signupMessage })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.signupMessage), isNotNull(users.signupMemberId)));
  return row?.profileId != null && row.text !== null ? { profileId: row.profileId, text: row.text } : undefined;
}

/** The member's conversation with another, and whether it is out of the member's list (deleted, or not begun by them). */
export async function findOwnConversation(
  db: Db,
  userId: number,
  otherId: number,
): Promise<{ conversation: ConversationRow; hidden: boolean } | undefined> {
  const pair = orderedPair(userId, otherId);
  const [row] = await db
    .select({ conversation: conversations, hiddenAt: conversationMembers.hiddenAt })
    .from(conversations)
    .innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.userId, userId)))
    .where(and(eq(conversations.memberA, pair.memberA), eq(conversations.memberB, pair.memberB)));
  return row && { conversation: row.conversation, hidden: row.hiddenAt !== null };
}

export async function setHidden(db: Db, conversationId: number, userId: number, hiddenAt: Date | null): Promise<void> {
  await db
    .update(conversationMembers)
    .set(hiddenAt ? { hiddenAt, unread: 0 } : { hiddenAt: null })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
}

/** The last message of each conversation that the viewer may see. */
export async function lastMessages(db: Db, conversationIds: number[], viewerId: number): Promise<Map<number, MessageRow>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([messages.conversationId])
    .from(messages)
    .where(and(inArray(messages.conversationId, conversationIds), messageVisibleTo(viewerId)))
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

/** Conversations (among `conversationIds`) in which someone other than `userId` has written to them. */
export async function conversationsWrittenToMember(db: Db, conversationIds: number[], userId: number): Promise<Set<number>> {
  if (conversationIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: messages.conversationId })
    .from(messages)
    .where(and(inArray(messages.conversationId, conversationIds), ne(messages.senderId, userId), deliveredMessage));
  return new Set(rows.map((row) => row.id));
}

export async function findMessageByClientId(db: Db, senderId: number, clientMessageId: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientMessageId, clientMessageId)));
  return row;
}

/** A released message reaches its receiver: record_delivery (migration 0026), as a message's statement does. */
export async function recordDelivery(tx: Tx, conversationId: number, senderId: number, receiverId: number, at: Date): Promise<void> {
  await tx.execute(sql`select record_delivery(${conversationId}, ${senderId}, ${receiverId}, ${at.toISOString()}, true)`);
}

/** A page of the history the viewer may see, newest first (the caller turns it around). */
export async function listMessages(
  db: Db,
  conversationId: number,
  viewerId: number,
  before: number | undefined,
  limit: number,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        messageVisibleTo(viewerId),
        before === undefined ? undefined : lt(messages.id, before),
      ),
    )
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
        deliveredMessage,
      ),
    );
}

export async function insertChatPhoto(tx: Tx, values: typeof chatPhotos.$inferInsert): Promise<number> {
  const [row] = await tx.insert(chatPhotos).values(values).returning({ id: chatPhotos.id });
  return row!.id;
}

/** The photo's owner when `viewerId` sent it, or received it delivered, in a conversation. */
export async function findVisibleChatPhoto(db: Db, photoId: number, viewerId: number): Promise<{ userId: number } | undefined> {
  const [row] = await db
    .select({ userId: chatPhotos.userId })
    .from(messages)
    .innerJoin(chatPhotos, eq(chatPhotos.id, messages.photoId))
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.photoId, photoId),
        or(eq(conversations.memberA, viewerId), eq(conversations.memberB, viewerId)),
        messageVisibleTo(viewerId),
      ),
    )
    .limit(1);
  return row;
}

/** The receiver of a message: the conversation's other member. */
const receiverOf = sql<number>`case when ${conversations.memberA} = ${messages.senderId} then ${conversations.memberB} else ${conversations.memberA} end`;
/** The sender of a message whose sender is known to be there (heldInQueue). */
const senderOf = sql<number>`${messages.senderId}`;

/**
 * Held and waiting for a moderator. Once the sender or the receiver deleted their account there is
 * no one to deliver to or from, nor to return credits to: the message leaves the queue.
 */
const heldInQueue = and(eq(messages.hold, 'held'), isNotNull(messages.senderId), isNotNull(receiverOf));

/** The member's latest text messages with their receivers, the newest first. */
export async function recentTexts(db: Db, senderId: number, limit: number): Promise<{ receiverId: number; text: string }[]> {
  return db
    .select({ receiverId: receiverOf.mapWith(Number), text: messages.text })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.senderId, senderId), eq(messages.kind, 'text'), isNotNull(receiverOf)))
    .orderBy(desc(messages.id))
    .limit(limit);
}

/** Conversations begun since `since` whose first message the member wrote. */
export async function countConversationsStartedSince(db: Db, senderId: number, since: Date): Promise<number> {
  const firstSender = sql`(select ${messages.senderId} from ${messages} where ${messages.conversationId} = ${conversations.id} order by ${messages.id} limit 1)`;
  const [row] = await db
    .select({ n: count() })
    .from(conversations)
    .where(
      and(
        or(eq(conversations.memberA, senderId), eq(conversations.memberB, senderId)),
        gte(conversations.createdAt, since),
        eq(firstSender, senderId),
      ),
    );
  return row?.n ?? 0;
}

const sender = aliasedTable(users, 'sender');
const senderProfile = aliasedTable(profiles, 'sender_profile');
const receiverProfile = aliasedTable(profiles, 'receiver_profile');

/** Held messages waiting for a moderator, the oldest first, with who sent them to whom. */
export async function listHeldMessages(db: Db, siteId: number | undefined, limit: number) {
  return db
    .select({
      message: messages,
      siteId: conversations.siteId,
      senderId: senderOf.mapWith(Number),
      receiverId: receiverOf.mapWith(Number),
      senderEmail: sender.email,
      senderSignedUpAt: sender.createdAt,
      senderName: senderProfile.name,
      receiverName: receiverProfile.name,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .leftJoin(senderProfile, eq(senderProfile.userId, messages.senderId))
    .leftJoin(receiverProfile, eq(receiverProfile.userId, receiverOf))
    .where(and(heldInQueue, siteId === undefined ? undefined : eq(conversations.siteId, siteId)))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(limit);
}

/** The senders' latest messages, `perSender` each, the newest first, with their receivers' names. */
export async function latestMessagesOf(db: Db, senderIds: number[], perSender: number) {
  if (senderIds.length === 0) return [];
  const ranked = db
    .select({
      id: messages.id,
      senderId: senderOf.mapWith(Number).as('sender_id'),
      receiverId: receiverOf.mapWith(Number).as('receiver_id'),
      kind: messages.kind,
      text: messages.text,
      hold: messages.hold,
      createdAt: messages.createdAt,
      rank: sql<number>`row_number() over (partition by ${messages.senderId} order by ${messages.id} desc)`.as('rank'),
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(inArray(messages.senderId, senderIds), isNotNull(receiverOf)))
    .as('ranked');
  return db
    .select({
      id: ranked.id,
      senderId: ranked.senderId,
      receiverId: ranked.receiverId,
      receiverName: profiles.name,
      kind: ranked.kind,
      text: ranked.text,
      hold: ranked.hold,
      createdAt: ranked.createdAt,
    })
    .from(ranked)
    .leftJoin(profiles, eq(profiles.userId, ranked.receiverId))
    .where(lt(ranked.rank, perSender + 1))
    .orderBy(desc(ranked.id));
}

/** How many messages wait for a moderator, and since when. */
export async function countHeldMessages(db: Db, siteId: number | undefined): Promise<QueueCount> {
  const [row] = await db
    .select(queueCountColumns(messages.createdAt))
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(heldInQueue, siteId === undefined ? undefined : eq(conversations.siteId, siteId)));
  return toQueueCount(row);
}

/** A held message and its receiver, locked until the transaction ends, while it is still held. */
export async function lockHeldMessage(
  tx: Tx,
  messageId: number,
): Promise<{ message: MessageRow; siteId: number; senderId: number; receiverId: number } | undefined> {
  const [row] = await tx
    .select({ message: messages, siteId: conversations.siteId, senderId: senderOf.mapWith(Number), receiverId: receiverOf.mapWith(Number) })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, messageId), heldInQueue))
    .for('update', { of: messages });
  return row;
}

export async function decideHold(tx: Tx, messageId: number, state: Exclude<HoldState, 'held'>, at: Date): Promise<void> {
  await tx.update(messages).set({ hold: state, holdDecidedAt: at }).where(eq(messages.id, messageId));
}

/** The sender and photo of a photo message. */
export async function findMessagePhoto(db: Db, messageId: number): Promise<{ senderId: number; photoId: number } | undefined> {
  const [row] = await db
    .select({ senderId: messages.senderId, photoId: messages.photoId })
    .from(messages)
    .where(eq(messages.id, messageId));
  return row?.photoId == null || row.senderId === null ? undefined : { senderId: row.senderId, photoId: row.photoId };
}
