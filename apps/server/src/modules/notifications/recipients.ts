import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { conversationMembers, messages, photos, profiles, pushSubscriptions, users } from '../../db/schema';
import { photoUrlSql } from '../../platform/storage/user-files';
import { notBlockedWith } from '../members/exclusions';
import type { NotificationEvent } from '../members/notification-port';
import type { UserRow } from '../users/accounts';
import type { MessageRow } from './repo';

/** What a notification job needs to know of its recipient, read when it runs. */
export interface RecipientRow {
  user: Pick<UserRow, 'id' | 'siteId' | 'email' | 'status' | 'language' | 'notificationSettings' | 'notificationsDisabled'>;
  profile: { name: string; fictional: boolean };
  /** Either member blocked the other. */
  blocked: boolean;
  hasPushSubscription: boolean;
  /** A message event's message, if it still exists, and how many of the chat the recipient has not read. */
  message: MessageRow | undefined;
  unread: number;
  /** The other member's name and thumbnail, undefined when they have no profile any more. */
  member: { name: string; icon: string | undefined } | undefined;
}

const memberProfile = alias(profiles, 'member_profile');
const memberPhoto = alias(photos, 'member_photo');
const job = (column: 'recipient_id' | 'member_id' | 'message_id' | 'i'): SQL<number> => sql<number>`${sql.raw(`job.${column}`)}`;
const p = (name: string) => sql.placeholder(name);

/**
 * Everything a round of notification jobs reads, for all of them in one statement (issue 22: a
 * mail per paid message at a peak read it in six): the jobs go in as arrays, one row comes back per
 * job whose recipient has an account, with its place in the arrays (`i`, from 1).
 */
const recipientRows = prepared('notification_recipients', (db) =>
  db
    .select({
      i: sql<number>`${job('i')}::int`,
      user: {
        id: users.id,
        siteId: users.siteId,
        email: users.email,
        status: users.status,
        language: users.language,
        notificationSettings: users.notificationSettings,
        notificationsDisabled: users.notificationsDisabled,
      },
      profile: { name: profiles.name, fictional: profiles.fictional },
      // The lists' own rule (SPEC §6); without the other member's profile the job is dropped anyway.
      blocked: sql<boolean>`not ${notBlockedWith(users.id, memberProfile.userId)}`,
      hasPushSubscription: sql<boolean>`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${job('recipient_id')})`,
      messageKind: messages.kind,
      messageText: messages.text,
      conversationId: messages.conversationId,
      unread: conversationMembers.unread,
      memberName: memberProfile.name,
      memberIcon: sql<string | null>`case when ${memberPhoto.id} is null then null else ${photoUrlSql(memberPhoto.id, 'thumb')} end`,
    })
    .from(
      sql`unnest(${p('recipientIds')}::int[], ${p('memberIds')}::int[], ${p('messageIds')}::int[]) with ordinality as job(recipient_id, member_id, message_id, i)`,
    )
    .innerJoin(users, eq(users.id, job('recipient_id')))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(messages, eq(messages.id, job('message_id')))
    .leftJoin(conversationMembers, and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, users.id)))
    .leftJoin(memberProfile, eq(memberProfile.userId, job('member_id')))
    .leftJoin(memberPhoto, and(eq(memberPhoto.id, memberProfile.mainPhotoId), eq(memberPhoto.status, 'active'))),
);

/** An array literal of ids: a placeholder's value skips the column's own encoding. */
const idArray = (ids: number[]) => `{${ids.join(',')}}`;

/** The recipients of the events, in their order; undefined where the recipient has no account. */
export async function readRecipients(db: Db, events: NotificationEvent[]): Promise<(RecipientRow | undefined)[]> {
  if (events.length === 0) return [];
  const rows = await recipientRows(db).execute({
    recipientIds: idArray(events.map((event) => event.recipientId)),
    memberIds: idArray(events.map((event) => event.memberId)),
    // Ids start at 1: 0 is no message (a like, a match, a visit).
    messageIds: idArray(events.map((event) => (event.type === 'message' ? event.messageId : 0))),
  });
  const byPlace = new Map(rows.map((row) => [row.i, row]));
  return events.map((_, index) => {
    const row = byPlace.get(index + 1);
    if (!row) return undefined;
    const { user, profile, blocked, hasPushSubscription, messageKind, messageText, conversationId, unread, memberName, memberIcon } = row;
    return {
      user,
      profile,
      blocked,
      hasPushSubscription,
      message: messageKind !== null && conversationId !== null ? { kind: messageKind, text: messageText!, conversationId } : undefined,
      unread: unread ?? 0,
      member: memberName === null ? undefined : { name: memberName, icon: memberIcon ?? undefined },
    };
  });
}
