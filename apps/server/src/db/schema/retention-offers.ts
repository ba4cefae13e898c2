import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { discountCodes } from './payments';

/**
 * The discount a member was given for staying instead of deleting the account (the company's
 * delete_discount): one per member, so taking the offer again answers the same code.
 */
export const retentionOffers = pgTable('retention_offers', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  discountCodeId: integer()
    .notNull()
    .references(() => discountCodes.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
