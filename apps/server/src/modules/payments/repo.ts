import {
  type CountryCode,
  type Currency,
  DIRECT_DEBIT,
  type Order,
  type StoredPaymentMethod,
} from '@app/core';
import { and, desc, eq, gte, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { paymentCustomers, paymentOrders, storedPaymentMethods, users } from '../../db/schema';
import { NOT_CHARGED } from '../credits/not-charged';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type NewOrder = typeof paymentOrders.$inferInsert;
export type StoredMethodRow = typeof storedPaymentMethods.$inferSelect;

export function toOrder(row: OrderRow): Order {
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
  };
}

export async function insertOrder(db: Db, values: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(paymentOrders).values(values).returning();
  return row!;
}

export async function updateOrder(db: Db, orderId: number, values: Partial<NewOrder>): Promise<void> {
  await db.update(paymentOrders).set(values).where(eq(paymentOrders.id, orderId));
}

export async function findOwnOrder(db: Db, userId: number, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.userId, userId)));
  return row;
}

export function listOrders(db: Db, userId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, userId))
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id));
}

export async function findOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  return row;
}

/** An order whose payment was made at the provider but whose payment id is not stored yet. */
export async function findOrderAwaitingPayment(db: Db, provider: string, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.provider, provider), isNull(paymentOrders.providerPaymentId)));
  return row;
}

export async function findOrderByPayment(db: Db, provider: string, paymentId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.provider, provider), eq(paymentOrders.providerPaymentId, paymentId)));
  return row;
}

/** The order, locked until the transaction ends: deliveries of one webhook take turns. */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).for('update');
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
