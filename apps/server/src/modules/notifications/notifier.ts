import { DEFAULT_LOCALE, isLocale, type Locale, notificationOn } from '@app/core';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { addMs, type Clock, DAY_MS, HOUR_MS, MINUTE_MS } from '../../platform/clock';
import { type JobPayload, type JobRunner, oneByOne } from '../../platform/jobs/job-runner';
import type { MailSender } from '../../platform/mail/mail-sender';
import type { PushSender } from '../../platform/push/push-sender';
import { listVisibleChats } from '../chat/visible-chats';
import { findLikedBy } from '../likes/liked-by';
import type { SiteOrigin } from '../site/site-origin';
import type { SiteRow } from '../site/site-row';
import { NotificationEvent, type NotificationPort } from '../members/notification-port';
import { MAIL_INTERVAL_MS, mailTopic, notificationPath, pushPayload, VISIT_PUSH_INTERVAL_MS } from './notification-content';
import { claimSlot, findSites, queueNotificationJobs, releaseSlot } from './repo';
import { readRecipients, type RecipientRow } from './recipients';
import { unsubscribeLinks, type UnsubscribeTokens } from './unsubscribe-tokens';

export const NOTIFY_JOB = 'notify';

const Channel = z.enum(['mail', 'push']);
type Channel = z.infer<typeof Channel>;

const NotifyPayload = z.object({
  event: NotificationEvent,
  channel: Channel,
  at: z.iso.datetime(),
});
type NotifyPayload = z.infer<typeof NotifyPayload>;

/**
 * A message mail waits this long, so a member who is chatting (and reads it at once) gets none;
 * the push goes out at once.
 */
export const MESSAGE_MAIL_DELAY_MS = 2 * MINUTE_MS;
/** A notification that could not go out in time (a retried job) is no news any more. */
const STALE_MS: Record<Channel, number> = { push: HOUR_MS, mail: DAY_MS };

export interface NotifierDeps {
  db: Db;
  now: Clock;
  jobs: JobRunner;
  mail: MailSender;
  push: PushSender;
  unsubscribeTokens: UnsubscribeTokens;
  siteOrigin: SiteOrigin;
  log: FastifyBaseLogger;
}

/** Whom a notification goes to, in which language, and about whom. */
interface Recipient {
  row: RecipientRow;
  locale: Locale;
  member: { name: string; icon: string | undefined };
}

/**
 * Decides when members hear about messages, likes, matches and visits, and what they read: by mail
 * (throttled, respecting settings and SPEC §4's disabled reasons) and by web push. The request
 * that caused it only queues durable jobs; SMTP and push services are talked to from the job.
 */
export class Notifier implements NotificationPort {
  constructor(private readonly deps: NotifierDeps) {}

  /** After the commit of the message or like; a failure is logged, never the caller's error. */
  async notify(event: NotificationEvent): Promise<void> {
    const { db, now, jobs, log } = this.deps;
    const at = now();
    const job = (channel: Channel): NotifyPayload => ({ event, channel, at: at.toISOString() });
    const mailAt = event.type === 'message' ? addMs(at, MESSAGE_MAIL_DELAY_MS) : at;
    const { topic, intervalMs } = mailTopic(event);
    try {
      const queued = await queueNotificationJobs(db, {
        type: NOTIFY_JOB,
        recipientId: event.recipientId,
        push: { payload: job('push'), runAt: at },
        mail: { payload: job('mail'), runAt: mailAt, topic, since: intervalMs === null ? null : addMs(mailAt, -intervalMs) },
      });
      // A round now only for a job due now: at a peak of messages a wake per message would keep the runner claiming nothing.
      if (queued.dueBy(at)) jobs.wake();
    } catch (error) {
      log.warn({ err: error, event }, 'notification could not be queued');
    }
  }

