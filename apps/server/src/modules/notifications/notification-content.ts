import type { Locale, PushPayload } from '@app/core';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../platform/clock';
import type { PushText } from '../../platform/mail/mail-catalogues';
import { renderPush } from '../../platform/mail/render-mail';
import type { NotificationEvent } from '../members/notification-port';
import type { MessageRow } from './repo';

/** However many messages a chat gets, its mails come at most this often; likes likewise. */
export const MAIL_INTERVAL_MS = 30 * MINUTE_MS;
/**
 * Visits come in bulk (a member opens a dozen profiles while browsing) and are news of a smaller
 * kind than a like, so a member hears of them by mail at most once a day: a daily nudge to look
 * at the Visitors tab, not a mail per visitor. The push, quieter, at most once an hour.
 */
const VISIT_MAIL_INTERVAL_MS = DAY_MS;
export const VISIT_PUSH_INTERVAL_MS = HOUR_MS;
/** How long a pushed message text may be; the rest is in the chat. */
const PREVIEW_CHARS = 100;

/** The page a notification opens (the web app's routes chats-id and likes-m-id). */
export function notificationPath(event: NotificationEvent): string {
  if (event.type === 'message') return `/chats/${event.conversationId}`;
  return event.type === 'visit' ? '/likes/visitors' : `/likes/m/${event.memberId}`;
}

/**
 * What the mail throttle counts: one mail per chat per interval, one about likes per interval,
 * one per match ever (`interval` null), one about visits a day.
 */
export function mailTopic(event: NotificationEvent): { topic: string; intervalMs: number | null } {
  if (event.type === 'message') return { topic: `message:${event.conversationId}`, intervalMs: MAIL_INTERVAL_MS };
  if (event.type === 'like') return { topic: 'like', intervalMs: MAIL_INTERVAL_MS };
  if (event.type === 'visit') return { topic: 'visit', intervalMs: VISIT_MAIL_INTERVAL_MS };
  return { topic: `match:${event.memberId}`, intervalMs: null };
}

/** A push for the same tag replaces the one before: one notification per chat, one for likes, one for visits. */
function pushTag(event: NotificationEvent): string {
  if (event.type === 'message') return `chat-${event.conversationId}`;
  if (event.type === 'visit') return 'visits';
  return event.type === 'like' ? 'likes' : `match-${event.memberId}`;
}

/** The message as a notification line: its text shortened on one line, or what was sent. */
function messagePreview(message: MessageRow, locale: Locale, member: string): string {
  if (message.kind === 'photo') return renderPush('message_photo', locale, { member });
  if (message.kind === 'gift') return renderPush('message_gift', locale, { member });
  // Code points, so an emoji is never cut in half.
  const chars = [...message.text.replace(/\s+/g, ' ').trim()];
  return chars.length <= PREVIEW_CHARS ? chars.join('') : `${chars.slice(0, PREVIEW_CHARS - 1).join('').trimEnd()}…`;
}

const PUSH_TEXTS: Record<'like' | 'match' | 'visit', { title: PushText; body: PushText }> = {
  like: { title: 'like_title', body: 'like_body' },
  match: { title: 'match_title', body: 'match_body' },
  visit: { title: 'visit_title', body: 'visit_body' },
};

/** The push in the member's language; `message` is there for message events. */
export function pushPayload(
  event: NotificationEvent,
  locale: Locale,
  details: { member: string; message?: MessageRow; icon?: string; badgeCount: number },
): PushPayload {
  const { member } = details;
  const texts =
    event.type === 'message'
      ? {
          title: renderPush('message_title', locale, { member }),
          body: details.message ? messagePreview(details.message, locale, member) : '',
        }
      : {
          title: renderPush(PUSH_TEXTS[event.type].title, locale, { member }),
          body: renderPush(PUSH_TEXTS[event.type].body, locale, { member }),
        };
  return {
    type: event.type,
    ...texts,
    url: notificationPath(event),
    tag: pushTag(event),
    ...(details.icon && { icon: details.icon }),
    badge_count: details.badgeCount,
  };
}
