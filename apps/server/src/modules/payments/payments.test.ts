import {
  CreditsOffer,
  DEFAULT_CREDIT_BUNDLES,
  DiscountCodeResponse,
  WelcomeDiscountResponse,
  OrdersResponse,
  type CountryCode,
  type Currency,
} from '@app/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, discountCodes, paymentOrders, sites, users } from '../../db/schema';
import { toMollieAmount } from '../../platform/payments/mollie-amount';
import { errorOf } from '../../test/accounts';
import {
  account,
  buy,
  type Buyer,
  buyer,
  checkout,
  createPayment,
  eventually,
  listeningTestApp,
  orderOf,
  type PaymentTestApp,
  startPayment,
  webhook,
} from '../../test/payments';

let t: PaymentTestApp;

beforeAll(async () => {
  t = await listeningTestApp();
});
afterAll(() => t?.close());

async function offer(m: Buyer | null, query = '') {
  const response = await t.app.inject({ url: `/api/credits.php${query}`, headers: m?.headers ?? {} });
  expect(response.statusCode).toBe(200);
  return CreditsOffer.parse(response.json());
}

const priceOf = (bundleId: string, currency: Currency) => DEFAULT_CREDIT_BUNDLES.find(({ id }) => id === bundleId)!.prices[currency]!;

const ledgerRows = (userId: number) =>
  t.db.select().from(creditLedger).where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'payment')));

describe('GET /api/credits.php', () => {
  const cases: [CountryCode, Currency, string[]][] = [
    ['NL', 'EUR', ['ideal']],
    ['BE', 'EUR', ['bancontact']],
    ['AT', 'EUR', ['eps']],
    ['IT', 'EUR', ['satispay', 'nexi']],
    ['FR', 'EUR', ['cartebancaire']],
    ['PL', 'PLN', ['blik', 'przelewy24']],
    ['SE', 'SEK', ['swish']],
    ['CH', 'CHF', ['twint']],
    ['DK', 'DKK', ['mobilepay', 'dankort']],
    ['NO', 'NOK', ['vipps']],
  ];
  it.each(cases)('offers a member in %s bundles in %s and the local methods first', async (country, currency, local) => {
    const o = await offer(await buyer(t, country));
    expect(o.country).toBe(country);
    expect(o.currency).toBe(currency);
    expect(o.payment_methods.slice(0, local.length)).toEqual(local);
    expect(o.payment_methods).toContain('creditcard');
    expect(o.bundles.map(({ id, amount }) => [id, amount])).toEqual(
      DEFAULT_CREDIT_BUNDLES.map(({ id, prices }) => [id, prices[currency]]),
    );
    expect(o.bundles.every((bundle) => bundle.currency === currency)).toBe(true);
    expect(o.direct_debit).toEqual({ available: currency === 'EUR', blocked: false, remaining_limit: 25_000 });
    expect(o.stored_methods).toEqual([]);
  });

  it('offers visitors the asked-for site country, else the site’s first', async () => {
    expect((await offer(null)).country).toBe('NL');
    const se = await offer(null, '?country=SE');
    expect(se).toMatchObject({ country: 'SE', currency: 'SEK', stored_methods: [] });
    expect(se.payment_methods[0]).toBe('swish');
    // Not one of the site's countries.
    expect((await offer(null, '?country=US')).country).toBe('NL');
  });
});