  /**
   * The jobs of a round (JobRunner.registerBatch): who they are for is read for all of them in one
   * statement, then each channel of each notification goes out in turn, each job's failure its own.
   */
  async deliverAll(payloads: JobPayload[]): Promise<PromiseSettledResult<void>[]> {
    const { db, now } = this.deps;
    const at = now().getTime();
    const parsed = payloads.map((payload) => NotifyPayload.safeParse(payload));
    // A notification that could not go out in time is no news any more: neither read for nor sent.
    const live = parsed.flatMap((job) => (job.success && at - Date.parse(job.data.at) <= STALE_MS[job.data.channel] ? [job.data] : []));
    const rows = await readRecipients(db, live.map((job) => job.event));
    const recipients = new Map(live.map((job, i) => [job, this.recipient(job, rows[i])]));
    const mailed = live.flatMap((job) => {
      const recipient = job.channel === 'mail' ? recipients.get(job) : undefined;
      return recipient ? [recipient.row.user.siteId] : [];
    });
    const sites = await findSites(db, [...new Set(mailed)]);
    return oneByOne(parsed, async (job) => {
      if (!job.success) throw job.error;
      const recipient = recipients.get(job.data);
      if (!recipient) return;
      if (job.data.channel === 'push') await this.push(job.data, recipient);
      else await this.mail(job.data, recipient, sites.get(recipient.row.user.siteId));
    });
  }

  /**
   * The recipient, when they still want to hear about it: their account is live and not a
   * fictional profile, the type is switched on, neither blocked the other, and a message is
   * still unread; a push only to a member with a push subscription.
   */
  private recipient({ event, channel }: NotifyPayload, row: RecipientRow | undefined): Recipient | undefined {
    if (!row || row.user.status === 'pending_deletion' || row.profile.fictional) return undefined;
    if (channel === 'push' && !row.hasPushSubscription) return undefined;
    if (!notificationOn(row.user.notificationSettings, event.type) || row.blocked) return undefined;
    if (event.type === 'message' && (!row.message || row.unread === 0)) return undefined;
    if (!row.member) return undefined;
    return {
      row,
      locale: isLocale(row.user.language) ? row.user.language : DEFAULT_LOCALE,
      // Who visited is what premium buys (the Visitors tab): a visit's mail and push name nobody and show no face.
      member: event.type === 'visit' ? { name: '', icon: undefined } : row.member,
    };
  }

  private async push({ event }: NotifyPayload, { row, locale, member }: Recipient): Promise<void> {
    const { db, now, push } = this.deps;
    const { user, message } = row;
    // A member browsing profiles makes many visits: the visited hear of them at most once an hour.
    if (event.type === 'visit') {
      const at = now();
      const since = addMs(at, -VISIT_PUSH_INTERVAL_MS);
      if ((await claimSlot(db, { userId: user.id, topic: 'visit', channel: 'push', since, at })) === null) return;
    }
    const [chats, likedBy] = await Promise.all([
      listVisibleChats(db, user.id),
      findLikedBy(db, user.siteId, user.id),
    ]);
    // The same total the web app's title and badge show (SPEC §4): unread messages + new likes.
    const badgeCount =
      chats.reduce((sum, chat) => sum + chat.unread, 0) + likedBy.filter((like) => like.like_new).length;
    await push.sendToUser(
      user.id,
      pushPayload(event, locale, { member: member.name, message, icon: member.icon, badgeCount }),
    );
  }

  private async mail({ event }: NotifyPayload, { row, locale, member }: Recipient, site: SiteRow | undefined): Promise<void> {
    const { db, now, mail, unsubscribeTokens, siteOrigin } = this.deps;
    const { user, profile } = row;
    // A bounce, a spam complaint or an unsubscribe in the mail app stops every mail (SPEC §4).
    if (user.notificationsDisabled.length > 0 || !site) return;
    // The recipient's own site, as configured: the request that caused it chose no part of the links.
    const origin = siteOrigin(site);

    const token = await unsubscribeTokens.issue({ userId: user.id, type: event.type });
    const at = now();
    const { topic, intervalMs } = mailTopic(event);
    const slot = await claimSlot(db, {
      userId: user.id,
      topic,
      channel: 'mail',
      since: intervalMs === null ? null : addMs(at, -intervalMs),
      at,
    });
    if (slot === null) return;
    try {
      await mail.send({
        // Each notification type has a mail of the same name.
        kind: event.type,
        to: user.email,
        locale,
        site,
        values: {
          name: profile.name,
          member: member.name,
          link: `${origin}${notificationPath(event)}`,
          minutes: MAIL_INTERVAL_MS / MINUTE_MS,
        },
        unsubscribe: unsubscribeLinks(origin, token, site),
      });
    } catch (error) {
      // Not sent, so not counted: the job's retry may take the slot again.
      await releaseSlot(db, slot);
      throw error;
    }
  }
}
