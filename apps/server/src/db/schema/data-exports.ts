import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A member's request for a copy of their data (GDPR art. 15 and 20). A job builds the ZIP into the
 * object store (the key below) and mails the link; the file is deleted when the link expires.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** preparing (the job has not run) → ready (the file exists) → expired (the file is deleted). */
    status: text({ enum: ['preparing', 'ready', 'expired'] }).notNull().default('preparing'),
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    readyAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    /** The ZIP's size in bytes, once built. */
    size: integer(),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.requestedAt)],
);
