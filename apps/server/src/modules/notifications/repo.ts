import type { NotificationDisabledReason, NotificationType } from '@app/core';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, messages, notificationLog, pushSubscriptions, sites, users } from '../../db/schema';
import { lockMember } from '../members/member-lock';
import type { SiteRow } from '../site/site-row';

export type MessageRow = Pick<typeof messages.$inferSelect, 'kind' | 'text' | 'conversationId'>;

export async function findSite(db: Db, siteId: number): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.id, siteId));
  return row;
}

export async function findMessage(db: Db, messageId: number): Promise<MessageRow | undefined> {
  const [row] = await db
    .select({ kind: messages.kind, text: messages.text, conversationId: messages.conversationId })
    .from(messages)
    .where(eq(messages.id, messageId));
  return row;
}

export async function hasPushSubscription(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** A notification job and when it is due. */
interface QueuedJob {
  payload: Record<string, unknown>;
  runAt: Date;
}

/**
 * A notification's two jobs in one statement, each only when it can come to anything (issue 22:
 * a push job per paid message at a peak): the push when the recipient has a push subscription,
 * the mail unless one on its topic went out after `since` (its slot taken when it is due). The
 * jobs check again when they run; this spares queuing, claiming and running one that does nothing.
 */
export async function queueNotificationJobs(
  db: Db,
  { type, recipientId, push, mail }: { type: string; recipientId: number; push: QueuedJob; mail: QueuedJob & { topic: string; since: Date | null } },
): Promise<{ dueBy: (at: Date) => boolean }> {
  const row = (job: QueuedJob) => sql`select ${type}, ${JSON.stringify(job.payload)}::jsonb, ${job.runAt.toISOString()}::timestamptz`;
  const mailed = and(
    eq(notificationLog.userId, recipientId),
    eq(notificationLog.topic, mail.topic),
    eq(notificationLog.channel, 'mail'),
    mail.since ? gt(notificationLog.sentAt, mail.since) : undefined,
  );
  const queued = db.$with('queued', { runAt: sql<string>`run_at`.mapWith(jobs.runAt).as('run_at') }).as(sql`insert into ${jobs} ("type", "payload", "run_at")
    ${row(push)} where exists (select 1 from ${pushSubscriptions} where ${eq(pushSubscriptions.userId, recipientId)})
    union all
    ${row(mail)} where not exists (select 1 from ${notificationLog} where ${mailed})
    returning "run_at"`);
  const rows = await db.with(queued).select({ runAt: queued.runAt }).from(queued);
  return { dueBy: (at) => rows.some((job) => job.runAt.getTime() <= at.getTime()) };
}

/**
 * Takes the member's slot for a topic on a channel (mail, or a throttled push): answers the log
 * row's id, or null when one on the topic went out after `since` (null: ever). Under the member's
 * row lock, so two jobs at once cannot both find the slot free.
 */
export async function claimSlot(
  db: Db,
  { userId, topic, channel, since, at }: { userId: number; topic: string; channel: 'mail' | 'push'; since: Date | null; at: Date },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const sent = and(
      eq(notificationLog.userId, userId),
      eq(notificationLog.topic, topic),
      eq(notificationLog.channel, channel),
      since ? gt(notificationLog.sentAt, since) : undefined,
    );
    const [earlier] = await tx.select({ id: notificationLog.id }).from(notificationLog).where(sent).limit(1);
    if (earlier) return null;
    const [row] = await tx
      .insert(notificationLog)
      .values({ userId, topic, channel, sentAt: at })
      .returning({ id: notificationLog.id });
    return row!.id;
  });
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
