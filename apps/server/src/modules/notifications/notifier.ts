import { DEFAULT_LOCALE, isLocale, type Locale, notificationOn } from '@app/core';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { addMs, type Clock, DAY_MS, HOUR_MS, MINUTE_MS } from '../../platform/clock';
import type { JobPayload, JobRunner } from '../../platform/jobs/job-runner';
import type { MailSender } from '../../platform/mail/mail-sender';
import type { PushSender } from '../../platform/push/push-sender';
import { isBlockedEitherWay } from '../members/blocks';
import { findUnread, listVisibleChats } from '../chat/visible-chats';
import { findLikedBy } from '../likes/liked-by';
import { loadProfileCards } from '../members/profile-cards';
import type { SiteOrigin } from '../site/site-origin';
import { type Account, findAccount } from '../users/accounts';
import { NotificationEvent, type NotificationPort } from '../members/notification-port';
import { MAIL_INTERVAL_MS, mailTopic, notificationPath, pushPayload, VISIT_PUSH_INTERVAL_MS } from './notification-content';
import { claimSlot, findMessage, findSite, hasPushSubscription, type MessageRow, queueNotificationJobs, releaseSlot } from './repo';
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

/** What a notification needs to know, read when its job runs. */
interface Recipient {
  account: Account;
  locale: Locale;
  member: { name: string; icon: string | undefined };
  message: MessageRow | undefined;
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

  /** The job: one channel of one notification. */
  async deliver(payload: JobPayload): Promise<void> {
    const job = NotifyPayload.parse(payload);
    if (this.deps.now().getTime() - Date.parse(job.at) > STALE_MS[job.channel]) return;
    if (job.channel === 'push' && !(await hasPushSubscription(this.deps.db, job.event.recipientId))) return;
    const recipient = await this.recipient(job.event);
    if (!recipient) return;
    if (job.channel === 'push') await this.push(job, recipient);
    else await this.mail(job, recipient);
  }

  /**
   * The recipient, when they still want to hear about it: their account is live and not a
   * fictional profile, the type is switched on, neither blocked the other, and a message is
   * still unread.
   */
  private async recipient(event: NotificationEvent): Promise<Recipient | undefined> {
    const { db, now } = this.deps;
    const account = await findAccount(db, event.recipientId);
    if (!account || account.user.status === 'pending_deletion' || account.profile.fictional) return undefined;
    if (!notificationOn(account.user.notificationSettings, event.type)) return undefined;
    if (await isBlockedEitherWay(db, event.recipientId, event.memberId)) return undefined;
    let message: MessageRow | undefined;
    if (event.type === 'message') {
      message = await findMessage(db, event.messageId);
      if (!message || (await findUnread(db, event.conversationId, event.recipientId)) === 0) return undefined;
    }
    const [card] = await loadProfileCards(db, event.recipientId, [event.memberId], now());
    if (!card) return undefined;
    return {
      account,
      locale: isLocale(account.user.language) ? account.user.language : DEFAULT_LOCALE,
      // Who visited is what premium buys (the Visitors tab): a visit's mail and push name nobody and show no face.
      member: event.type === 'visit' ? { name: '', icon: undefined } : { name: card.name, icon: card.main_image?.thumb_url },
      message,
    };
  }

  private async push({ event }: NotifyPayload, { account, locale, member, message }: Recipient): Promise<void> {
    const { db, now, push } = this.deps;
    // A member browsing profiles makes many visits: the visited hear of them at most once an hour.
    if (event.type === 'visit') {
      const at = now();
      const since = addMs(at, -VISIT_PUSH_INTERVAL_MS);
      if ((await claimSlot(db, { userId: account.user.id, topic: 'visit', channel: 'push', since, at })) === null) return;
    }
    const [chats, likedBy] = await Promise.all([
      listVisibleChats(db, account.user.id),
      findLikedBy(db, account.user.siteId, account.user.id),
    ]);
    // The same total the web app's title and badge show (SPEC §4): unread messages + new likes.
    const badgeCount =
      chats.reduce((sum, chat) => sum + chat.unread, 0) + likedBy.filter((like) => like.like_new).length;
    await push.sendToUser(
      account.user.id,
      pushPayload(event, locale, { member: member.name, message, icon: member.icon, badgeCount }),
    );
  }

  private async mail({ event }: NotifyPayload, { account, locale, member }: Recipient): Promise<void> {
    const { db, now, mail, unsubscribeTokens, siteOrigin } = this.deps;
    const { user, profile } = account;
    // A bounce, a spam complaint or an unsubscribe in the mail app stops every mail (SPEC §4).
    if (user.notificationsDisabled.length > 0) return;
    const site = await findSite(db, user.siteId);
    if (!site) return;
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
