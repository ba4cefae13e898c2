import { type CountryCode, CreatePaymentResponse, OrderResponse, type TrackingInfo } from '@app/core';
import { eq, sql } from 'drizzle-orm';
import { creditLedger, profiles, users } from '../db/schema';
import { buildTestApp, type TestApp, type TestAppOptions } from './build-test-app';
import { activeMember } from './members';

/**
 * The payment tests' app listens on a real port: the simulated provider posts its webhooks and
 * the provider adapter calls the provider over HTTP, as in production.
 */
export async function listeningTestApp(options: TestAppOptions = {}) {
  const t = await buildTestApp(options);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address !== 'object') throw new Error('The test app is not listening');
  return { ...t, origin: `http://127.0.0.1:${address.port}` };
}
export type PaymentTestApp = Awaited<ReturnType<typeof listeningTestApp>>;

export type Buyer = Awaited<ReturnType<typeof buyer>>;

/** A logged-in member living in `country`. */
export async function buyer(t: TestApp, country: CountryCode = 'NL', options: { paidUser?: boolean; tracking?: TrackingInfo } = {}) {
  const m = await activeMember(t, options);
  await t.db.update(profiles).set({ country }).where(eq(profiles.userId, m.id));
  return m;
}

export async function account(t: TestApp, userId: number) {
  const [row] = await t.db
    .select({ credits: users.credits, paidUser: users.paidUser, directDebitBlockedAt: users.directDebitBlockedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

/** As the browser asks; the return address is the site's own (http://localhost:<the listening port>). */
export function createPayment(t: PaymentTestApp, m: Buyer, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/payments.php', headers: m.headers, payload });
}

/** POST /api/payments.php that must succeed: the order and where the payer goes to pay. */
export async function startPayment(t: PaymentTestApp, m: Buyer, payload: Record<string, unknown>) {
  const response = await createPayment(t, m, payload);
  if (response.statusCode !== 200) throw new Error(`payment failed: ${response.statusCode} ${response.body}`);
  return CreatePaymentResponse.parse(response.json());
}

export async function orderOf(t: TestApp, m: Buyer, orderId: number) {
  const response = await t.app.inject({ url: `/api/payments.php?id=${orderId}`, headers: m.headers });
  if (response.statusCode !== 200) throw new Error(`order failed: ${response.statusCode} ${response.body}`);
  return OrderResponse.parse(response.json()).order;
}

/** Polls until `check` holds: webhooks and settling arrive over real HTTP, a moment later. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > until) throw new Error(`Still not there after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The payer on the simulated provider's checkout page: opens it, picks the outcome (and a test
 * card) and answers where the provider sends the browser back to.
 */
export async function checkout(url: string, status: 'paid' | 'pending' | 'failed' | 'canceled', card = '4242'): Promise<string> {
  const page = await fetch(url);
  if (page.status !== 200) throw new Error(`checkout page answered ${page.status}`);
  await page.text();
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ status, card }).toString(),
    redirect: 'manual',
  });
  await answer.body?.cancel();
  const location = answer.headers.get('location');
  if (answer.status !== 303 || !location) throw new Error(`checkout answered ${answer.status}`);
  return location;
}

/**
 * Pays a bundle through the simulated checkout and waits until the webhook settled the order;
 * answers it with its checkout page, where test mode can also charge it back.
 */
export async function buy(
  t: PaymentTestApp,
  m: Buyer,
  payload: Record<string, unknown>,
  choice: 'paid' | 'failed' | 'canceled' = 'paid',
) {
  const { order, checkout_url } = await startPayment(t, m, payload);
  await checkout(checkout_url!, choice);
  return { order: await eventually(() => orderOf(t, m, order.id), (o) => o.status === choice), checkoutUrl: checkout_url! };
}

/** Test mode's chargeback on a paid payment's checkout page: all that is left, or `amount` ('4.99'). */
export async function chargeBack(checkoutUrl: string, amount = ''): Promise<void> {
  const answer = await fetch(`${checkoutUrl}/chargeback`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ amount }).toString(),
    redirect: 'manual',
  });
  await answer.body?.cancel();
  if (answer.status !== 303) throw new Error(`chargeback answered ${answer.status}`);
}

/** The sum of a member's ledger rows, which must always equal their balance. */
export async function ledgerSum(t: TestApp, userId: number): Promise<number> {
  const [row] = await t.db
    .select({ sum: sql<string | null>`sum(${creditLedger.delta})` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row?.sum ?? 0);
}

/** A webhook delivery as the provider makes it: a form POST of the payment id, nothing else. */
export async function webhook(t: PaymentTestApp, paymentId: string): Promise<Response> {
  const answer = await fetch(`${t.origin}/api/payment-webhook.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id: paymentId }).toString(),
  });
  await answer.text();
  return answer;
}