describe('POST /api/payments.php', () => {
  it('refuses unknown bundles, methods not offered in the country, direct debit and visitors', async () => {
    const m = await buyer(t, 'NL');
    const noBundle = await createPayment(t, m, { bundle_id: 'huge', method: 'ideal' });
    expect(noBundle.statusCode).toBe(404);
    expect(errorOf(noBundle).code).toBe('bundle_not_found');
    const swish = await createPayment(t, m, { bundle_id: 'starter', method: 'swish' });
    expect(swish.statusCode).toBe(422);
    expect(errorOf(swish).code).toBe('method_not_available');
    expect(errorOf(await createPayment(t, m, { bundle_id: 'starter', method: 'directdebit' })).code).toBe('method_not_available');
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/payments.php',
      headers: { 'x-request-type': 'app' },
      payload: { bundle_id: 'starter', method: 'ideal' },
    });
    expect(errorOf(visitor).code).toBe('authentication_required');
    expect(await t.db.select().from(paymentOrders).where(eq(paymentOrders.userId, m.id))).toEqual([]);
  });

  it('sends the payer back to the site as configured, whatever host the request named', async () => {
    const m = await buyer(t, 'NL');
    const forged = { ...m, headers: { ...m.headers, host: 'localhost:3000@evil.example' } };
    const { checkout_url } = await startPayment(t, forged, { bundle_id: 'starter', method: 'ideal' });
    // The demo site is on localhost: the port is the one this server listens on, not the configured 3000.
    const site = `http://localhost:${new URL(t.origin).port}`;
    expect(new URL(checkout_url!).origin).toBe(site);
    expect(new URL(await checkout(checkout_url!, 'canceled')).origin).toBe(site);
  });

  it('paid: credits the bundle once, makes the member premium and writes the ledger', async () => {
    const m = await buyer(t, 'NL');
    const before = await account(t, m.id);
    const { order, checkout_url } = await startPayment(t, m, { bundle_id: 'starter', method: 'ideal' });
    expect(order).toMatchObject({ status: 'open', bundle_id: 'starter', credits: 50, amount: 1499, currency: 'EUR', method: 'ideal' });
    expect(checkout_url).toMatch(/^http/);

    const events: unknown[] = [];
    const unsubscribe = t.app.realtime.subscribe(m.id, (event) => events.push(event));
    const location = await checkout(checkout_url!, 'paid');
    // The payer comes back to the order's page, which never credits anything itself.
    expect(new URL(location).pathname).toBe(`/transactions/${order.id}`);
    expect(new URL(location).searchParams.get('return')).toBe('1');

    const paid = await eventually(() => orderOf(t, m, order.id), (o) => o.status === 'paid');
    expect(paid.paid_at).not.toBeNull();
    expect(await account(t, m.id)).toMatchObject({ credits: before.credits + 50, paidUser: true });
    const rows = await ledgerRows(m.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ delta: 50, idempotencyKey: `payment:${order.id}` });
    // The member's open tabs hear that their user changed.
    expect(events).toMatchObject([{ type: 'hello' }, { type: 'user' }]);
    unsubscribe();
  });

  it('pending, then paid later', async () => {
    const m = await buyer(t, 'BE');
    const { order, checkout_url } = await startPayment(t, m, { bundle_id: 'plus', method: 'bancontact' });
    await checkout(checkout_url!, 'pending');
    await eventually(() => orderOf(t, m, order.id), (o) => o.status === 'pending');
    expect(await account(t, m.id)).toMatchObject({ paidUser: false });

    await checkout(checkout_url!, 'paid');
    await eventually(() => orderOf(t, m, order.id), (o) => o.status === 'paid');
    expect((await ledgerRows(m.id)).map((row) => row.delta)).toEqual([125]);
  });

  it.each(['failed', 'canceled'] as const)('%s: nothing credited, the member stays free', async (choice) => {
    const m = await buyer(t, 'PL');
    const before = await account(t, m.id);
    const { order } = await buy(t, m, { bundle_id: 'starter', method: 'blik' }, choice);
    expect(order).toMatchObject({ amount: priceOf('starter', 'PLN'), currency: 'PLN', paid_at: null });
    expect(await account(t, m.id)).toMatchObject({ credits: before.credits, paidUser: false });
    expect(await ledgerRows(m.id)).toEqual([]);
  });

  it('lists the member’s own orders newest first and hides other members’ orders', async () => {
    const m = await buyer(t, 'SE');
    const first = await startPayment(t, m, { bundle_id: 'starter', method: 'swish' });
    const second = await startPayment(t, m, { bundle_id: 'best', method: 'creditcard' });
    const list = await t.app.inject({ url: '/api/payments.php', headers: m.headers });
    expect(OrdersResponse.parse(list.json()).orders.map(({ id }) => id)).toEqual([second.order.id, first.order.id]);

    const stranger = await buyer(t, 'SE');
    const peek = await t.app.inject({ url: `/api/payments.php?id=${first.order.id}`, headers: stranger.headers });
    expect(peek.statusCode).toBe(404);
  });
});

