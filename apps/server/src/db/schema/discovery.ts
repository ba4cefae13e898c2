import { APPEAL_OUTCOMES, COMPLAINT_DECISIONS, COMPLAINT_PARTIES, COMPLAINT_REASONS, COMPLAINT_STATUSES, MODERATION_REASONS } from '@app/core';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bans } from './bans';
import { staff } from './staff';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A member's photo; its files are <user id>/<photo id>-<variant>.jpg in the object store (platform/storage/user-files.ts). */
export const photos = pgTable(
  'photos',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * pending until the automatic review (and, on a pre-moderated site, a moderator) let it
     * through; only active photos are shown to others.
     */
    status: text({ enum: ['pending', 'active', 'rejected'] }).notNull(),
    /** The moderators' queue: a new photo, or one made public, waits there until decided. */
    review: text({ enum: ['queued', 'escalated', 'done'] })
      .notNull()
      .default('done'),
    /** Since when it waits in the queue, which is worked oldest first. */
    queuedAt: timestamp({ withTimezone: true }),
    rejectReason: text({ enum: MODERATION_REASONS }),
    /** 64-bit perceptual hash (sharp-phash) of the main image; null until computed. */
    phash: bigint({ mode: 'bigint' }),
    private: boolean().notNull().default(false),
    position: integer().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('photos_user_idx').on(t.userId, t.position),
    index('photos_review_idx').on(t.review, t.queuedAt).where(sql`${t.review} <> 'done'`),
  ],
);

/**
 * A member's change of a profile text (name, about) for moderators to review. One open review per
 * member and field: a second change before the decision updates `after` and keeps `before`.
 */
export const profileTextReviews = pgTable(
  'profile_text_reviews',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer().notNull(),
    field: text({ enum: ['name', 'about'] }).notNull(),
    before: text().notNull(),
    after: text().notNull(),
    review: text({ enum: ['queued', 'escalated', 'done'] })
      .notNull()
      .default('queued'),
    /** Set when rejected: the text went back to `before`. */
    rejectReason: text({ enum: MODERATION_REASONS }),
    queuedAt: timestamp({ withTimezone: true }).notNull(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('profile_text_reviews_queue_idx').on(t.review, t.queuedAt).where(sql`${t.review} <> 'done'`),
    index('profile_text_reviews_user_idx').on(t.userId, t.field),
  ],
);

/** One member liking another; a like both ways is a match. */
export const likes = pgTable(
  'likes',
  {
    fromUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The liked member has not opened the liker's profile since (SPEC §3 like_new). */
    isNew: boolean().notNull().default(true),
    /** 'profile', 'search', 'swipe' or 'auto'; swipe likes count against the daily limit. */
    source: text({ enum: ['profile', 'search', 'swipe', 'auto'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.fromUserId, t.toUserId] }),
    index('likes_to_idx').on(t.toUserId, t.createdAt),
    index('likes_swipe_day_idx').on(t.fromUserId, t.createdAt).where(sql`${t.source} = 'swipe'`),
  ],
);

/**
 * A member opening another member's profile: one row per visitor and visited member. The first
 * opening of a (UTC) day moves `visitedAt` on; later openings that day write nothing, so a visit
 * is recorded, and notified, at most once a day per pair.
 */
export const profileVisits = pgTable(
  'profile_visits',
  {
    visitorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitedId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.visitorId, t.visitedId] }),
    index('profile_visits_visited_idx').on(t.visitedId, t.visitedAt),
  ],
);

/** Cards a member swiped away, so the game does not show them again. */
export const swipePasses = pgTable(
  'swipe_passes',
  {
    fromUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.fromUserId, t.toUserId] })],
);

/** SPEC §6: a blocked member cannot view the blocker's profile or contact them. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);

/**
 * Complaints from the form at /complaints, a member page or a chat, and what staff decided on them
 * (EU DSA art. 16, 17, 20): the decision, and one appeal against it, decided by another staff member.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: serial().primaryKey(),
    siteId: integer().notNull(),
    reporterUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    reporterEmail: text(),
    /** Where the complaint came from: visitors are rate-limited by it, members by their id. */
    reporterIp: text(),
    /** The language the reporter's mails are written in. */
    reporterLocale: text().notNull().default('en'),
    aboutUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The reported content, if any: a chat message of the reported member, or one of their profile photos. */
    messageId: integer(),
    photoId: integer(),
    reason: text({ enum: COMPLAINT_REASONS }).notNull(),
    message: text().notNull(),
    status: text({ enum: COMPLAINT_STATUSES })
      .notNull()
      .default('open'),
    decision: text({ enum: COMPLAINT_DECISIONS }),
    rule: text({ enum: MODERATION_REASONS }),
    explanation: text(),
    decidedBy: integer().references(() => staff.id),
    decidedAt: timestamp({ withTimezone: true }),
    /** The ban or suspension the decision made, lifted again when an appeal reverses it. */
    banId: integer().references(() => bans.id),
    /** A suspension's end, for the statement of reasons. */
    suspendedUntil: timestamp({ withTimezone: true }),
    /** Content a remove_content decision took away. */
    contentRemovedAt: timestamp({ withTimezone: true }),
    appealBy: text({ enum: COMPLAINT_PARTIES }),
    appealText: text(),
    appealedAt: timestamp({ withTimezone: true }),
    appealOutcome: text({ enum: APPEAL_OUTCOMES }),
    appealExplanation: text(),
    appealDecidedBy: integer().references(() => staff.id),
    appealDecidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('complaints_reporter_user_idx').on(t.reporterUserId, t.createdAt),
    index('complaints_reporter_ip_idx').on(t.reporterIp, t.createdAt),
    index('complaints_about_user_idx').on(t.aboutUserId),
    index('complaints_waiting_idx').on(t.siteId, t.createdAt).where(sql`${t.status} in ('open', 'appealed')`),
  ],
);
