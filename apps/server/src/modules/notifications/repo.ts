import type { NotificationDisabledReason, NotificationType } from '@app/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { jobs, type messages, notificationLog, pushSubscriptions, sites, users } from '../../db/schema';
import type { SiteRow } from '../site/site-row';

export type MessageRow = Pick<typeof messages.$inferSelect, 'kind' | 'text' | 'conversationId'>;

/** The sites of a round's mails, by id. */
export async function findSites(db: Db, siteIds: number[]): Promise<Map<number, SiteRow>> {
  if (siteIds.length === 0) return new Map();
  const rows = await db.select().from(sites).where(inArray(sites.id, siteIds));
  return new Map(rows.map((site) => [site.id, site]));
}

const p = (name: string) => sql.placeholder(name);

/** A notification job and when it is due. */
interface QueuedJob {
  payload: Record<string, unknown>;
  runAt: Date;
}

/**
 * A notification's two jobs in one statement, each only when it can come to anything (issue 22:
 * a push job per paid message at a peak): the push when the recipient has a push subscription,
 * the mail unless one on its topic went out after `since` (its slot taken when it is due; null:
 * ever). The jobs check again when they run; this spares queuing, claiming and running one that
 * does nothing. Prepared (db/prepared.ts): it runs after every message.
 */
const notificationJobs = prepared('notification_jobs', (db) => {
  const row = (job: 'push' | 'mail') => sql`select ${p('type')}::text, ${p(`${job}Payload`)}::jsonb, ${p(`${job}At`)}::timestamptz`;
  const recipientId = p('recipientId');
  const mailed = and(
    eq(notificationLog.userId, recipientId),
    eq(notificationLog.topic, p('topic')),
    eq(notificationLog.channel, 'mail'),
    sql`(${p('since')}::timestamptz is null or ${notificationLog.sentAt} > ${p('since')}::timestamptz)`,
  );
  const queued = db.$with('queued', { runAt: sql<string>`run_at`.mapWith(jobs.runAt).as('run_at') }).as(sql`insert into ${jobs} ("type", "payload", "run_at")
    ${row('push')} where exists (select 1 from ${pushSubscriptions} where ${eq(pushSubscriptions.userId, recipientId)})
    union all
    ${row('mail')} where not exists (select 1 from ${notificationLog} where ${mailed})
    returning "run_at"`);
  return db.with(queued).select({ runAt: queued.runAt }).from(queued);
});

export async function queueNotificationJobs(
  db: Db,
  { type, recipientId, push, mail }: { type: string; recipientId: number; push: QueuedJob; mail: QueuedJob & { topic: string; since: Date | null } },
): Promise<{ dueBy: (at: Date) => boolean }> {
  // Placeholders' values skip the columns' own encoding: the payloads go as JSON text, the moments as ISO text.
  const rows = await notificationJobs(db).execute({
    type,
    recipientId,
    pushPayload: JSON.stringify(push.payload),
    pushAt: push.runAt.toISOString(),
    mailPayload: JSON.stringify(mail.payload),
    mailAt: mail.runAt.toISOString(),
    topic: mail.topic,
    since: mail.since?.toISOString() ?? null,
  });
  return { dueBy: (at) => rows.some((job) => job.runAt.getTime() <= at.getTime()) };
}

/**
 * Takes the member's slot for a topic on a channel (mail, or a throttled push): answers the log
 * row's id, or null when one on the topic went out after `since` (null: ever). One statement,
 * claim_notification_slot (migration 0027): under the member's row lock, so two jobs at once
 * cannot both find the slot free.
 */
const claimSlotQuery = prepared('notification_claim_slot', (db) =>
  db
    .select({ id: sql<number | null>`claim_notification_slot(${p('userId')}, ${p('topic')}, ${p('channel')}, ${p('since')}, ${p('at')})` })
    .from(sql`(select 1) as one`),
);

export async function claimSlot(
  db: Db,
  { userId, topic, channel, since, at }: { userId: number; topic: string; channel: 'mail' | 'push'; since: Date | null; at: Date },
): Promise<number | null> {
  const [row] = await claimSlotQuery(db).execute({ userId, topic, channel, since: since?.toISOString() ?? null, at: at.toISOString() });
  return row!.id;
}

/** Gives a slot back when its mail or push could not be sent, so the retry may take it again. */
export async function releaseSlot(db: Db, id: number): Promise<void> {
  await db.delete(notificationLog).where(eq(notificationLog.id, id));
}

/** Switches one notification type off, leaving the member's other choices as they are. */
export async function switchOff(db: Db, userId: number, type: NotificationType): Promise<void> {
  await db
    .update(users)
    .set({ notificationSettings: sql`${users.notificationSettings} || jsonb_build_object(${type}::text, false)` })
    .where(eq(users.id, userId));
}

/** Adds a reason to every account of an address (each site), once; answers how many accounts. */
export async function addDisabledReason(db: Db, email: string, reason: NotificationDisabledReason): Promise<number> {
  const reasonJson = JSON.stringify([reason]);
  const updated = await db
    .update(users)
    .set({ notificationsDisabled: sql`${users.notificationsDisabled} || ${reasonJson}::jsonb` })
    .where(and(eq(users.email, email), sql`not ${users.notificationsDisabled} @> ${reasonJson}::jsonb`))
    .returning({ id: users.id });
  return updated.length;
}
