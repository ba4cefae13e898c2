import {
  type AdminOrderState,
  type CountryCode,
  type Currency,
  DIRECT_DEBIT,
  type Order,
  type PaymentMethod,
  type StoredPaymentMethod,
} from '@app/core';
import { and, asc, desc, eq, gt, gte, ilike, inArray, isNotNull, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { containing } from '../../db/containing';
import {
  companies,
  creditLedger,
  memberReviewFlags,
  orderChargebacks,
  orderReceipts,
  orderRefunds,
  paymentCustomers,
  paymentOrders,
  paymentOrderStatuses,
  profiles,
  sites,
  storedPaymentMethods,
  users,
} from '../../db/schema';
import { NOT_CHARGED } from '../credits/not-charged';

/**
 * An order of a member who still has an account. A deleted member's orders stay for the books with
 * userId null (db/schema/payments.ts); nothing here acts on those, so every finder below reads
 * only orders with a member (a member's own, or `ofAMember`), which is what the cast in `memberOrders` relies on.
 */
export type OrderRow = typeof paymentOrders.$inferSelect & { userId: number };
const ofAMember = isNotNull(paymentOrders.userId);
const memberOrders = (rows: (typeof paymentOrders.$inferSelect)[]) => rows as OrderRow[];
export type NewOrder = typeof paymentOrders.$inferInsert;
export type StoredMethodRow = typeof storedPaymentMethods.$inferSelect;

/** Refunds that give nothing back to the payer, so release what they held of the order. */
export const UNDONE_REFUND_STATUSES = ['failed', 'canceled'] as const;

/** A refund that holds part of the order: not failed or canceled. */
const holdsMoney = notInArray(orderRefunds.status, [...UNDONE_REFUND_STATUSES]);

/**
 * The refunds that hold money (so also those on their way), and the chargebacks, of the order in
 * the query. The order's id is named with its table: Drizzle writes a column of a query without
 * joins unqualified, and inside the subquery "id" would be the refund's own.
 */
const refundedAmount = sql<number>`coalesce((select sum(${orderRefunds.amount}) from ${orderRefunds} where ${orderRefunds.orderId} = ${paymentOrders}.id and ${holdsMoney}), 0)::int`;
const chargedBackAmount = sql<number>`coalesce((select sum(${orderChargebacks.amount}) from ${orderChargebacks} where ${orderChargebacks.orderId} = ${paymentOrders}.id), 0)::int`;

/** Money that went back to an order's payer: refunds, and chargebacks. */
export interface OrderReturns {
  refunded: number;
  chargedBack: number;
}
const NOTHING_RETURNED: OrderReturns = { refunded: 0, chargedBack: 0 };

/** What went back to the payers of these orders (as the staff's order list sums it), by order. */
export async function findOrderReturns(db: Db, orderIds: number[]): Promise<Map<number, OrderReturns>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: paymentOrders.id, refunded: refundedAmount, chargedBack: chargedBackAmount })
    .from(paymentOrders)
    .where(inArray(paymentOrders.id, orderIds));
  return new Map(rows.map(({ id, ...returns }) => [id, returns]));
}

export function toOrder(row: OrderRow, returns: OrderReturns = NOTHING_RETURNED): Order {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    bundle_id: row.bundleId,
    credits: row.credits,
    amount: row.amount,
    amount_before_discount: row.amountBeforeDiscount,
    currency: row.currency as Currency,
    method: row.method,
    status: row.status,
    discount_code: row.discountCode,
    discount_percentage: row.discountPercentage,
    country: row.country as CountryCode,
    repeat: row.repeat,
    refunded_amount: returns.refunded,
    charged_back_amount: returns.chargedBack,
  };
}

/** A new order, and the first line of its status history. */
export async function insertOrder(db: Db, values: NewOrder): Promise<OrderRow> {
  const [row] = memberOrders(await db.insert(paymentOrders).values(values).returning());
  await db.insert(paymentOrderStatuses).values({ orderId: row!.id, status: row!.status, at: row!.createdAt });
  return row!;
}

