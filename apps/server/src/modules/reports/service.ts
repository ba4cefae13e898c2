import {
  type Currency,
  REPORT_MAX_DAYS,
  type ReportExportQuery,
  type ReportsQuery,
  type ReportsResponse,
  REVENUE_GROUPS,
  type RevenueGroup,
  type RevenueRow,
  type TrackingRow,
} from '@app/core';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client';
import { invalidField } from '../../http/app-error';
import { type Clock, DAY_MS } from '../../platform/clock';
import { toMollieAmount } from '../../platform/payments/mollie-amount';
import { chargebackCells, firstPurchaseCells, type MoneyCell, type Period, refundCells, salesCells, signupCells } from './repo';

/**
 * A text cell as a spreadsheet shows it, never runs it: tracking values come from visitors' links,
 * and a leading =, +, - or @ would make a formula of them (CSV injection).
 */
const text = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The default period: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Every day of a period, as 'YYYY-MM-DD'. */
function daysOf({ start, end }: Period): string[] {
  const days: string[] = [];
  for (let at = start.getTime(); at < end.getTime(); at += DAY_MS) days.push(isoDay(new Date(at)));
  return days;
}

type Totals = Omit<RevenueRow, 'key' | 'currency'>;
const noMoney = (): Totals => ({ orders: 0, gross: 0, refunds: 0, refunded: 0, chargebacks: 0, charged_back: 0, net: 0 });

/**
 * Adds sales, refunds and chargebacks up per group and currency (money in different currencies
 * is never added together); days without any are there as zeros, so a chart's line is unbroken.
 */
function revenueBy(group: RevenueGroup, cells: Record<'sales' | 'refunds' | 'chargebacks', MoneyCell[]>, days: string[]): RevenueRow[] {
  const rows = new Map<string, RevenueRow>();
  const row = (key: string, currency: string) => {
    const id = `${key}\u0000${currency}`;
    let found = rows.get(id);
    if (!found) rows.set(id, (found = { key, currency: currency as Currency, ...noMoney() }));
    return found;
  };
  for (const cell of cells.sales) {
    const target = row(cell[group], cell.currency);
    target.orders += cell.count;
    target.gross += cell.amount;
  }
  for (const cell of cells.refunds) {
    const target = row(cell[group], cell.currency);
    target.refunds += cell.count;
    target.refunded += cell.amount;
  }
  for (const cell of cells.chargebacks) {
    const target = row(cell[group], cell.currency);
    target.chargebacks += cell.count;
    target.charged_back += cell.amount;
  }
  if (group === 'day') {
    const currencies = new Set([...rows.values()].map(({ currency }) => currency));
    for (const currency of currencies) for (const day of days) row(day, currency);
  }
  const result = [...rows.values()].map((found) => ({ ...found, net: found.gross - found.refunded - found.charged_back }));
  return group === 'day'
    ? result.sort((a, b) => a.key.localeCompare(b.key) || a.currency.localeCompare(b.currency))
    : result.sort((a, b) => a.currency.localeCompare(b.currency) || b.gross - a.gross || a.key.localeCompare(b.key));
}

/**
 * The back office's reports (issue 17): revenue per day, site, country, method and bundle with
 * refunds and chargebacks, signups and first purchases per tracking field, and conversion from
 * signup to first purchase; each table also as CSV.
 */
export class ReportService {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  private period({ from, to, siteId }: Pick<ReportsQuery, 'from' | 'to' | 'siteId'>): Period {
    const today = isoDay(this.now());
    const last = to ?? (from && from > today ? from : today);
    const first = from ?? isoDay(new Date(Date.parse(last) - (DEFAULT_DAYS - 1) * DAY_MS));
    const start = new Date(`${first}T00:00:00Z`);
    const end = new Date(Date.parse(`${last}T00:00:00Z`) + DAY_MS);
    if ((end.getTime() - start.getTime()) / DAY_MS > REPORT_MAX_DAYS) throw invalidField('from', 'period_too_long');
    return { start, end, siteId };
  }

  async report(query: ReportsQuery): Promise<ReportsResponse> {
    const period = this.period(query);
    const [sales, refunds, chargebacks, signups, firstPurchases] = await Promise.all([
      salesCells(this.db, period),
      refundCells(this.db, period),
      chargebackCells(this.db, period),
      signupCells(this.db, period, query.tracking),
      firstPurchaseCells(this.db, period, query.tracking),
    ]);
    const days = daysOf(period);
    const cells = { sales, refunds, chargebacks };
    const revenue = Object.fromEntries(REVENUE_GROUPS.map((group) => [group, revenueBy(group, cells, days)])) as ReportsResponse['revenue'];

    const tracking = new Map<string, TrackingRow>();
    const source = (key: string) => {
      let found = tracking.get(key);
      if (!found) tracking.set(key, (found = { key, signups: 0, first_purchases: 0, converted: 0 }));
      return found;
    };
    for (const cell of signups) {
      const row = source(cell.source);
      row.signups += cell.signups;
      row.converted += cell.converted;
    }
    for (const cell of firstPurchases) source(cell.source).first_purchases += cell.count;

    const byDay = new Map(days.map((day) => [day, { day, signups: 0, converted: 0 }]));
    for (const cell of signups) {
      const row = byDay.get(cell.day);
      if (!row) continue;
      row.signups += cell.signups;
      row.converted += cell.converted;
    }
    const total = (key: 'signups' | 'converted') => signups.reduce((sum, cell) => sum + cell[key], 0);
    return {
      from: isoDay(period.start),
      to: isoDay(new Date(period.end.getTime() - DAY_MS)),
      revenue,
      tracking: {
        field: query.tracking,
        rows: [...tracking.values()].sort((a, b) => b.signups - a.signups || b.first_purchases - a.first_purchases || a.key.localeCompare(b.key)),
      },
      conversion: { signups: total('signups'), converted: total('converted'), by_day: [...byDay.values()] },
    };
  }

  /** One table of the report as CSV: money in major units with a point, as spreadsheets read it. */
  async csv(query: ReportExportQuery): Promise<{ filename: string; body: string }> {
    const report = await this.report(query);
    const { table } = query;
    const name = `${table}_${report.from}_${report.to}.csv`;
    if (table === 'tracking') {
      const rows = report.tracking.rows.map((row) => [text(row.key), row.signups, row.first_purchases, row.converted]);
      return { filename: name, body: stringify([[query.tracking, 'signups', 'first_purchases', 'converted'], ...rows]) };
    }
    if (table === 'conversion') {
      const rows = report.conversion.by_day.map((row) => [row.day, row.signups, row.converted]);
      return { filename: name, body: stringify([['day', 'signups', 'converted'], ...rows]) };
    }
    const group = table.slice('revenue_'.length) as RevenueGroup;
    // Net can be below zero (more refunded than sold that day).
    const money = (minor: number, currency: Currency) => `${minor < 0 ? '-' : ''}${toMollieAmount(Math.abs(minor), currency).value}`;
    const rows = report.revenue[group].map((row) => [
      text(row.key),
      row.currency,
      row.orders,
      money(row.gross, row.currency),
      row.refunds,
      money(row.refunded, row.currency),
      row.chargebacks,
      money(row.charged_back, row.currency),
      money(row.net, row.currency),
    ]);
    const header = [group, 'currency', 'orders', 'gross', 'refunds', 'refunded', 'chargebacks', 'charged_back', 'net'];
    return { filename: name, body: stringify([header, ...rows]) };
  }
}
