import { ReportsResponse, type RevenueRow } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../../db/schema';
import { DAY_MS } from '../../platform/clock';
import { buy, buyer, chargeBack, eventually, listeningTestApp, type PaymentTestApp } from '../../test/payments';
import { staffCookie, staffHeaders } from '../../test/staff';
import { type TestClock, testClock } from '../../test/test-clock';

let t: PaymentTestApp;
let clock: TestClock;
let finance: string;
let support: string;
let siteId: number;

// Far from the demo seed's dates, so the figures are this test's alone.
const DAY_1 = '2031-03-10';
const DAY_2 = '2031-03-11';
const DAY_3 = '2031-03-12';
/** The bank dates a chargeback itself: the simulated provider, by the real clock. */
const BANK_DAY = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  clock = testClock(new Date(`${DAY_1}T09:00:00Z`));
  t = await listeningTestApp({ now: clock.now });
  siteId = (await t.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, 'localhost')))[0]!.id;

  // Day 1: three signups, two through one network; one of them buys at once.
  const ann = await buyer(t, 'NL', { tracking: { network: 'adnet', ref: 'spring', sub1: '=1+2' } });
  const ben = await buyer(t, 'DE', { tracking: { network: 'adnet', ref: 'autumn' } });
  await buyer(t, 'NL');
  const annOrder = await buy(t, ann, { bundle_id: 'starter', method: 'ideal' });
  // Day 2: the second buys, by card, and the first gets 5.00 back.
  clock.advance(DAY_MS);
  const benOrder = await buy(t, ben, { bundle_id: 'plus', method: 'creditcard' });
  const refund = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${annOrder.order.id}/refunds`,
    headers: staffHeaders(await staffCookie(t, 'support', clock.now())),
    payload: { amount: 500, reason: 'Goodwill', idempotency_key: 'report-refund-1' },
  });
  expect(refund.statusCode, refund.body).toBe(200);
  // Day 3: the second's bank takes the whole payment back.
  clock.advance(DAY_MS);
  finance = await staffCookie(t, 'finance', clock.now());
  support = await staffCookie(t, 'support', clock.now());
  await chargeBack(benOrder.checkoutUrl);
  await eventually(
    () => report(`from=${BANK_DAY}&to=${BANK_DAY}`),
    (r) => r.revenue.bundle.some((row) => row.chargebacks === 1),
  );
});
afterAll(() => t?.close());

async function report(query: string, cookie = finance): Promise<ReportsResponse> {
  const response = await t.app.inject({ url: `/api/admin/reports?siteId=${siteId}&${query}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return ReportsResponse.parse(response.json());
}

const row = (rows: RevenueRow[], key: string) => rows.find((candidate) => candidate.key === key && candidate.currency === 'EUR');