/** Changes an order; a new status goes into its history, at the update's time. */
export async function updateOrder(db: Db, orderId: number, values: Partial<NewOrder>): Promise<void> {
  await db.update(paymentOrders).set(values).where(eq(paymentOrders.id, orderId));
  if (values.status) {
    await db.insert(paymentOrderStatuses).values({ orderId, status: values.status, at: values.updatedAt ?? new Date() });
  }
}

export async function findOwnOrder(db: Db, userId: number, orderId: number): Promise<OrderRow | undefined> {
  const [row] = memberOrders(
    await db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.userId, userId))),
  );
  return row;
}

export async function listOrders(db: Db, userId: number): Promise<OrderRow[]> {
  return memberOrders(
    await db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, userId))
      .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id)),
  );
}

export async function findOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = memberOrders(await db.select().from(paymentOrders).where(and(eq(paymentOrders.id, orderId), ofAMember)));
  return row;
}

/** An order whose payment was made at the provider but whose payment id is not stored yet. */
export async function findOrderAwaitingPayment(db: Db, provider: string, orderId: number): Promise<OrderRow | undefined> {
  const [row] = memberOrders(
    await db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.provider, provider), isNull(paymentOrders.providerPaymentId), ofAMember)),
  );
  return row;
}

export async function findOrderByPayment(db: Db, provider: string, paymentId: string): Promise<OrderRow | undefined> {
  const [row] = memberOrders(
    await db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.provider, provider), eq(paymentOrders.providerPaymentId, paymentId), ofAMember)),
  );
  return row;
}

/** The order, locked until the transaction ends: deliveries of one webhook take turns. */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
  const [row] = memberOrders(
    await tx
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.id, orderId), ofAMember))
      .for('update'),
  );
  return row;
}

/** Buying any bundle makes the member premium, for good (SPEC §1). */
export async function makePaidUser(tx: Tx, userId: number): Promise<void> {
  await tx.update(users).set({ paidUser: true }).where(eq(users.id, userId));
}

/** A bounced direct debit blocks the member from paying by direct debit again; the first bounce's time stays. */
export async function blockDirectDebit(tx: Tx, userId: number, at: Date): Promise<void> {
  await tx
    .update(users)
    .set({ directDebitBlockedAt: at })
    .where(and(eq(users.id, userId), isNull(users.directDebitBlockedAt)));
}

