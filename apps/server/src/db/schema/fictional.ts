import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * What staff keep about a fictional profile (a `profiles` row with `fictional`), never shown to
 * members: its notes (the character's facts, what was said before) and its online pattern.
 */
export const fictionalProfiles = pgTable('fictional_profiles', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  notes: text().notNull().default(''),
  /** The hours of the day (0–23) the profile shows as online, in its country's local time (online-hours.ts). */
  onlineHours: jsonb().$type<number[]>().notNull().default([]),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
