import { TRACKING_FIELDS, type TrackingField } from '@app/core';
import { and, eq, gte, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { orderChargebacks, orderRefunds, paymentOrders, profiles, sites, users } from '../../db/schema';

/** A period of whole UTC days: from its first moment up to (not including) the day after its last. */
export interface Period {
  start: Date;
  end: Date;
  siteId?: number;
}

/** Money of one kind (sales, refunds, chargebacks) per day and every dimension a report groups by. */
export interface MoneyCell {
  day: string;
  site: string;
  country: string;
  method: string;
  bundle: string;
  currency: string;
  count: number;
  amount: number;
}

const dayOf = (moment: SQL | AnyPgColumn) => sql<string>`to_char(${moment} at time zone 'UTC', 'YYYY-MM-DD')`;

const inPeriod = (moment: Parameters<typeof gte>[0], { start, end }: Period) => and(gte(moment, start), lt(moment, end));
const onSite = ({ siteId }: Period) => (siteId === undefined ? undefined : eq(paymentOrders.siteId, siteId));

/** The dimensions of an order, and of the refunds and chargebacks that belong to it. */
const orderDimensions = {
  site: sites.name,
  country: paymentOrders.country,
  method: sql<string>`${paymentOrders.method}`,
  bundle: paymentOrders.bundleId,
  currency: paymentOrders.currency,
};
const groupByDimensions = [sites.name, paymentOrders.country, paymentOrders.method, paymentOrders.bundleId, paymentOrders.currency];

const cells = (rows: { count: number; amount: string | number | null }[]) =>
  rows.map((row) => ({ ...row, count: Number(row.count), amount: Number(row.amount ?? 0) })) as MoneyCell[];

/** Orders paid in the period, by the day they were paid. */
export async function salesCells(db: Db, period: Period): Promise<MoneyCell[]> {
  const day = dayOf(paymentOrders.paidAt);
  return cells(
    await db
      .select({ day, ...orderDimensions, count: sql<number>`count(*)::int`, amount: sql<string>`sum(${paymentOrders.amount})` })
      .from(paymentOrders)
      .innerJoin(sites, eq(sites.id, paymentOrders.siteId))
      .where(and(eq(paymentOrders.status, 'paid'), inPeriod(paymentOrders.paidAt, period), onSite(period)))
      .groupBy(day, ...groupByDimensions),
  );
}

/** Refunds made in the period (not failed or canceled), by the day they were made. */
export async function refundCells(db: Db, period: Period): Promise<MoneyCell[]> {
  const day = dayOf(orderRefunds.createdAt);
  return cells(
    await db
      .select({ day, ...orderDimensions, count: sql<number>`count(*)::int`, amount: sql<string>`sum(${orderRefunds.amount})` })
      .from(orderRefunds)
      .innerJoin(paymentOrders, eq(paymentOrders.id, orderRefunds.orderId))
      .innerJoin(sites, eq(sites.id, paymentOrders.siteId))
      .where(and(notInArray(orderRefunds.status, ['failed', 'canceled']), inPeriod(orderRefunds.createdAt, period), onSite(period)))
      .groupBy(day, ...groupByDimensions),
  );
}

/** Chargebacks in the period, by the day the bank took the money back. */
export async function chargebackCells(db: Db, period: Period): Promise<MoneyCell[]> {
  const day = dayOf(orderChargebacks.chargedBackAt);
  return cells(
    await db
      .select({ day, ...orderDimensions, count: sql<number>`count(*)::int`, amount: sql<string>`sum(${orderChargebacks.amount})` })
      .from(orderChargebacks)
      .innerJoin(paymentOrders, eq(paymentOrders.id, orderChargebacks.orderId))
      .innerJoin(sites, eq(sites.id, paymentOrders.siteId))
      .where(and(inPeriod(orderChargebacks.chargedBackAt, period), onSite(period)))
      .groupBy(day, ...groupByDimensions),
  );
}

/** Members' first paid order: when each member who ever paid first paid. */
const firstPaid = (db: Db) =>
  db
    .select({ userId: paymentOrders.userId, at: sql<Date>`min(${paymentOrders.paidAt})`.as('first_paid_at') })
    .from(paymentOrders)
    .where(eq(paymentOrders.status, 'paid'))
    .groupBy(paymentOrders.userId)
    .as('first_paid');

/** Real members only: the fictional profiles the operator runs are not signups. */
const realMembers = (period: Period) =>
  and(eq(profiles.fictional, false), period.siteId === undefined ? undefined : eq(users.siteId, period.siteId));

/**
 * A member's value of a tracking field, '' without one. The field is written into the SQL, not
 * bound, so that GROUP BY sees the same expression as SELECT; it is one of TRACKING_FIELDS.
 */
function trackingValue(field: TrackingField): SQL<string> {
  if (!TRACKING_FIELDS.includes(field)) throw new Error(`not a tracking field: ${field}`);
  return sql<string>`coalesce(${users.tracking} ->> ${sql.raw(`'${field}'`)}, '')`;
}

export interface SignupCell {
  day: string;
  source: string;
  signups: number;
  converted: number;
}

/**
 * Members who signed up in the period, per signup day and value of a tracking field, and how many
 * of them have paid since.
 */
export async function signupCells(db: Db, period: Period, field: TrackingField): Promise<SignupCell[]> {
  const first = firstPaid(db);
  const day = dayOf(users.createdAt);
  const source = trackingValue(field);
  const rows = await db
    .select({
      day,
      source,
      signups: sql<number>`count(*)::int`,
      converted: sql<number>`count(${first.userId})::int`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(first, eq(first.userId, users.id))
    .where(and(inPeriod(users.createdAt, period), realMembers(period)))
    .groupBy(day, source);
  return rows.map((row) => ({ ...row, signups: Number(row.signups), converted: Number(row.converted) }));
}

/** Members (of any signup date) whose first paid order fell in the period, per value of a tracking field. */
export async function firstPurchaseCells(db: Db, period: Period, field: TrackingField): Promise<{ source: string; count: number }[]> {
  const first = firstPaid(db);
  const source = trackingValue(field);
  const rows = await db
    .select({ source, count: sql<number>`count(*)::int` })
    .from(first)
    .innerJoin(users, eq(users.id, first.userId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(gte(first.at, period.start), lt(first.at, period.end), realMembers(period)))
    .groupBy(source);
  return rows.map((row) => ({ source: row.source, count: Number(row.count) }));
}
