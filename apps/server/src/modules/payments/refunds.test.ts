import { AdminOrderDetail, AdminOrdersResponse, OrdersResponse, RefundResponse, type StaffRole } from '@app/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, orderRefunds, users } from '../../db/schema';
import { errorOf } from '../../test/accounts';
import { account, buy, type Buyer, buyer, eventually, ledgerSum, listeningTestApp, orderOf, type PaymentTestApp } from '../../test/payments';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { staffCookie, staffHeaders } from '../../test/staff';
import { type TestClock, testClock } from '../../test/test-clock';
import { changeCredits } from '../credits/ledger';
import { DAY_MS } from '../../platform/clock';
import { simulatedApiKey } from '../../platform/payments/create-payment-provider';

let t: PaymentTestApp;
let inbox: SmtpInbox;
let clock: TestClock;
const cookies = {} as Record<StaffRole, string>;

/** Staff sessions end after a while idle: after moving the clock, everybody logs in again. */
async function logInStaff() {
  for (const role of ['admin', 'support', 'finance', 'moderator'] as const) cookies[role] = await staffCookie(t, role, clock.now());
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  clock = testClock();
  t = await listeningTestApp({ smtpUrl: inbox.url, now: clock.now });
  await logInStaff();
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const headers = (role: StaffRole) => staffHeaders(cookies[role]);

async function orderPage(orderId: number, role: StaffRole = 'support'): Promise<AdminOrderDetail> {
  const response = await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: headers(role) });
  expect(response.statusCode, response.body).toBe(200);
  return AdminOrderDetail.parse(response.json());
}

