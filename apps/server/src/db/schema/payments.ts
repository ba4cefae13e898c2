import type { DiscountValidity, PaymentMethod, PaymentStatus, StorableMethod } from '@app/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { sites } from './sites';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * One purchase of a credit bundle. Only the provider's webhook (after fetching the payment from the
 * provider) moves it to paid and credits it; creditedAt makes that happen once.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial().primaryKey(),
    /**
     * Null once the member deleted their account: bookkeeping law keeps the order (amount, VAT,
     * country, dates, the provider's reference) for years, but not who bought it.
     */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    siteId: integer()
      .notNull()
      .references(() => sites.id),
    bundleId: text().notNull(),
    credits: integer().notNull(),
    /** Minor units, after the discount. */
    amount: integer().notNull(),
    amountBeforeDiscount: integer().notNull(),
    currency: text().notNull(),
    method: text().$type<PaymentMethod>().notNull(),
    country: text().notNull(),
    status: text().$type<PaymentStatus>().notNull().default('open'),
    /** 'mollie' (also the simulated provider, which speaks Mollie's API). */
    provider: text().notNull(),
    providerPaymentId: text(),
    discountCodeId: integer().references(() => discountCodes.id, { onDelete: 'set null' }),
    discountCode: text(),
    discountPercentage: integer(),
    /** Set when the order charged a stored card or mandate (/credits/repeat-order, direct debit). */
    storedMethodId: integer().references(() => storedPaymentMethods.id, { onDelete: 'set null' }),
    repeat: boolean().notNull().default(false),
    paidAt: timestamp({ withTimezone: true }),
    creditedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_orders_provider_payment_unique').on(t.provider, t.providerPaymentId),
    index('payment_orders_user_idx').on(t.userId, t.createdAt),
    // Which orders hold a discount code (modules/discounts codeHeld).
    index('payment_orders_discount_code_idx').on(t.discountCodeId, t.userId),
    check('payment_orders_amount_positive', sql`${t.amount} > 0 and ${t.credits} > 0`),
  ],
);

/** A member's customer record at the provider (needed for mandates and repeat payments). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    providerCustomerId: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_customers_user_provider_unique').on(t.userId, t.provider)],
);

/** A card or SEPA mandate the provider holds for a member; repeat orders charge it. */
export const storedPaymentMethods = pgTable(
  'stored_payment_methods',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    providerCustomerId: text().notNull(),
    providerMandateId: text().notNull(),
    method: text().$type<StorableMethod>().notNull(),
    label: text().notNull(),
    holder: text(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('stored_payment_methods_mandate_unique').on(t.provider, t.providerMandateId)],
);

/** Discount codes of a site (SPEC §3, §5); a code with userId belongs to that member only. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id),
    /** Upper case. */
    code: text().notNull(),
    valuePercentage: integer().notNull(),
    currency: text(),
    minimumOrderValue: integer(),
    country: text(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    validity: text().$type<DiscountValidity>().notNull(),
    /** How many orders in total may hold a 'limited' code. */
    maxUses: integer(),
    status: text({ enum: ['active', 'inactive'] }).notNull().default('active'),
    expiresAt: timestamp({ withTimezone: true }),
    paymentMethods: jsonb().$type<PaymentMethod[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_site_code_unique').on(t.siteId, t.code),
    check('discount_codes_percentage_range', sql`${t.valuePercentage} between 1 and 100`),
    check('discount_codes_limited_uses', sql`(${t.validity} = 'limited') = (${t.maxUses} is not null and ${t.maxUses} > 0)`),
  ],
);

/**
 * A direct-debit form waiting for its SMS code: the details are kept here (not in the browser)
 * until the right code arrives; only the code's hash is stored.
 */
export const directDebitVerifications = pgTable('direct_debit_verifications', {
  id: text().primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  bundleId: text().notNull(),
  accountHolder: text().notNull(),
  iban: text().notNull(),
  address: jsonb().$type<{ street: string; house_number: string; postal_code: string; city: string }>().notNull(),
  mobile: text().notNull(),
  codeHash: text().notNull(),
  attempts: integer().notNull().default(0),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

/** SMS written when no SMS gateway is configured; the dev mailbox page shows them. */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial().primaryKey(),
  to: text().notNull(),
  text: text().notNull(),
  createdAt: createdAt(),
});
