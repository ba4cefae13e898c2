import type { PaymentStatus } from '@app/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { paymentOrders } from './payments';
import { sites } from './sites';
import { staff } from './staff';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Every status an order went through, with when: the order page's history. */
export const paymentOrderStatuses = pgTable(
  'payment_order_statuses',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    status: text().$type<PaymentStatus>().notNull(),
    at: createdAt(),
  },
  (t) => [index('payment_order_statuses_order_idx').on(t.orderId, t.at)],
);

/**
 * Money back for (part of) a paid order: asked for by staff, or made at the provider's dashboard
 * and learnt from its webhook. `requested` until the provider has answered; then the provider's
 * status. The credits taken back for it are set once, when the refund is applied.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    /** Minor units of the order's currency. */
    amount: integer().notNull(),
    status: text().$type<'requested' | 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled'>().notNull(),
    providerRefundId: text(),
    /** The request's key: the same key again (a double click, a retry) is the same refund. */
    idempotencyKey: text().notNull(),
    /** Credits taken from the member for it; null until applied. */
    credits: integer(),
    /** Who asked for it; null for a refund made at the provider. */
    staffId: integer().references(() => staff.id),
    staffEmail: text(),
    reason: text(),
    /** Asked for after the site's refund_days, which only an admin may do. */
    outsideWindow: boolean().notNull().default(false),
    /** Why the provider refused it, when it did. */
    failure: text(),
    appliedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_refunds_order_key_unique').on(t.orderId, t.idempotencyKey),
    uniqueIndex('order_refunds_provider_unique').on(t.providerRefundId),
    check('order_refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * The payer's bank took (part of) a paid order's money back. The credits of that part are taken
 * from the member's balance as far as it goes; what it cannot cover is a debt (creditDebts).
 */
export const orderChargebacks = pgTable(
  'order_chargebacks',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    providerChargebackId: text().notNull().unique(),
    amount: integer().notNull(),
    /** Credits taken from the balance, and those the balance could not cover (owed). */
    credits: integer().notNull(),
    debtCredits: integer().notNull(),
    reason: text(),
    chargedBackAt: timestamp({ withTimezone: true }).notNull(),
    reversedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('order_chargebacks_order_idx').on(t.orderId)],
);

/**
 * Credits a member owes (a chargeback took back credits already spent). The balance never goes
 * below zero: the debt waits here, and the member's next credited purchase pays it off first,
 * through the ledger like every other change.
 */
export const creditDebts = pgTable(
  'credit_debts',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credits: integer().notNull(),
    settledCredits: integer().notNull().default(0),
    /** What it came from, e.g. 'chargeback:12'. */
    source: text().notNull().unique(),
    settledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_debts_open_idx').on(t.userId).where(sql`${t.settledAt} is null`),
    check('credit_debts_settled_range', sql`${t.credits} > 0 and ${t.settledCredits} between 0 and ${t.credits}`),
  ],
);

/** Something about a member staff should look at (a chargeback), shown on their orders and their page until resolved. */
export const memberReviewFlags = pgTable(
  'member_review_flags',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer()
      .notNull()
      .references(() => sites.id),
    reason: text().$type<'chargeback'>().notNull(),
    orderId: integer().references(() => paymentOrders.id, { onDelete: 'set null' }),
    /** What raised it, so a webhook delivered twice flags once, e.g. 'chargeback:12'. */
    source: text().notNull().unique(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedByStaffId: integer().references(() => staff.id),
    resolution: text(),
    createdAt: createdAt(),
  },
  (t) => [index('member_review_flags_open_idx').on(t.userId).where(sql`${t.resolvedAt} is null`)],
);

/** The seller as a receipt names it, kept as it was when the receipt was issued. */
export interface ReceiptSeller {
  name: string;
  addressLines: string[];
  kvk: string;
  /** The company's VAT number for the buyer's country (its home country's when it has none there). */
  vatNumber: string | null;
  tradenames: string[];
}

/** The receipt of a paid order, issued once when it is paid: the VAT and the seller of that day. */
export const orderReceipts = pgTable('order_receipts', {
  orderId: integer()
    .primaryKey()
    .references(() => paymentOrders.id, { onDelete: 'cascade' }),
  /** Basis points: 2100 is 21 %. */
  vatRate: integer().notNull(),
  /** The VAT inside the order's amount, minor units. */
  vatAmount: integer().notNull(),
  seller: jsonb().$type<ReceiptSeller>().notNull(),
  issuedAt: createdAt(),
});
