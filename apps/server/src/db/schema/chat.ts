import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * One conversation per pair of members (SPEC §4: removing chats by profile removes all with that
 * profile, which is this one). The pair is stored ordered, memberA < memberB, so it is unique.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial().primaryKey(),
    siteId: integer().notNull(),
    /**
     * Null once that member deleted their account: the conversation stays for the other member,
     * who sees it with a "deleted member".
     */
    memberA: integer().references(() => users.id, { onDelete: 'set null' }),
    memberB: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastMessageAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversations_pair_unique').on(t.memberA, t.memberB),
    index('conversations_member_b_idx').on(t.memberB),
    check('conversations_pair_ordered', sql`${t.memberA} < ${t.memberB}`),
  ],
);

/** Each member's side of a conversation: unread count and whether they deleted (hid) it. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unread: integer().notNull().default(0),
    /** Set when the member deleted the chat; a new message in it clears it again. */
    hiddenAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('conversation_members_user_idx').on(t.userId)],
);

/**
 * Photos sent in chat. They are not profile photos (no review, no position, not in the member's
 * gallery), so they have a table of their own; the files are made by the same image pipeline and
 * live next to the profile photos as <user id>/chat-<id>-<variant>.jpg in the object store
 * (platform/storage/user-files.ts).
 */
export const chatPhotos = pgTable('chat_photos', {
  id: serial().primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  width: integer().notNull(),
  height: integer().notNull(),
  createdAt: createdAt(),
});

export const messages = pgTable(
  'messages',
  {
    id: serial().primaryKey(),
    conversationId: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null once the sender deleted their account: the receiver keeps the message, from a "deleted member". */
    senderId: integer().references(() => users.id, { onDelete: 'set null' }),
    kind: text({ enum: ['text', 'photo', 'gift'] }).notNull(),
    text: text().notNull().default(''),
    photoId: integer().references(() => chatPhotos.id, { onDelete: 'set null' }),
    giftId: text(),
    /** The client's id for the message: a retried send with it is stored and charged once. */
    clientMessageId: text().notNull(),
    creditsCharged: integer().notNull(),
    /** The receiver opened the conversation since. */
    readAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_sender_client_id_unique').on(t.senderId, t.clientMessageId),
    index('messages_conversation_idx').on(t.conversationId, t.id),
  ],
);
