import { NEWSLETTER_DELIVERY_STATUSES, NEWSLETTER_FORMATS, NEWSLETTER_STATUSES } from '@app/core';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { sites } from './sites';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A newsletter an admin writes for the members of one site who speak one language. */
export const newsletters = pgTable(
  'newsletters',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id),
    language: text().notNull(),
    subject: text().notNull(),
    /** Markdown or plain text, as `format` says; rendered when each mail is sent. */
    body: text().notNull(),
    format: text({ enum: NEWSLETTER_FORMATS }).notNull(),
    /** draft (editable) → sending (recipients fixed, batches going out) → sent. */
    status: text({ enum: NEWSLETTER_STATUSES }).notNull().default('draft'),
    queuedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index('newsletters_site_idx').on(t.siteId, t.createdAt)],
);

/**
 * One member's copy of a newsletter: written when the newsletter is sent, claimed (`sending`)
 * before its mail goes out. The unique key is what keeps a second "send" or a retried job from
 * mailing a member twice.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: serial().primaryKey(),
    newsletterId: integer()
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: NEWSLETTER_DELIVERY_STATUSES }).notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    claimedAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_deliveries_newsletter_user_unique').on(t.newsletterId, t.userId),
    // The next batch: a newsletter's queued copies in member order.
    index('newsletter_deliveries_status_idx').on(t.newsletterId, t.status, t.userId),
  ],
);
