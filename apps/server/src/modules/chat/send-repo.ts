import type { ScamSignal } from '@app/core';
import { aliasedTable, and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { conversationMembers, conversations, messages, profiles, users } from '../../db/schema';
import { notBlockedWith } from '../members/exclusions';
import { activeProfileOf } from '../members/visible-members';
import { deliveredMessage } from '../members/visible-messages';
import type { MessageRow } from './repo';

const earlier = aliasedTable(messages, 'earlier');

/**
 * Everything a send checks before it pays, in one round trip (issue 22): the sender's state, the
 * message stored earlier under this client_message_id, the receiver's profile and state, a block
 * either way, the pair's conversation and whether the receiver has written in it, and how many of
 * the sender's first messages there are (scam-check.ts), counted no further than `firstMessages`.
 */
const sendContextQuery = prepared('chat_send_context', (db) => {
  const senderId = sql.placeholder('senderId');
  const receiverId = sql.placeholder('receiverId');
  return db
    .select({
      sender: {
        credits: users.credits,
        paidUser: users.paidUser,
        createdAt: users.createdAt,
        fictionalWarningConfirmedAt: users.fictionalWarningConfirmedAt,
      },
      earlier,
      profile: { userId: profiles.userId, fictional: profiles.fictional },
      notBlocked: notBlockedWith(senderId, profiles.userId).mapWith(Boolean),
      receiverStatus: sql<string | null>`(select receiver.status from ${users} as receiver where receiver.id = ${receiverId})`,
      conversation: conversations,
      // The sender deleted the chat (or never began it): writing in it again brings it back to their list.
      senderHidden: sql<boolean>`exists (select 1 from ${conversationMembers} where ${and(
        eq(conversationMembers.conversationId, conversations.id),
        eq(conversationMembers.userId, senderId),
        isNotNull(conversationMembers.hiddenAt),
      )})`.mapWith(Boolean),
      receiverHasWritten: sql<boolean>`exists (select 1 from ${messages} where ${and(
        eq(messages.conversationId, conversations.id),
        ne(messages.senderId, senderId),
        deliveredMessage,
      )})`.mapWith(Boolean),
      firstMessagesSent: sql<number>`(select count(*) from (select 1 from ${messages} where ${eq(messages.senderId, senderId)} limit ${sql.placeholder('firstMessages')}) as first_ones)`.mapWith(
        Number,
      ),
    })
    .from(users)
    .leftJoin(earlier, and(eq(earlier.senderId, users.id), eq(earlier.clientMessageId, sql.placeholder('clientMessageId'))))
    .leftJoin(profiles, activeProfileOf(sql.placeholder('siteId'), receiverId))
    .leftJoin(
      conversations,
      and(eq(conversations.memberA, sql`least(${senderId}::integer, ${receiverId}::integer)`), eq(conversations.memberB, sql`greatest(${senderId}::integer, ${receiverId}::integer)`)),
    )
    .where(eq(users.id, senderId));
});

export type SendContext = NonNullable<Awaited<ReturnType<typeof findSendContext>>>;

/** The sender's view of writing to `receiverId`; undefined when the sender is gone. A null client id finds no earlier message. */
export async function findSendContext(
  db: Db,
  values: { siteId: number; senderId: number; receiverId: number; clientMessageId: string | null; firstMessages: number },
) {
  const [row] = await sendContextQuery(db).execute(values);
  return row;
}

export interface NewMessage {
  siteId: number;
  /** Null: the statement starts the pair's conversation (refused with CONVERSATION_START_COUNTS for a free member). */
  conversationId: number | null;
  senderId: number;
  receiverId: number;
  kind: MessageRow['kind'];
  text: string;
  photoId: number | null;
  giftId: string | null;
  clientMessageId: string;
  /** Credits it costs; 0 writes no ledger row. */
  cost: number;
  /** The ledger row's reason and idempotency key (modules/credits/ledger.ts). */
  reason: string;
  ledgerKey: string;
  /** Non-empty: stored held, for a moderator. */
  holdSignals: ScamSignal[];
  /** Starting the conversation counts towards the sender's limits. */
  limited: boolean;
  at: Date;
}

/** What send_message raises when a free member would start a conversation in it: start it under their lock first. */
export const CONVERSATION_START_COUNTS = 'CL403';

/**
 * The paid send as one statement, send_message (migration 0026): the conditional debit and its
 * ledger row, the message, the conversation's delivery record and the signup draft, all or none.
 * A repeated client_message_id breaks a unique index; a balance too low raises CR402.
 */
const sendMessageQuery = prepared('chat_send_message', (db) => {
  const p = (name: keyof NewMessage) => sql.placeholder(name);
  return db
    .select({ id: sql<number>`sent_message_id`, conversationId: sql<number>`sent_conversation_id`, balance: sql<number>`sent_balance` })
    .from(
      sql`send_message(${p('siteId')}, ${p('conversationId')}, ${p('senderId')}, ${p('receiverId')}, ${p('kind')}, ${p('text')}, ${p('photoId')}, ${p('giftId')}, ${p('clientMessageId')}, ${p('cost')}, ${p('reason')}, ${p('ledgerKey')}, ${p('holdSignals')}, ${p('limited')}, ${p('at')})`,
    );
});

export async function sendMessage(db: Db, values: NewMessage): Promise<{ message: MessageRow; balance: number }> {
  // A placeholder's value skips the column's own encoding: the moment goes as ISO text, the signals as an array literal.
  const [row] = await sendMessageQuery(db).execute({ ...values, at: values.at.toISOString(), holdSignals: `{${values.holdSignals.join(',')}}` });
  const held = values.holdSignals.length > 0;
  return {
    balance: row!.balance,
    message: {
      id: row!.id,
      conversationId: row!.conversationId,
      senderId: values.senderId,
      kind: values.kind,
      text: values.text,
      photoId: values.photoId,
      giftId: values.giftId,
      clientMessageId: values.clientMessageId,
      creditsCharged: values.cost,
      readAt: null,
      createdAt: values.at,
      hold: held ? 'held' : null,
      holdSignals: held ? values.holdSignals : null,
      holdDecidedAt: null,
    },
  };
}
