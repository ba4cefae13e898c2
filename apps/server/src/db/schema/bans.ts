import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { sites } from './sites';

const at = () => timestamp({ withTimezone: true });

/** The four things the /ban page says a ban applies to. */
export const BAN_KINDS = ['account', 'email', 'device', 'ip'] as const;

/**
 * Bans and suspensions staff made: while one applies, what it names cannot log in, sign up or use
 * a session on its site (modules/session/bans.ts). Lifting keeps the row, so a member's page shows
 * what was banned, when and until when.
 */
export const bans = pgTable(
  'bans',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id),
    kind: text({ enum: BAN_KINDS }).notNull(),
    /** account: the user id; email: the address, lower case; device: the device cookie; ip: the address. */
    value: text().notNull(),
    /** The member whose page it was made on; the ban outlives the account's deletion. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    reason: text().notNull(),
    /** A suspension ends by itself; null is a ban until lifted. */
    expiresAt: at(),
    liftedAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('bans_active_idx').on(t.siteId, t.kind, t.value).where(sql`${t.liftedAt} is null`),
    index('bans_user_idx').on(t.userId),
  ],
);
