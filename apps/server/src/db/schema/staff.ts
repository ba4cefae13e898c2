import type { StaffRole } from '@app/core';
import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites';

const at = () => timestamp({ withTimezone: true });

/** The operators' people: not members, with their own sessions and a second factor they must have. */
export const staff = pgTable('staff', {
  id: serial().primaryKey(),
  /** Lower case, as Email parses it. */
  email: text().notNull().unique(),
  name: text().notNull(),
  role: text().$type<StaffRole>().notNull(),
  passwordHash: text().notNull(),
  /** Base32, set once the authenticator app proved it has it; null until then (login asks to enrol). */
  totpSecret: text(),
  /** The last RFC 6238 time step accepted: a code is good once, so a code seen over a shoulder is not. */
  lastTotpStep: integer(),
  disabledAt: at(),
  lastLoginAt: at(),
  createdAt: at().notNull().defaultNow(),
});

/** Shown once at enrolment; only their argon2 hashes are kept, each good for one login. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial().primaryKey(),
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: at(),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial().primaryKey(),
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    /** False after the password alone: such a session may only give the second factor or enrol. */
    secondFactorDone: boolean().notNull().default(false),
    /** The secret being enrolled, until the app proves it with a code. */
    pendingTotpSecret: text(),
    /** The WebAuthn challenge of the passkey ceremony under way: each is answered once. */
    webauthnChallenge: text(),
    expiresAt: at().notNull(),
    /** Moved forward as the staff member works (at most once a minute); idle too long ends the session. */
    lastSeenAt: at().notNull(),
    userAgent: text(),
    ip: text(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** A staff member's passkeys (WebAuthn), a second factor besides the authenticator app. */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: serial().primaryKey(),
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** base64url, as the browser reports it. */
    credentialId: text().notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text().notNull(),
    /** The signature counter the authenticator last reported (0 for those that keep none). */
    counter: integer().notNull(),
    transports: jsonb().$type<string[]>().notNull(),
    /** The host it was made on: a passkey works only there. */
    rpId: text().notNull(),
    name: text().notNull(),
    createdAt: at().notNull().defaultNow(),
    lastUsedAt: at(),
  },
  (t) => [index('staff_passkeys_staff_idx').on(t.staffId)],
);

/**
 * Every staff write: who (address and role kept as they were), what, on what, before and after,
 * and why. Append-only: the migration adds a trigger that refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: at().notNull().defaultNow(),
    staffId: integer()
      .notNull()
      .references(() => staff.id),
    staffEmail: text().notNull(),
    role: text().$type<StaffRole>().notNull(),
    action: text().notNull(),
    subjectType: text().notNull(),
    subjectId: text().notNull(),
    siteId: integer().references(() => sites.id),
    before: jsonb(),
    after: jsonb(),
    reason: text(),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.id),
    index('audit_log_staff_idx').on(t.staffId, t.id),
  ],
);