describe('reports', () => {
  it('adds up revenue, refunds and chargebacks per day, site, country, method and bundle', async () => {
    // Chargebacks are dated by the bank (real time); the refund and orders by the app's clock.
    const r = await report(`from=${DAY_1}&to=${DAY_2}`);
    expect(r.from).toBe(DAY_1);
    expect(r.to).toBe(DAY_2);
    expect(r.revenue.day.map(({ key }) => key)).toEqual([DAY_1, DAY_2]);
    expect(row(r.revenue.day, DAY_1)).toMatchObject({ orders: 1, gross: 1499, refunded: 0, net: 1499 });
    expect(row(r.revenue.day, DAY_2)).toMatchObject({ orders: 1, gross: 2999, refunds: 1, refunded: 500, net: 2499 });
    expect(row(r.revenue.country, 'NL')).toMatchObject({ orders: 1, gross: 1499, refunded: 500, net: 999 });
    expect(row(r.revenue.country, 'DE')).toMatchObject({ orders: 1, gross: 2999 });
    expect(row(r.revenue.method, 'ideal')).toMatchObject({ orders: 1, gross: 1499 });
    expect(row(r.revenue.method, 'creditcard')).toMatchObject({ orders: 1, gross: 2999 });
    expect(row(r.revenue.bundle, 'plus')).toMatchObject({ orders: 1, gross: 2999 });
    expect(row(r.revenue.site, 'Rainbow Date')).toMatchObject({ orders: 2, gross: 4498, refunded: 500, net: 3998 });

    // The chargeback counts on its own day, where nothing was sold: that day's net is below zero.
    const bank = await report(`from=${BANK_DAY}&to=${BANK_DAY}`);
    expect(row(bank.revenue.bundle, 'plus')).toMatchObject({ orders: 0, gross: 0, chargebacks: 1, charged_back: 2999, net: -2999 });
    expect(row(bank.revenue.method, 'creditcard')).toMatchObject({ chargebacks: 1, net: -2999 });
  });

  it('counts signups and first purchases per tracking field, and the conversion from one to the other', async () => {
    const r = await report(`from=${DAY_1}&to=${DAY_3}`);
    expect(r.tracking.field).toBe('network');
    expect(r.tracking.rows).toEqual([
      { key: 'adnet', signups: 2, first_purchases: 2, converted: 2 },
      { key: '', signups: 1, first_purchases: 0, converted: 0 },
    ]);
    expect(r.conversion).toMatchObject({ signups: 3, converted: 2 });
    expect(r.conversion.by_day).toEqual([
      { day: DAY_1, signups: 3, converted: 2 },
      { day: DAY_2, signups: 0, converted: 0 },
      { day: DAY_3, signups: 0, converted: 0 },
    ]);
    const byRef = await report(`from=${DAY_1}&to=${DAY_3}&tracking=ref`);
    expect(byRef.tracking.rows.map(({ key, first_purchases }) => [key, first_purchases])).toEqual([
      ['autumn', 1],
      ['spring', 1],
      ['', 0],
    ]);
    // Day 2 alone: nobody signed up, one member paid for the first time.
    const day2 = await report(`from=${DAY_2}&to=${DAY_2}`);
    expect(day2.tracking.rows).toEqual([{ key: 'adnet', signups: 0, first_purchases: 1, converted: 0 }]);
  });

  it('exports each table as CSV, written on the server, with tracking values that cannot run as formulas', async () => {
    const csv = async (table: string, extra = '') => {
      const response = await t.app.inject({
        url: `/api/admin/reports/export.csv?siteId=${siteId}&from=${DAY_1}&to=${DAY_2}&table=${table}${extra}`,
        headers: { cookie: finance },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${table}_${DAY_1}_${DAY_2}.csv"`);
      return response.body.trim().split('\n');
    };
    expect(await csv('revenue_day')).toEqual([
      'day,currency,orders,gross,refunds,refunded,chargebacks,charged_back,net',
      `${DAY_1},EUR,1,14.99,0,0.00,0,0.00,14.99`,
      `${DAY_2},EUR,1,29.99,1,5.00,0,0.00,24.99`,
    ]);
    expect(await csv('tracking', '&tracking=sub1')).toEqual(['sub1,signups,first_purchases,converted', ',2,1,1', "'=1+2,1,1,1"]);
    expect((await csv('conversion'))[0]).toBe('day,signups,converted');
  });

  it('is for finance and admins only, and refuses a period it cannot make', async () => {
    const refused = await t.app.inject({ url: '/api/admin/reports', headers: { cookie: support } });
    expect(refused.statusCode).toBe(403);
    for (const query of ['from=2031-03-12&to=2031-03-10', 'from=2020-01-01&to=2031-01-01', 'tracking=sub9', 'from=soon']) {
      const bad = await t.app.inject({ url: `/api/admin/reports?${query}`, headers: { cookie: finance } });
      expect(bad.statusCode, query).toBe(400);
    }
    const csv = await t.app.inject({ url: '/api/admin/reports/export.csv?table=everything', headers: { cookie: finance } });
    expect(csv.statusCode).toBe(400);
  });
});