describe('POST /api/payment-webhook.php', () => {
  it('credits once however often the webhook is replayed', async () => {
    const m = await buyer(t, 'NL');
    const { order } = await buy(t, m, { bundle_id: 'plus', method: 'ideal' });
    const [row] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
    for (let i = 0; i < 3; i++) expect((await webhook(t, row!.providerPaymentId!)).status).toBe(200);
    expect((await ledgerRows(m.id)).map((r) => r.delta)).toEqual([125]);
  });

  it('credits once when 20 deliveries of the same webhook arrive at once', async () => {
    const m = await buyer(t, 'NL');
    const before = await account(t, m.id);
    const { order, checkout_url } = await startPayment(t, m, { bundle_id: 'popular', method: 'paypal' });
    await checkout(checkout_url!, 'paid');
    const [row] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
    const answers = await Promise.all(Array.from({ length: 20 }, () => webhook(t, row!.providerPaymentId!)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    await eventually(() => orderOf(t, m, order.id), (o) => o.status === 'paid');
    expect((await ledgerRows(m.id)).map((r) => r.delta)).toEqual([275]);
    expect((await account(t, m.id)).credits).toBe(before.credits + 275);
  });

  it('credits a payment paid at the provider even after the order was given up here as failed', async () => {
    const m = await buyer(t, 'NL');
    const { order, checkout_url } = await startPayment(t, m, { bundle_id: 'starter', method: 'ideal' });
    // As when the call creating the payment timed out on our side, though the provider made it.
    await t.db.update(paymentOrders).set({ status: 'failed' }).where(eq(paymentOrders.id, order.id));
    await checkout(checkout_url!, 'paid');
    await eventually(() => orderOf(t, m, order.id), (o) => o.status === 'paid');
    expect((await ledgerRows(m.id)).map((r) => r.delta)).toEqual([50]);
  });

  it('keeps a final status when the provider reports another ending than paid', async () => {
    const m = await buyer(t, 'NL');
    const { order, checkout_url } = await startPayment(t, m, { bundle_id: 'starter', method: 'ideal' });
    await t.db.update(paymentOrders).set({ status: 'failed' }).where(eq(paymentOrders.id, order.id));
    await checkout(checkout_url!, 'canceled');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await orderOf(t, m, order.id)).status).toBe('failed');
    expect(await ledgerRows(m.id)).toEqual([]);
  });

  it('acknowledges payments it does not know and changes nothing', async () => {
    const ordersBefore = await t.db.select().from(paymentOrders);
    const answer = await webhook(t, 'tr_doesnotexist');
    expect(answer.status).toBe(200);
    expect(await t.db.select().from(paymentOrders)).toEqual(ordersBefore);
  });

  it('needs no session and no request-type header, but an id', async () => {
    const answer = await fetch(`${t.origin}/api/payment-webhook.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'nothing=here',
    });
    expect(answer.status).toBe(400);
  });
});

describe('the simulated provider (demo mode)', () => {
  const memberKey = { authorization: 'Bearer test_memberguessedkey0000000000000' };
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${t.origin}/simulated-provider/v2${path}`, { ...init, headers: { ...memberKey, 'content-type': 'application/json' } });

  it('lets no member pay an order through its API with a test key of their own', async () => {
    const m = await buyer(t, 'NL');
    const before = await account(t, m.id);
    const { order } = await startPayment(t, m, { bundle_id: 'starter', method: 'ideal' });
    // As when the call creating the payment timed out: the order still waits for its payment.
    await t.db.update(paymentOrders).set({ status: 'failed', providerPaymentId: null }).where(eq(paymentOrders.id, order.id));
    // A payment of the member's own making, naming that order and this server's webhook.
    const attempt = await api('/payments', {
      method: 'POST',
      body: JSON.stringify({
        amount: toMollieAmount(order.amount, order.currency),
        description: 'paid by myself',
        redirectUrl: `${t.origin}/`,
        webhookUrl: `${t.origin}/api/payment-webhook.php`,
        metadata: { order_id: order.id },
      }),
    });
    expect(attempt.status).toBe(401);
    await attempt.body?.cancel();
    expect(await account(t, m.id)).toEqual(before);
  });

  it('lets no member read the payment of their order; the checkout page stays theirs to use', async () => {
    const m = await buyer(t, 'NL');
    const { order, checkout_url } = await startPayment(t, m, { bundle_id: 'starter', method: 'ideal' });
    const [row] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
    const read = await api(`/payments/${row!.providerPaymentId}`);
    expect(read.status).toBe(401);
    await read.body?.cancel();
    await checkout(checkout_url!, 'paid');
    await eventually(() => orderOf(t, m, order.id), (o) => o.status === 'paid');
  });
});

describe('discount codes at checkout', () => {
  it('charges the discounted amount and keeps the code with the paid order, refusing the second use', async () => {
    const m = await buyer(t, 'NL');
    const { order } = await buy(t, m, { bundle_id: 'starter', method: 'ideal', discount_code: 'nl15' });
    expect(order).toMatchObject({
      amount: Math.floor((1499 * 85) / 100),
      amount_before_discount: 1499,
      discount_code: 'NL15',
      discount_percentage: 15,
    });

    const again = await createPayment(t, m, { bundle_id: 'plus', method: 'ideal', discount_code: 'NL15' });
    expect(again.statusCode).toBe(422);
    expect(errorOf(again).code).toBe('code_already_used');
    expect(errorOf(await t.app.inject({ url: '/api/discountcode.php?code=NL15', headers: m.headers })).code).toBe(
      'code_already_used',
    );
  });

  it('does not count an unpaid order as a use', async () => {
    const m = await buyer(t, 'NL');
    await buy(t, m, { bundle_id: 'starter', method: 'ideal', discount_code: 'NL15' }, 'failed');
    const check = await t.app.inject({ url: '/api/discountcode.php?code=NL15', headers: m.headers });
    expect(DiscountCodeResponse.parse(check.json()).discount_code.code).toBe('NL15');
  });

  it('applies the same rules as the code check', async () => {
    const m = await buyer(t, 'NL');
    const small = await createPayment(t, m, { bundle_id: 'starter', method: 'ideal', discount_code: 'SAVE20' });
    expect(errorOf(small)).toMatchObject({ code: 'code_minimum_order', params: { amount: 5999, currency: 'EUR' } });
    expect(errorOf(await createPayment(t, m, { bundle_id: 'starter', method: 'ideal', discount_code: 'NOPE' })).code).toBe(
      'code_not_found',
    );
    const de = await buyer(t, 'DE');
    expect(errorOf(await createPayment(t, de, { bundle_id: 'starter', method: 'paypal', discount_code: 'NL15' })).code).toBe(
      'code_wrong_country',
    );
  });

  it('holds a once-per-user code for an open order: a second order and the code check are refused', async () => {
    const m = await buyer(t, 'NL');
    await startPayment(t, m, { bundle_id: 'starter', method: 'ideal', discount_code: 'NL15' });
    const second = await createPayment(t, m, { bundle_id: 'plus', method: 'paypal', discount_code: 'NL15' });
    expect(second.statusCode).toBe(422);
    expect(errorOf(second)).toMatchObject({ code: 'code_already_used', message: 'Code already used' });
    expect(errorOf(await t.app.inject({ url: '/api/discountcode.php?code=NL15', headers: m.headers })).code).toBe(
      'code_already_used',
    );
    // Another member's open order holds nothing of this member's.
    await startPayment(t, await buyer(t, 'NL'), { bundle_id: 'starter', method: 'ideal', discount_code: 'NL15' });
  });

  it('gives exactly one of several orders made at once the code', async () => {
    const m = await buyer(t, 'NL');
    // By card the member's customer is made at the provider between the code check and the order,
    // so every request has passed the check before any of them writes its order.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        createPayment(t, m, { bundle_id: 'starter', method: 'creditcard', discount_code: 'TIMEBONUS25' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422, 422, 422]);
    expect(answers.filter((answer) => answer.statusCode === 422).map((answer) => errorOf(answer).code)).toEqual(
      Array(3).fill('code_already_used'),
    );
    const orders = await t.db.select().from(paymentOrders).where(eq(paymentOrders.userId, m.id));
    expect(orders.map((order) => order.discountCode)).toEqual(['TIMEBONUS25']);
  });

  it.each(['failed', 'canceled'] as const)('gives the code back when its order ends %s', async (ending) => {
    const m = await buyer(t, 'NL');
    await buy(t, m, { bundle_id: 'starter', method: 'ideal', discount_code: 'TIMEBONUS25' }, ending);
    const welcome = await t.app.inject({ url: '/api/discountcode.php?welcome=true', headers: m.headers });
    expect(WelcomeDiscountResponse.parse(welcome.json()).discount_code?.code).toBe('TIMEBONUS25');
    const { order } = await buy(t, m, { bundle_id: 'starter', method: 'ideal', discount_code: 'TIMEBONUS25' });
    expect(order.discount_percentage).toBe(25);
  });

  it('gives the code back when its order expires', async () => {
    const m = await buyer(t, 'NL');
    const { order } = await startPayment(t, m, { bundle_id: 'starter', method: 'banktransfer', discount_code: 'NL15' });
    // What settling the provider's `expired` writes; the simulated checkout offers no expiry.
    await t.db.update(paymentOrders).set({ status: 'expired' }).where(eq(paymentOrders.id, order.id));
    await startPayment(t, m, { bundle_id: 'starter', method: 'ideal', discount_code: 'NL15' });
  });

  it('holds a code for once for everybody while one member’s order is open', async () => {
    const [site] = await t.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, 'localhost'));
    await t.db.insert(discountCodes).values({ siteId: site!.id, code: 'FIRSTONLY', valuePercentage: 30, validity: 'once' });
    const first = await buyer(t, 'NL');
    const other = await buyer(t, 'NL');
    const { order, checkout_url } = await startPayment(t, first, { bundle_id: 'starter', method: 'ideal', discount_code: 'FIRSTONLY' });
    expect(errorOf(await createPayment(t, other, { bundle_id: 'starter', method: 'ideal', discount_code: 'FIRSTONLY' })).code).toBe(
      'code_already_used',
    );
    await checkout(checkout_url!, 'canceled');
    await eventually(() => orderOf(t, first, order.id), (o) => o.status === 'canceled');
    await startPayment(t, other, { bundle_id: 'starter', method: 'ideal', discount_code: 'FIRSTONLY' });
  });

  it('the welcome bonus once used is gone, even for a member who is no longer premium', async () => {
    const m = await buyer(t, 'NL');
    const { order } = await buy(t, m, { bundle_id: 'starter', method: 'ideal', discount_code: 'TIMEBONUS25' });
    expect(order.amount).toBe(Math.floor((1499 * 75) / 100));
    await t.db.update(users).set({ paidUser: false }).where(eq(users.id, m.id));
    const welcome = await t.app.inject({ url: '/api/discountcode.php?welcome=true', headers: m.headers });
    expect(WelcomeDiscountResponse.parse(welcome.json()).discount_code).toBeNull();
  });
});
