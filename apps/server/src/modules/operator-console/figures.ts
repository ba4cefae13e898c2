import { aliasedTable, and, count, countDistinct, eq, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { conversationMembers, conversations, messages, operatorMessages, profiles, staff } from '../../db/schema';
import { deliveredMessage } from '../members/visible-messages';

/** The figures' SQL (issue 19): operators' messages from their console record, conversations from the chat. */

/** From the first moment of the first hour up to now, both included. */
export interface FiguresPeriod {
  start: Date;
  end: Date;
  siteId?: number;
}

/** The hour a moment falls in, as whole hours since 1970 (UTC, whatever the session's time zone). */
const hourOf = (moment: SQL | AnyPgColumn) => sql<number>`floor(extract(epoch from ${moment}) / 3600)::int`.mapWith(Number);

/** How long the member waited for an answer; null for a message that answered nothing. */
const waitSeconds = sql`extract(epoch from ${operatorMessages.sentAt} - ${operatorMessages.waitedSince})::float8`;
/** A percentile of the waits, in whole seconds; null when none; nulls (no wait) are left out. */
const waitPercentile = (fraction: number) =>
  sql<number | null>`round(percentile_cont(${sql.raw(String(fraction))}) within group (order by ${waitSeconds}))::int`;

const sentIn = ({ start, end, siteId }: FiguresPeriod) =>
  and(
    gte(operatorMessages.sentAt, start),
    lte(operatorMessages.sentAt, end),
    siteId === undefined ? undefined : eq(operatorMessages.siteId, siteId),
  );
const isAnswer = isNotNull(operatorMessages.waitedSince);

/** The answers sent in the period: how many, and their median and 95th percentile waits. */
export async function answerTimes(db: Db, period: FiguresPeriod) {
  const [row] = await db
    .select({ answered: count(), median: waitPercentile(0.5), p95: waitPercentile(0.95) })
    .from(operatorMessages)
    .where(and(sentIn(period), isAnswer));
  return row ?? { answered: 0, median: null, p95: null };
}

/** Each operator's messages sent in the period; staff removed since share the row of a null id. */
export async function operatorTotals(db: Db, period: FiguresPeriod) {
  return db
    .select({
      staffId: operatorMessages.staffId,
      name: staff.name,
      answered: sql<number>`count(*) filter (where ${isAnswer})::int`.mapWith(Number),
      firstMessages: sql<number>`count(*) filter (where ${operatorMessages.firstContact})::int`.mapWith(Number),
      messages: count(),
      median: waitPercentile(0.5),
    })
    .from(operatorMessages)
    .leftJoin(staff, eq(staff.id, operatorMessages.staffId))
    .where(sentIn(period))
    .groupBy(operatorMessages.staffId, staff.name);
}

/** Answers sent in each hour of the period (hours without any are absent). */
export async function answersPerHour(db: Db, period: FiguresPeriod) {
  const hour = hourOf(operatorMessages.sentAt);
  return db
    .select({ hour, count: count() })
    .from(operatorMessages)
    .where(and(sentIn(period), isAnswer))
    .groupBy(hour);
}

/**
 * Waits that began in each hour of the period and have been answered: one per conversation and
 * first unanswered message, however many messages the answer took.
 */
export async function answeredArrivalsPerHour(db: Db, { start, end, siteId }: FiguresPeriod) {
  const waits = db
    .selectDistinct({ conversationId: operatorMessages.conversationId, waitedSince: operatorMessages.waitedSince })
    .from(operatorMessages)
    .where(
      and(
        gte(operatorMessages.waitedSince, start),
        lte(operatorMessages.waitedSince, end),
        siteId === undefined ? undefined : eq(operatorMessages.siteId, siteId),
      ),
    )
    .as('waits');
  const hour = hourOf(waits.waitedSince);
  return db.select({ hour, count: count() }).from(waits).groupBy(hour);
}

const fictionalProfile = aliasedTable(profiles, 'fictional_profile');
const otherSide = sql`case when ${conversations.memberA} = ${fictionalProfile.userId} then ${conversations.memberB} else ${conversations.memberA} end`;

/**
 * The delivered messages sent in the period in conversations between a fictional profile and a
 * member, and how many such conversations had one. Runs from the fictional profiles, which are
 * few, to their conversations active since the period began.
 */
export async function conversationMessages(db: Db, { start, end, siteId }: FiguresPeriod) {
  const fromProfile = eq(messages.senderId, fictionalProfile.userId);
  const [row] = await db
    .select({
      conversations: countDistinct(messages.conversationId),
      profileMessages: sql<number>`count(*) filter (where ${fromProfile})::int`.mapWith(Number),
      // A member who left since keeps their messages (sender null): still the member's.
      memberMessages: sql<number>`count(*) filter (where not coalesce(${fromProfile}, false))::int`.mapWith(Number),
    })
    .from(fictionalProfile)
    .innerJoin(conversationMembers, eq(conversationMembers.userId, fictionalProfile.userId))
    .innerJoin(conversations, and(eq(conversations.id, conversationMembers.conversationId), gte(conversations.lastMessageAt, start)))
    .innerJoin(messages, and(eq(messages.conversationId, conversations.id), gte(messages.createdAt, start), lte(messages.createdAt, end)))
    .where(
      and(
        eq(fictionalProfile.fictional, true),
        deliveredMessage,
        sql`not exists (select 1 from ${profiles} where ${profiles.userId} = ${otherSide} and ${profiles.fictional})`,
        siteId === undefined ? undefined : eq(conversations.siteId, siteId),
      ),
    );
  return row ?? { conversations: 0, profileMessages: 0, memberMessages: 0 };
}
