import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { sites } from './sites';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * Secrets the server makes once and keeps (the VAPID key pair for web push, the key that signs
 * unsubscribe links), so every process and every restart uses the same.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: jsonb().$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});

/** A browser's push subscription; the push service's 404 or 410 deletes it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    userAgent: text(),
    createdAt: createdAt(),
    lastSuccessAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Page behaviour the site records (SPEC §4, §7): `hidden` beacons and, with the `lb` query key,
 * page bounces; for traffic analysis, never shown to members.
 */
export const pageEvents = pgTable(
  'page_events',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    kind: text({ enum: ['hidden', 'bounce'] }).notNull(),
    path: text(),
    createdAt: createdAt(),
  },
  (t) => [index('page_events_site_created_idx').on(t.siteId, t.createdAt)],
);

/** Mails of one kind to one member in a window, so a busy chat sends one mail, not fifty. */
export const notificationLog = pgTable(
  'notification_log',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'message:<conversation id>', 'like', 'match:<member id>'. */
    topic: text().notNull(),
    channel: text({ enum: ['mail', 'push'] }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('notification_log_user_topic_idx').on(t.userId, t.topic, t.channel, t.sentAt)],
);
