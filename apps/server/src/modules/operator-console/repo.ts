import type { Locale, QueueCount } from '@app/core';
import { aliasedTable, and, asc, count, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { conversationMembers, conversations, messages, operatorClaims, operatorMessages, profiles, staff, users } from '../../db/schema';
import { notBlockedWith } from '../members/exclusions';
import { reachableMember } from '../members/visible-members';
import { deliveredMessage } from '../members/visible-messages';
import { toQueueCount } from '../staff/work-queues';

/*
 * The queue is the fictional profiles' unread conversations: a member's message to one raises its
 * unread count like anyone's, and the operator's answer reads them (the member sees them read).
 * Nothing beside the chat's own rows has to be kept in step.
 */

const fictionalSide = aliasedTable(conversationMembers, 'fictional_side');
const fictionalProfile = aliasedTable(profiles, 'fictional_profile');
/** The member's side of the conversation, the one waiting. */
const memberId = sql<number>`case when ${conversations.memberA} = ${fictionalSide.userId} then ${conversations.memberB} else ${conversations.memberA} end`;

/** Members' languages are written as one of the locales (signup, settings). */
const memberLanguage = sql<Locale>`${users.language}`;

/** The member's oldest message the profile has not read: how long they have waited. */
const waitingSince = sql<Date>`(select min(${messages.createdAt}) from ${messages}
  where ${messages.conversationId} = ${conversations.id} and ${messages.senderId} = ${profiles.userId}
    and ${messages.readAt} is null and ${deliveredMessage})`.mapWith((value: string | Date) => new Date(value));

export interface QueueFilter {
  siteId?: number;
  language?: Locale;
}

/**
 * Waiting conversations: the fictional profile has unread messages from a member who can still be
 * answered (reachable, no block either way). The joins run from the fictional profiles, which are
 * few, to their conversations.
 */
function joinWaiting<T extends PgSelect>(query: T) {
  return query
    .innerJoin(fictionalProfile, and(eq(fictionalProfile.userId, fictionalSide.userId), eq(fictionalProfile.fictional, true)))
    .innerJoin(conversations, eq(conversations.id, fictionalSide.conversationId))
    .innerJoin(profiles, eq(profiles.userId, memberId))
    .innerJoin(users, eq(users.id, profiles.userId));
}

function waitingWhere({ siteId, language }: QueueFilter, extra?: SQL): SQL {
  return and(
    gt(fictionalSide.unread, 0),
    eq(profiles.fictional, false),
    // SPEC §6: a member whose address is unconfirmed cannot be answered; they wait until they confirm it.
    eq(users.status, 'confirmed'),
    reachableMember,
    notBlockedWith(fictionalSide.userId, profiles.userId),
    siteId === undefined ? undefined : eq(conversations.siteId, siteId),
    language === undefined ? undefined : eq(users.language, language),
    extra,
  )!;
}

/** Who holds a claim in force on the conversation. */
const claimInForce = (now: Date) =>
  and(eq(operatorClaims.conversationId, conversations.id), gt(operatorClaims.expiresAt, now));

/** The waiting conversations, the longest waiting first, with who works on each now. */
export async function listWaiting(db: Db, filter: QueueFilter, now: Date, limit: number) {
  const rows = await joinWaiting(db.select({
    conversationId: conversations.id,
    siteId: conversations.siteId,
    language: memberLanguage,
    fictionalId: fictionalSide.userId,
    memberId: profiles.userId,
    waitingMessages: fictionalSide.unread,
    waitingSince: waitingSince.as('waiting_since'),
    claimStaffId: operatorClaims.staffId,
    claimStaffName: staff.name,
    claimExpiresAt: operatorClaims.expiresAt,
  }).from(fictionalSide).$dynamic())
    .leftJoin(operatorClaims, claimInForce(now))
    .leftJoin(staff, eq(staff.id, operatorClaims.staffId))
    .where(waitingWhere(filter))
    .orderBy(sql`waiting_since asc nulls last`, asc(conversations.id))
    .limit(limit);
  return rows;
}

/** How many conversations wait, and since when the oldest does; per language when asked. */
export async function countWaiting(db: Db, filter: QueueFilter): Promise<QueueCount> {
  const oldest = sql<Date | null>`min(${waitingSince})`.mapWith((value: string | Date) => new Date(value));
  const [row] = await joinWaiting(db.select({ count: count(), oldest }).from(fictionalSide).$dynamic()).where(waitingWhere(filter));
  return toQueueCount(row);
}

export async function countWaitingByLanguage(db: Db, filter: QueueFilter): Promise<{ language: Locale; count: number }[]> {
  const rows = await joinWaiting(db.select({ language: memberLanguage, count: count() }).from(fictionalSide).$dynamic())
    .where(waitingWhere({ siteId: filter.siteId }))
    .groupBy(users.language)
    .orderBy(desc(count()));
  return rows;
}

/**
 * Waiting conversations per hour their wait began (whole hours since 1970, UTC), for the figures'
 * arrivals: counted by the database, by the queue's own rule.
 */
export async function countWaitingByHour(db: Db, filter: QueueFilter): Promise<{ hour: number | null; count: number }[]> {
  const hour = sql<number | null>`floor(extract(epoch from ${waitingSince}) / 3600)::int`;
  return joinWaiting(db.select({ hour, count: count() }).from(fictionalSide).$dynamic())
    .where(waitingWhere(filter))
    .groupBy(sql`1`);
}

/** The longest-waiting conversation nobody else works on now, or undefined. */
export async function oldestFree(db: Db, filter: QueueFilter, staffId: number, now: Date): Promise<number | undefined> {
  const free = sql`not exists (select 1 from ${operatorClaims} where ${and(claimInForce(now), sql`${operatorClaims.staffId} <> ${staffId}`)})`;
  const [row] = await joinWaiting(
    db.select({ conversationId: conversations.id, waitingSince: waitingSince.as('waiting_since') }).from(fictionalSide).$dynamic(),
  )
    .where(waitingWhere(filter, free))
    .orderBy(sql`waiting_since asc nulls last`, asc(conversations.id))
    .limit(1);
  return row?.conversationId;
}

/** The fictional profile and member of a conversation that has one of each, and the member's language. */
export async function findOperatedConversation(db: Db, conversationId: number) {
  const [row] = await joinWaiting(
    db
      .select({
        conversationId: conversations.id,
        siteId: conversations.siteId,
        fictionalId: fictionalSide.userId,
        memberId: profiles.userId,
        language: memberLanguage,
      })
      .from(fictionalSide)
      .$dynamic(),
  ).where(and(eq(conversations.id, conversationId), eq(profiles.fictional, false)));
  return row;
}

/** The member's oldest message the profile has not read, when one waits. */
export async function findWaitingSince(db: Db, conversationId: number, memberUserId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`min(${messages.createdAt})`.mapWith((value: string | Date) => new Date(value)) })
    .from(messages)
    .where(
      and(eq(messages.conversationId, conversationId), eq(messages.senderId, memberUserId), isNull(messages.readAt), deliveredMessage),
    );
  return row?.at ?? null;
}

