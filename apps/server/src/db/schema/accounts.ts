import {
  BODY_TYPES,
  EYE_COLOURS,
  HAIR_COLOURS,
  type InterestKey,
  type NotificationDisabledReason,
  type NotificationType,
  RELATIONSHIP_STATUSES,
  type TrackingInfo,
} from '@app/core';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from './sites';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A member of one site; the same address may hold an account on each site. */
export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id),
    /** Stored lower-case and trimmed, so equality is case-insensitive. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    status: text({ enum: ['not_confirmed', 'confirmed', 'pending_deletion'] }).notNull(),
    /** Kept equal to the sum of the member's ledger rows; never below zero. */
    credits: integer().notNull().default(0),
    paidUser: boolean().notNull().default(false),
    language: text().notNull(),
    notificationsDisabled: jsonb().$type<NotificationDisabledReason[]>().notNull().default([]),
    notificationSettings: jsonb().$type<Partial<Record<NotificationType, boolean>>>().notNull().default({}),
    tracking: jsonb().$type<TrackingInfo>().notNull().default({}),
    signupIp: text(),
    /** SPEC §3 signup_message: a first message to signupMemberId, delivered once chat exists for it. */
    signupMessage: text(),
    signupMemberId: integer(),
    emailConfirmedAt: timestamp({ withTimezone: true }),
    deletionRequestedAt: timestamp({ withTimezone: true }),
    /** Set when a direct debit bounced or was reversed: SPEC §8 'Your account is blocked for direct debit payments.' */
    directDebitBlockedAt: timestamp({ withTimezone: true }),
    /** When the member confirmed the warning about fictional profiles; their messages to one wait for it. */
    fictionalWarningConfirmedAt: timestamp({ withTimezone: true }),
    /** The member lets fictional profiles write the first message (issue 19); they turn it off in the settings. */
    fictionalFirstContact: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_site_email_unique').on(t.siteId, t.email),
    index('users_pending_deletion_idx').on(t.deletionRequestedAt).where(sql`${t.deletionRequestedAt} is not null`),
    // The new members of a site, newest first: whom fictional profiles may write first to.
    index('users_site_created_idx').on(t.siteId, t.createdAt),
  ],
);

export const profiles = pgTable(
  'profiles',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Copied from users so search filters one table. */
    siteId: integer()
      .notNull()
      .references(() => sites.id),
    name: text().notNull(),
    dateOfBirth: date({ mode: 'string' }).notNull(),
    gender: text({ enum: ['male', 'female'] }).notNull(),
    sexuality: text({ enum: ['hetero', 'gay', 'lesbian', 'bi'] }).notNull(),
    country: text().notNull(),
    region: text().notNull().default(''),
    city: text().notNull().default(''),
    /** 'disabled' until the member confirms the e-mail address (SPEC §4). */
    status: text({ enum: ['active', 'disabled'] }).notNull(),
    fictional: boolean().notNull().default(false),
    /** Left out of every member list (search, landers, swipe) while a complaint about a minor waits for staff. */
    hiddenForReview: boolean().notNull().default(false),
    interests: jsonb().$type<InterestKey[]>().notNull().default([]),
    hairColour: text({ enum: HAIR_COLOURS }),
    eyeColour: text({ enum: EYE_COLOURS }),
    bodyType: text({ enum: BODY_TYPES }),
    relationshipStatus: text({ enum: RELATIONSHIP_STATUSES }),
    about: text().notNull().default(''),
    /** The photo shown in lists and shared; only an active photo counts for others. */
    mainPhotoId: integer(),
    lastActiveAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Search: site, gender, country and age (date of birth) on active profiles. The trailing columns
    // make counting and sorting an index-only scan (bench/search: p95 118 ms → under 20 ms at 1M profiles).
    index('profiles_search_idx')
      .on(t.siteId, t.gender, t.country, t.dateOfBirth, t.region, t.lastActiveAt, t.userId)
      .where(sql`${t.status} = 'active'`),
    index('profiles_site_activity_idx').on(t.siteId, t.lastActiveAt).where(sql`${t.status} = 'active'`),
  ],
);

/** A login; the cookie holds a random token, the table only its SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text(),
    /** The client's address at login, for staff looking at a member's devices and for IP bans. */
    ip: text(),
    /** The browser's long-lived device cookie (session/device.ts), which a device ban names. */
    deviceId: text(),
    /**
     * Set when a ban ended the session: it never logs anyone in again, but while the ban lasts
     * its cookie still tells the browser why (403 banned), so the member meets the ban page.
     */
    bannedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_device_idx').on(t.deviceId), index('sessions_ip_idx').on(t.ip)],
);

/** Single-use links sent by mail; only the token's hash is stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['activation', 'password_reset', 'mail_change', 'reactivation'] }).notNull(),
    tokenHash: text().notNull().unique(),
    /** For mail_change: the address the account moves to. */
    newEmail: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

/**
 * Counted attempts (failed password checks, address lookups) by subject, kept in the database so
 * that neither a restart nor a second server process forgets them. The table keeps the name it had
 * when it held only failed logins.
 */
export const attempts = pgTable(
  'login_failures',
  {
    id: serial().primaryKey(),
    /** What was tried and by whom, e.g. 'account:<user id>', 'account:<user id>:ip:<address>', 'ip:<address>'. */
    subject: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_subject_idx').on(t.subject, t.createdAt)],
);

/** Every change of a member's credits, with why; the balance on users is their running sum. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer().notNull(),
    balanceAfter: integer().notNull(),
    reason: text().notNull(),
    /** Makes a retried operation land once, e.g. 'signup' or 'payment:<id>'. */
    idempotencyKey: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('credit_ledger_user_key_unique').on(t.userId, t.idempotencyKey)],
);

/** Mails written when no SMTP server is configured; the dev mailbox page shows them. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial().primaryKey(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  html: text().notNull(),
  createdAt: createdAt(),
});

/** Durable background work (e.g. deleting an account after 14 days), picked up by the job runner. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial().primaryKey(),
    type: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    runAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    doneAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null`)],
);