/** Euro cents the member's direct debits since `since` may still collect (open, pending or paid). */
export async function directDebitAmountSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${paymentOrders.amount})` })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.method, DIRECT_DEBIT),
        notInArray(paymentOrders.status, NOT_CHARGED),
        gte(paymentOrders.createdAt, since),
      ),
    );
  return Number(row?.total ?? 0);
}

export function toStoredMethod(row: StoredMethodRow): StoredPaymentMethod {
  return { id: row.id, method: row.method, label: row.label, holder: row.holder };
}

export function listStoredMethods(db: Db, userId: number): Promise<StoredMethodRow[]> {
  return db
    .select()
    .from(storedPaymentMethods)
    .where(and(eq(storedPaymentMethods.userId, userId), isNull(storedPaymentMethods.revokedAt)))
    .orderBy(desc(storedPaymentMethods.createdAt), desc(storedPaymentMethods.id));
}

export async function findStoredMethod(db: Db, userId: number, id: number): Promise<StoredMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(storedPaymentMethods)
    .where(
      and(
        eq(storedPaymentMethods.id, id),
        eq(storedPaymentMethods.userId, userId),
        isNull(storedPaymentMethods.revokedAt),
      ),
    );
  return row;
}

export type NewStoredMethod = typeof storedPaymentMethods.$inferInsert;

/**
 * Stores a card or mandate once; the same mandate seen again answers the row already kept. Paying
 * with the same card again gives a new mandate at the provider: it replaces the older one, so the
 * member sees each card once.
 */
export async function saveStoredMethod(db: Db, values: NewStoredMethod): Promise<StoredMethodRow> {
  const [inserted] = await db.insert(storedPaymentMethods).values(values).onConflictDoNothing().returning();
  if (inserted) {
    await db
      .update(storedPaymentMethods)
      .set({ revokedAt: inserted.createdAt })
      .where(
        and(
          eq(storedPaymentMethods.userId, inserted.userId),
          eq(storedPaymentMethods.method, inserted.method),
          eq(storedPaymentMethods.label, inserted.label),
          ne(storedPaymentMethods.id, inserted.id),
          isNull(storedPaymentMethods.revokedAt),
        ),
      );
    return inserted;
  }
  const [existing] = await db
    .select()
    .from(storedPaymentMethods)
    .where(
      and(
        eq(storedPaymentMethods.provider, values.provider),
        eq(storedPaymentMethods.providerMandateId, values.providerMandateId),
      ),
    );
  return existing!;
}

export async function findCustomerId(db: Db, userId: number, provider: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: paymentCustomers.providerCustomerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)));
  return row?.id;
}

/** Answers the customer id kept for the member: the one inserted, or a concurrent request's. */
export async function saveCustomerId(db: Db, userId: number, provider: string, customerId: string): Promise<string> {
  await db.insert(paymentCustomers).values({ userId, provider, providerCustomerId: customerId }).onConflictDoNothing();
  return (await findCustomerId(db, userId, provider))!;
}

// Money after the sale: status history, refunds, chargebacks, receipts and the staff's order lists.

export type RefundRow = typeof orderRefunds.$inferSelect;
export type ChargebackRow = typeof orderChargebacks.$inferSelect;
export type ReceiptRow = typeof orderReceipts.$inferSelect;

export function statusHistory(db: Db, orderId: number) {
  return db
    .select({ status: paymentOrderStatuses.status, at: paymentOrderStatuses.at })
    .from(paymentOrderStatuses)
    .where(eq(paymentOrderStatuses.orderId, orderId))
    .orderBy(asc(paymentOrderStatuses.at), asc(paymentOrderStatuses.id));
}

/** The refund for this request key, if it was asked for before. */
export async function findRefundByKey(db: Db, orderId: number, key: string): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.idempotencyKey, key)));
  return row;
}

export async function findRefund(db: Db, id: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, id));
  return row;
}

export async function findRefundByProvider(db: Db, providerRefundId: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.providerRefundId, providerRefundId));
  return row;
}

export async function insertRefund(db: Db, values: typeof orderRefunds.$inferInsert): Promise<RefundRow> {
  const [row] = await db.insert(orderRefunds).values(values).returning();
  return row!;
}

export async function updateRefund(db: Db, id: number, values: Partial<typeof orderRefunds.$inferInsert>): Promise<void> {
  await db.update(orderRefunds).set(values).where(eq(orderRefunds.id, id));
}

export function listRefunds(db: Db, orderId: number): Promise<RefundRow[]> {
  return db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.id));
}

export function listChargebacks(db: Db, orderId: number): Promise<ChargebackRow[]> {
  return db.select().from(orderChargebacks).where(eq(orderChargebacks.orderId, orderId)).orderBy(asc(orderChargebacks.id));
}

export async function chargebackKnown(db: Db, providerChargebackId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orderChargebacks.id })
    .from(orderChargebacks)
    .where(eq(orderChargebacks.providerChargebackId, providerChargebackId));
  return row !== undefined;
}

export async function insertChargeback(tx: Tx, values: typeof orderChargebacks.$inferInsert): Promise<ChargebackRow> {
  const [row] = await tx.insert(orderChargebacks).values(values).returning();
  return row!;
}

/** What has gone back of an order so far: money (minor units) and the credits taken for it. */
export async function afterSaleTotals(db: Db, orderId: number) {
  const [refunds] = await db
    .select({
      amount: sql<string | null>`sum(${orderRefunds.amount}) filter (where ${holdsMoney})`,
      credits: sql<string | null>`sum(${orderRefunds.credits}) filter (where ${holdsMoney})`,
    })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  const [chargebacks] = await db
    .select({
      amount: sql<string | null>`sum(${orderChargebacks.amount})`,
      credits: sql<string | null>`sum(${orderChargebacks.credits} + ${orderChargebacks.debtCredits})`,
    })
    .from(orderChargebacks)
    .where(eq(orderChargebacks.orderId, orderId));
  return {
    refunded: Number(refunds?.amount ?? 0),
    refundedCredits: Number(refunds?.credits ?? 0),
    chargedBack: Number(chargebacks?.amount ?? 0),
    chargedBackCredits: Number(chargebacks?.credits ?? 0),
  };
}

/**
 * Credits of a purchase the member has not used. Credits are spent oldest first, so the balance is
 * made of the newest credits: what the purchases and grants after this one still hold comes out
 * of the balance first, and what is left (at most what this purchase still holds) is its own.
 * A refund or chargeback takes credits back from its own purchase; returned credits of a failed
 * refund go back to theirs, so neither counts as a later grant.
 */
export async function unusedCredits(db: Db, order: OrderRow): Promise<number> {
  const [grant] = await db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, order.userId), eq(creditLedger.idempotencyKey, `payment:${order.id}`)));
  if (!grant) return 0;
  const [granted] = await db
    .select({ credits: sql<string | null>`sum(${creditLedger.delta})` })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, order.userId),
        gt(creditLedger.delta, 0),
        gt(creditLedger.id, grant.id),
        ne(creditLedger.reason, RETURNED_REFUND_REASON),
      ),
    );
  const laterOrders = db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .innerJoin(
      creditLedger,
      and(eq(creditLedger.userId, paymentOrders.userId), eq(creditLedger.idempotencyKey, sql`'payment:' || ${paymentOrders.id}`)),
    )
    .where(and(eq(paymentOrders.userId, order.userId), gt(creditLedger.id, grant.id)));
  const [refunded] = await db
    .select({ credits: sql<string | null>`sum(${orderRefunds.credits})` })
    .from(orderRefunds)
    .where(and(inArray(orderRefunds.orderId, laterOrders), holdsMoney));
  const [chargedBack] = await db
    .select({ credits: sql<string | null>`sum(${orderChargebacks.credits} + ${orderChargebacks.debtCredits})` })
    .from(orderChargebacks)
    .where(inArray(orderChargebacks.orderId, laterOrders));
  const [user] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, order.userId));
  const heldByLater = Number(granted?.credits ?? 0) - Number(refunded?.credits ?? 0) - Number(chargedBack?.credits ?? 0);
  const own = await afterSaleTotals(db, order.id);
  const held = order.credits - own.refundedCredits - own.chargedBackCredits;
  return Math.max(0, Math.min(held, (user?.credits ?? 0) - heldByLater));
}

/** The ledger reason of credits given back when a refund failed at the provider. */
export const RETURNED_REFUND_REASON = 'refund_returned';

/** Premium lasts while a paid order is left that was not wholly refunded or charged back (the return policy). */
export async function hasPaidOrderLeft(tx: Tx, userId: number): Promise<boolean> {
  const refunded = tx
    .select({ amount: sql`coalesce(sum(${orderRefunds.amount}), 0)` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, paymentOrders.id), holdsMoney));
  const chargedBack = tx
    .select({ amount: sql`coalesce(sum(${orderChargebacks.amount}), 0)` })
    .from(orderChargebacks)
    .where(eq(orderChargebacks.orderId, paymentOrders.id));
  const [row] = await tx
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.status, 'paid'),
        sql`${paymentOrders.amount} > (${refunded}) + (${chargedBack})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The member's balance and premium as staff see them beside an order. */