const refund = (orderId: number, payload: Record<string, unknown>, role: StaffRole = 'support') =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/refunds`, headers: headers(role), payload });

let keys = 0;
const refundBody = (amount: number, key = `refund-key-${keys++}`) => ({ amount, reason: 'Asked by e-mail', idempotency_key: key });

async function refunded(orderId: number, payload: Record<string, unknown>, role: StaffRole = 'support') {
  const response = await refund(orderId, payload, role);
  expect(response.statusCode, response.body).toBe(200);
  return RefundResponse.parse(response.json());
}

const spend = (userId: number, credits: number) =>
  t.db.transaction((tx) => changeCredits(tx, userId, -credits, 'message:text', null));
const ledgerOf = (userId: number, reason: string) =>
  t.db.select().from(creditLedger).where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, reason)));

/** A member who bought `bundle` and then spent credits down to `keep` of it (signup credits go first). */
async function customer(bundle: 'starter' | 'plus', keep?: number): Promise<{ m: Buyer; orderId: number; credits: number }> {
  const m = await buyer(t, 'NL');
  const start = (await account(t, m.id)).credits;
  const { order } = await buy(t, m, { bundle_id: bundle, method: 'ideal' });
  if (keep !== undefined) await spend(m.id, start + order.credits - keep);
  return { m, orderId: order.id, credits: (await account(t, m.id)).credits };
}

describe('refunding an order in the back office', () => {
  it('refunds in full at the provider, takes the unused credits back, ends premium and mails the member', async () => {
    const { m, orderId, credits } = await customer('starter');
    const before = await orderPage(orderId);
    // Signup credits are older, so they count as spent first: all 50 of the bundle are unused.
    expect(before.refund_options).toMatchObject({ within_window: true, remaining_amount: 1499, unused_credits: 50, suggested_amount: 1499 });

    const { refund: made, applied } = await refunded(orderId, refundBody(1499));
    expect(applied).toBe(true);
    expect(made).toMatchObject({ amount: 1499, credits: 50, status: 'pending', outside_window: false, staff_email: expect.any(String) });
    expect(await account(t, m.id)).toMatchObject({ credits: credits - 50, paidUser: false });
    expect(await ledgerSum(t, m.id)).toBe(credits - 50);
    expect(await ledgerOf(m.id, 'refund')).toMatchObject([{ delta: -50 }]);

    // The provider pays it out a moment later and says so through the webhook.
    const after = await eventually(() => orderPage(orderId), (page) => page.refunds[0]?.status === 'refunded');
    expect(after.order.refunded_amount).toBe(1499);
    expect(after.refund_options).toBeNull();
    expect(after.member).toMatchObject({ paid_user: false, credits: credits - 50 });
    // The member's own overview and receipt say so too, not only "paid".
    expect(await orderOf(t, m, orderId)).toMatchObject({ status: 'paid', refunded_amount: 1499, charged_back_amount: 0 });

    await t.app.jobs.runDueJobs();
    const mail = await inbox.nextMatching(m.email, /refund/);
    expect(mail.subject).toBe(`Your refund for order ${orderId} at Rainbow Date`);
    expect(mail.text).toContain(`We have refunded €14.99 for order ${orderId}. 50 credits were taken back from your account.`);
    expect(mail.text).toContain('so it is a free account again');
    expect(mail.text).toContain('Seller: Rainbow Media B.V.');
  });

  it('refunds part of an order in proportion, never more credits than are unused, and keeps premium while a paid part remains', async () => {
    // 125 credits bought for 29.99; 75 of them used.
    const { m, orderId, credits } = await customer('plus', 50);
    expect((await orderPage(orderId)).refund_options).toMatchObject({ unused_credits: 50, suggested_amount: 1200 });

    // The return policy's refund: the unused 50 credits' share of the price.
    expect((await refunded(orderId, refundBody(1200))).refund.credits).toBe(50);
    expect(await account(t, m.id)).toMatchObject({ credits: credits - 50, paidUser: true });

    // A goodwill refund of more: nothing unused is left to take back.
    expect((await refunded(orderId, refundBody(500))).refund.credits).toBe(0);
    expect(await account(t, m.id)).toMatchObject({ credits: credits - 50, paidUser: true });
    expect(await ledgerSum(t, m.id)).toBe(credits - 50);
    expect((await orderPage(orderId)).refund_options).toMatchObject({ remaining_amount: 2999 - 1700, unused_credits: 0, suggested_amount: 0 });
    const overview = await t.app.inject({ url: '/api/payments.php', headers: m.headers });
    expect(OrdersResponse.parse(overview.json()).orders).toMatchObject([{ id: orderId, amount: 2999, refunded_amount: 1700 }]);

    await t.app.jobs.runDueJobs();
    await inbox.nextMatching(m.email, /refund/);
    const second = await inbox.nextMatching(m.email, /refund/);
    expect(second.text).toContain('We have refunded €5.00');
    expect(second.text).toContain('No credits were taken back');
    expect(second.text).not.toContain('free account again');
  });

  it('learns of a refund made at the provider’s dashboard from the webhook and takes its credits back too', async () => {
    const { m, orderId, credits } = await customer('plus');
    const { order } = await orderPage(orderId);
    // The operator refunds 12.00 of 29.99 in the provider's dashboard, which speaks to its API.
    const made = await fetch(`${t.origin}/simulated-provider/v2/payments/${order.provider_payment_id}/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await simulatedApiKey(t.db)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: { currency: 'EUR', value: '12.00' }, description: 'Goodwill' }),
    });
    expect(made.status).toBe(201);
    const page = await eventually(() => orderPage(orderId), (p) => p.refunds.length === 1 && p.refunds[0]!.credits !== null);
    // 12.00 of 29.99 is 40 % of the price: 50 of the 125 credits.
    expect(page.refunds[0]).toMatchObject({ amount: 1200, credits: 50, staff_email: null, reason: 'Refunded at the payment provider' });
    expect(await account(t, m.id)).toMatchObject({ credits: credits - 50, paidUser: true });
    expect(await ledgerSum(t, m.id)).toBe(credits - 50);
  });

  it('confirms the refund in the member’s language', async () => {
    const m = await buyer(t, 'NL');
    await t.db.update(users).set({ language: 'nl' }).where(eq(users.id, m.id));
    const { order } = await buy(t, m, { bundle_id: 'starter', method: 'ideal' });
    await refunded(order.id, refundBody(1499));
    await t.app.jobs.runDueJobs();
    await inbox.nextMatching(m.email, /^Je bon/);
    const mail = await inbox.nextMatching(m.email, /terugbetaling/);
    expect(mail.subject).toBe(`Je terugbetaling voor bestelling ${order.id} bij Rainbow Date`);
    const text = mail.text!.replaceAll('\u00a0', ' ');
    expect(text).toContain(`We hebben € 14,99 terugbetaald voor bestelling ${order.id}. 50 credits zijn van je account afgehaald.`);
    expect(text).toContain('dus het is weer een gratis account');
    expect(text).toContain('Terugbetaald: € 14,99');
    expect(text).toContain('Btw-nr.: NL123456789B01');
  });

  it('takes back a partial refund’s share of the credits when more are unused', async () => {
    const { m, orderId, credits } = await customer('plus');
    // A fifth of the price (6.00 of 29.99) is a fifth of the credits: 25.
    expect((await refunded(orderId, refundBody(600))).refund.credits).toBe(25);
    expect((await refunded(orderId, refundBody(600))).refund.credits).toBe(25);
    expect(await account(t, m.id)).toMatchObject({ credits: credits - 50, paidUser: true });
  });

  it('refunds once when the same request comes twice, one after the other or at the same time', async () => {
    const { m, orderId, credits } = await customer('starter');
    const body = refundBody(700, 'double-click-key');
    const first = await refunded(orderId, body);
    const again = await refunded(orderId, body);
    expect(again).toEqual({ refund: { ...first.refund, status: again.refund.status }, applied: false });

    const other = await customer('starter');
    const same = refundBody(700, 'same-time-key');
    const answers = await Promise.all([refund(other.orderId, same), refund(other.orderId, same), refund(other.orderId, same)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const results = answers.map((answer) => RefundResponse.parse(answer.json()));
    expect(new Set(results.map((result) => result.refund.id)).size).toBe(1);
    expect(results.filter((result) => result.applied)).toHaveLength(1);

    for (const { m: member, orderId: id, credits: had } of [{ m, orderId, credits }, other]) {
      expect(await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id))).toHaveLength(1);
      expect(await ledgerOf(member.id, 'refund')).toHaveLength(1);
      expect((await account(t, member.id)).credits).toBe(had - 23);
      const page = await eventually(() => orderPage(id), (p) => p.refunds[0]?.status === 'refunded');
      expect(page.order.refunded_amount).toBe(700);
    }
  });

  it('needs an admin after the refund period; support and finance hear why', async () => {
    const { m, orderId, credits } = await customer('starter');
    clock.advance(15 * DAY_MS);
    try {
      await logInStaff();
      expect((await orderPage(orderId)).refund_options).toMatchObject({ within_window: false, refund_days: 14 });
      for (const role of ['support', 'finance'] as const) {
        const refused = await refund(orderId, refundBody(1499), role);
        expect(refused.statusCode).toBe(403);
        expect(errorOf(refused)).toMatchObject({
          code: 'refund_window_passed',
          message: "This order was paid more than 14 days ago, outside the site's refund period; only an admin can refund it now.",
          params: { days: 14 },
        });
      }
      expect(await account(t, m.id)).toMatchObject({ credits, paidUser: true });
      const made = await refunded(orderId, refundBody(1499), 'admin');
      expect(made.refund).toMatchObject({ outside_window: true, credits: 50 });
      expect(await account(t, m.id)).toMatchObject({ credits: credits - 50, paidUser: false });
    } finally {
      clock.advance(-15 * DAY_MS);
      await logInStaff();
    }
  });

  it('refuses what cannot be refunded with a clear error, and moderators altogether', async () => {
    const { orderId } = await customer('starter');
    const tooMuch = await refund(orderId, refundBody(1500));
    expect(tooMuch.statusCode).toBe(400);
    expect(errorOf(tooMuch)).toMatchObject({ code: 'validation_failed', message: 'At most €14.99 of this order can still be refunded.', fields: { amount: 'too_large' } });
    expect((await refund(orderId, { amount: 0, reason: 'x', idempotency_key: 'short' })).statusCode).toBe(400);
    expect((await refund(orderId, {})).statusCode).toBe(400);
    expect(errorOf(await refund(999_999, refundBody(100))).code).toBe('not_found');
    const unpaid = await buyer(t, 'NL');
    const { order } = await buy(t, unpaid, { bundle_id: 'starter', method: 'ideal' }, 'canceled');
    const notPaid = await refund(order.id, refundBody(100));
    expect(notPaid.statusCode).toBe(422);
    expect(errorOf(notPaid).code).toBe('refund_not_possible');
    expect((await refund(orderId, refundBody(100), 'moderator')).statusCode).toBe(403);
  });
});