/** The id of the member's newest message delivered in the conversation. */
export async function latestMessageFrom(db: Db, conversationId: number, memberUserId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, memberUserId), deliveredMessage))
    .orderBy(desc(messages.id))
    .limit(1);
  return row?.id;
}

/**
 * Takes the conversation for the operator, or renews their claim: one statement, so of two
 * operators at the same moment one gets it. Undefined when another holds a claim in force.
 */
export async function claim(db: Db, conversationId: number, staffId: number, now: Date, expiresAt: Date): Promise<Date | undefined> {
  const [row] = await db
    .insert(operatorClaims)
    .values({ conversationId, staffId, claimedAt: now, expiresAt })
    .onConflictDoUpdate({
      target: operatorClaims.conversationId,
      set: {
        staffId,
        expiresAt,
        claimedAt: sql`case when ${operatorClaims.staffId} = ${staffId} then ${operatorClaims.claimedAt} else ${now} end`,
      },
      setWhere: or(eq(operatorClaims.staffId, staffId), lte(operatorClaims.expiresAt, now)),
    })
    .returning({ expiresAt: operatorClaims.expiresAt });
  return row?.expiresAt;
}

/** Who holds the conversation now (a claim in force), locked until the transaction ends. */
export async function lockClaim(tx: Tx, conversationId: number, now: Date): Promise<{ staffId: number } | undefined> {
  const [row] = await tx
    .select({ staffId: operatorClaims.staffId })
    .from(operatorClaims)
    .where(and(eq(operatorClaims.conversationId, conversationId), gt(operatorClaims.expiresAt, now)))
    .for('update');
  return row;
}

export async function currentClaim(db: Db, conversationId: number, now: Date) {
  const [row] = await db
    .select({ staffId: operatorClaims.staffId, staffName: staff.name, expiresAt: operatorClaims.expiresAt })
    .from(operatorClaims)
    .innerJoin(staff, eq(staff.id, operatorClaims.staffId))
    .where(and(eq(operatorClaims.conversationId, conversationId), gt(operatorClaims.expiresAt, now)));
  return row;
}

export async function release(db: Db, conversationId: number, staffId: number): Promise<void> {
  await db.delete(operatorClaims).where(and(eq(operatorClaims.conversationId, conversationId), eq(operatorClaims.staffId, staffId)));
}

export async function recordOperatorMessage(tx: Tx, row: typeof operatorMessages.$inferInsert): Promise<void> {
  await tx.insert(operatorMessages).values(row);
}

/** The profile's latest answers in its other conversations, the newest first, with the members' names. */
export async function earlierAnswers(db: Db, fictionalId: number, exceptConversationId: number, limit: number) {
  const member = aliasedTable(profiles, 'member');
  const otherMember = sql`case when ${conversations.memberA} = ${fictionalId} then ${conversations.memberB} else ${conversations.memberA} end`;
  return db
    .select({ message: messages, memberName: member.name })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(member, eq(member.userId, otherMember))
    .where(and(eq(messages.senderId, fictionalId), sql`${messages.conversationId} <> ${exceptConversationId}`))
    .orderBy(desc(messages.id))
    .limit(limit);
}
