import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { conversations, messages } from './chat';
import { staff } from './staff';

const at = () => timestamp({ withTimezone: true });

/**
 * An operator working on a fictional profile's conversation: one row per conversation, so two
 * operators never answer the same message. A claim past `expiresAt` is free for anyone to take:
 * an operator who leaves lets go without saying so.
 */
export const operatorClaims = pgTable('operator_claims', {
  conversationId: integer()
    .primaryKey()
    .references(() => conversations.id, { onDelete: 'cascade' }),
  staffId: integer()
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  claimedAt: at().notNull(),
  expiresAt: at().notNull(),
});

/**
 * Who wrote a fictional profile's message, and how long the member had waited for it: the
 * operators' figures, and the first-contact limits. The message itself is an ordinary chat message.
 */
export const operatorMessages = pgTable(
  'operator_messages',
  {
    messageId: integer()
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    conversationId: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    siteId: integer().notNull(),
    /** Kept when staff or either member leave, so the figures of the past stay as they were. */
    staffId: integer().references(() => staff.id, { onDelete: 'set null' }),
    fictionalId: integer().references(() => users.id, { onDelete: 'set null' }),
    memberId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The member's oldest unanswered message; null for a first message, which answers nothing. */
    waitedSince: at(),
    sentAt: at().notNull(),
    firstContact: boolean().notNull().default(false),
  },
  (t) => [
    index('operator_messages_site_sent_idx').on(t.siteId, t.sentAt),
    index('operator_messages_staff_sent_idx').on(t.staffId, t.sentAt),
    index('operator_messages_first_contact_idx').on(t.memberId).where(sql`${t.firstContact}`),
  ],
);