describe('the orders list', () => {
  it('filters by site, status, method, country, date and member, newest first', async () => {
    const { m, orderId } = await customer('starter');
    await refunded(orderId, refundBody(100));
    const list = async (query: string) => {
      const response = await t.app.inject({ url: `/api/admin/orders?${query}`, headers: headers('finance') });
      expect(response.statusCode, response.body).toBe(200);
      return AdminOrdersResponse.parse(response.json());
    };
    const byMember = await list(`member=${m.id}`);
    expect(byMember.orders.map(({ id }) => id)).toEqual([orderId]);
    expect(byMember.orders[0]).toMatchObject({ email: m.email, status: 'paid', refunded_amount: 100, method: 'ideal', country: 'NL' });
    expect((await list(`member=${encodeURIComponent(m.email.slice(0, 12).toUpperCase())}`)).orders.map(({ id }) => id)).toContain(orderId);
    expect((await list(`member=${m.id}&status=refunded`)).total).toBe(1);
    expect((await list(`member=${m.id}&status=charged_back`)).total).toBe(0);
    expect((await list(`member=${m.id}&method=paypal`)).total).toBe(0);
    expect((await list(`member=${m.id}&country=NL&siteId=${byMember.orders[0]!.site_id}`)).total).toBe(1);
    const today = clock.now().toISOString().slice(0, 10);
    expect((await list(`member=${m.id}&from=${today}&to=${today}`)).total).toBe(1);
    expect((await list(`member=${m.id}&to=2020-01-01`)).total).toBe(0);
    const all = await list('');
    expect(all.orders.length).toBeGreaterThan(1);
    expect(all.orders.map(({ created_at }) => created_at)).toEqual([...all.orders.map(({ created_at }) => created_at)].sort().reverse());
    const bad = await t.app.inject({ url: '/api/admin/orders?status=lost&from=yesterday', headers: headers('support') });
    expect(bad.statusCode).toBe(400);
  });

  it('shows an order’s status history, receipt and the audit trail of its refund', async () => {
    const { orderId } = await customer('starter');
    await refunded(orderId, refundBody(1499));
    const page = await orderPage(orderId);
    expect(page.history.map(({ status }) => status)).toEqual(['open', 'paid']);
    expect(page.receipt).toMatchObject({ vat_rate: 2100, vat_amount: 260, seller: { name: 'Rainbow Media B.V.', vat_number: 'NL123456789B01' } });
    expect(page.order).toMatchObject({ provider: 'mollie', provider_payment_id: expect.stringMatching(/^tr_/), amount: 1499 });
    const audit = await t.app.inject({ url: `/api/admin/audit?subjectType=order&subjectId=${orderId}`, headers: headers('admin') });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(JSON.stringify(audit.json())).toContain('order.refund');
  });
});