export async function findStanding(db: Db, userId: number) {
  const [row] = await db.select({ credits: users.credits, paidUser: users.paidUser }).from(users).where(eq(users.id, userId));
  return row;
}

export async function setPaidUser(tx: Tx, userId: number, paidUser: boolean): Promise<void> {
  await tx.update(users).set({ paidUser }).where(eq(users.id, userId));
}

/** The site's refund_days and name, for the order's window and the provider's refund description. */
export async function findOrderSite(db: Db, siteId: number) {
  const [row] = await db
    .select({ id: sites.id, name: sites.name, domain: sites.domain, isDefault: sites.isDefault, config: sites.config, companyId: sites.companyId })
    .from(sites)
    .where(eq(sites.id, siteId));
  return row!;
}

export async function findCompanyOf(db: Db, siteId: number) {
  const [row] = await db
    .select({ company: companies })
    .from(sites)
    .innerJoin(companies, eq(companies.id, sites.companyId))
    .where(eq(sites.id, siteId));
  return row?.company;
}

export async function insertReceipt(tx: Tx, values: typeof orderReceipts.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(orderReceipts).values(values).onConflictDoNothing().returning({ orderId: orderReceipts.orderId });
  return inserted.length === 1;
}

export async function findReceipt(db: Db, orderId: number): Promise<ReceiptRow | undefined> {
  const [row] = await db.select().from(orderReceipts).where(eq(orderReceipts.orderId, orderId));
  return row;
}

