import { z } from 'zod';
import { CountryCode } from './regions';
import { NotificationType } from './user';

/**
 * A browser's push subscription as PushSubscription.toJSON() gives it (the Push API), sent with
 * POST /api/user.php?push=1 (SPEC §7).
 */
export const PushSubscriptionJson = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionJson>;

/** POST /api/user.php?push=1: store (or with null, forget) this browser's push subscription. */
export const PushSubscribeBody = z.object({
  subscription: PushSubscriptionJson.nullable(),
  /** When subscription is null: which endpoint to forget. */
  endpoint: z.url().max(2000).optional(),
});
export type PushSubscribeBody = z.infer<typeof PushSubscribeBody>;

/** SPEC §4: what the browser says about push permission. */
export const PUSH_PERMISSIONS = ['unsupported', 'unknown', 'prompt', 'granted', 'denied'] as const;
export const PushPermission = z.enum(PUSH_PERMISSIONS);
export type PushPermission = z.infer<typeof PushPermission>;

/** The kinds of notification pushed and mailed. */
export const NotificationEventType = z.enum(['message', 'like', 'match', 'visit']);
export type NotificationEventType = z.infer<typeof NotificationEventType>;

/**
 * What the service worker receives in a push (encrypted, RFC 8291): the text is already in the
 * member's language; `url` is the page a click opens; `tag` collapses repeats (one per chat).
 */
export const PushPayload = z.object({
  type: NotificationEventType,
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  icon: z.string().optional(),
  /** The member's unread messages + new likes, for the app badge. */
  badge_count: z.number().int().min(0).optional(),
});
export type PushPayload = z.infer<typeof PushPayload>;

/** Messages the service worker posts to open tabs (SPEC §7: push triggers reloading chats and likes). */
export const ServiceWorkerMessage = z.object({ type: z.literal('push'), event: NotificationEventType });
export type ServiceWorkerMessage = z.infer<typeof ServiceWorkerMessage>;

/** GET /api/unsubscribe.php?token=…: what a one-click unsubscribe link switches off. */
export const UnsubscribeQuery = z.object({ token: z.string().min(10).max(500) });
export type UnsubscribeQuery = z.infer<typeof UnsubscribeQuery>;

export const UnsubscribeResponse = z.object({ type: NotificationType, email: z.string() });
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponse>;

/**
 * POST /api/mail-events.php: the mail provider reports a bounce, a spam complaint or an
 * unsubscribe done in the mail app (SPEC §4's disabled reasons); authorised by MAIL_EVENTS_TOKEN.
 */
export const MailEventBody = z.object({
  type: z.enum(['bounce', 'complaint', 'unsubscribe']),
  email: z.email(),
  /** For bounces: only permanent ones stop mail. */
  permanent: z.boolean().optional(),
});
export type MailEventBody = z.infer<typeof MailEventBody>;

/** POST /api/page-hidden.php: the beacon sent when the page is hidden (SPEC §7), body may be empty. */
export const PageHiddenBody = z
  .object({ path: z.string().max(500).optional(), bounce: z.boolean().optional() })
  .optional();
export type PageHiddenBody = z.infer<typeof PageHiddenBody>;

/** GET /api/geocode.php?lat=&lon=: offline reverse geocoding (SPEC §7). */
export const GeocodeQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
export type GeocodeQuery = z.infer<typeof GeocodeQuery>;

export const GeocodeResult = z.object({
  country: CountryCode,
  /** A region name as GET /api/regions.php lists it for the country; empty when unknown. */
  region: z.string(),
  city: z.string(),
});
export type GeocodeResult = z.infer<typeof GeocodeResult>;

/** The answer is false when nothing is found (SPEC §7: "result stored; false on failure"). */
export const GeocodeResponse = z.object({ geocode: GeocodeResult.or(z.literal(false)) });
export type GeocodeResponse = z.infer<typeof GeocodeResponse>;