/** The staff's filters on the orders list; dates are UTC days, both included. */
export interface OrderFilters {
  siteId?: number;
  status?: AdminOrderState;
  method?: PaymentMethod;
  country?: string;
  from?: string;
  to?: string;
  member?: string;
}

const flagged = sql<boolean>`exists (select 1 from ${memberReviewFlags} f where f.user_id = ${paymentOrders.userId} and f.resolved_at is null)`;

const adminOrderColumns = {
  order: paymentOrders,
  siteName: sites.name,
  email: users.email,
  memberName: profiles.name,
  refunded: refundedAmount,
  chargedBack: chargedBackAmount,
  flagged,
};

const adminOrderQuery = (db: Db) =>
  db
    .select(adminOrderColumns)
    .from(paymentOrders)
    .innerJoin(sites, eq(sites.id, paymentOrders.siteId))
    // Left joins: a deleted member's orders stay listed for the books, without them.
    .leftJoin(users, eq(users.id, paymentOrders.userId))
    .leftJoin(profiles, eq(profiles.userId, paymentOrders.userId));

export type AdminOrderRecord = Awaited<ReturnType<ReturnType<typeof adminOrderQuery>['execute']>>[number];

function orderConditions(filters: OrderFilters) {
  const { status, member } = filters;
  const byState =
    status === 'refunded'
      ? sql`${refundedAmount} > 0`
      : status === 'charged_back'
        ? sql`${chargedBackAmount} > 0`
        : status === 'flagged'
          ? flagged
          : status
            ? eq(paymentOrders.status, status)
            : undefined;
  const byMember = !member
    ? undefined
    : /^\d{1,9}$/.test(member)
      ? eq(paymentOrders.userId, Number(member))
      : ilike(users.email, containing(member.toLowerCase()));
  return and(
    filters.siteId === undefined ? undefined : eq(paymentOrders.siteId, filters.siteId),
    filters.method ? eq(paymentOrders.method, filters.method) : undefined,
    filters.country ? eq(paymentOrders.country, filters.country) : undefined,
    filters.from ? gte(paymentOrders.createdAt, new Date(`${filters.from}T00:00:00Z`)) : undefined,
    filters.to ? lt(paymentOrders.createdAt, new Date(Date.parse(`${filters.to}T00:00:00Z`) + 86_400_000)) : undefined,
    byState,
    byMember,
  );
}

/** One page of orders, newest first, and how many match in all. */
export async function listAdminOrders(db: Db, filters: OrderFilters, page: number, pageSize: number) {
  const where = orderConditions(filters);
  const rows = await adminOrderQuery(db)
    .where(where)
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(paymentOrders)
    .leftJoin(users, eq(users.id, paymentOrders.userId))
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

export async function findAdminOrder(db: Db, orderId: number): Promise<AdminOrderRecord | undefined> {
  const [row] = await adminOrderQuery(db).where(eq(paymentOrders.id, orderId));
  return row;
}
