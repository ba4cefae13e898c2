import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditDebts, creditLedger, memberReviewFlags, orderChargebacks, paymentOrders } from '../../db/schema';
import { changeCredits } from '../credits/ledger';
import {
  account,
  buy,
  buyer,
  chargeBack,
  eventually,
  ledgerSum,
  listeningTestApp,
  orderOf,
  type PaymentTestApp,
  webhook,
} from '../../test/payments';

let t: PaymentTestApp;

beforeAll(async () => {
  t = await listeningTestApp();
});
afterAll(() => t?.close());

const spend = (userId: number, credits: number) =>
  t.db.transaction((tx) => changeCredits(tx, userId, -credits, 'message:text', null));

const chargebacksOf = (orderId: number) => t.db.select().from(orderChargebacks).where(eq(orderChargebacks.orderId, orderId));
const debtsOf = (userId: number) => t.db.select().from(creditDebts).where(eq(creditDebts.userId, userId));
const flagsOf = (userId: number) => t.db.select().from(memberReviewFlags).where(eq(memberReviewFlags.userId, userId));
const ledgerRows = (userId: number, reason: string) =>
  t.db.select().from(creditLedger).where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, reason)));

describe('a chargeback the webhook reports', () => {
  it('takes the purchase’s credits back, records what the balance could not cover as a debt and flags the member', async () => {
    const m = await buyer(t, 'NL');
    const start = (await account(t, m.id)).credits;
    const { order, checkoutUrl } = await buy(t, m, { bundle_id: 'starter', method: 'ideal' });
    expect(await account(t, m.id)).toMatchObject({ credits: start + 50, paidUser: true });
    // The member spends all but 10 credits before the bank takes the money back.
    await spend(m.id, start + 40);

    await chargeBack(checkoutUrl);
    const [chargeback] = await eventually(() => chargebacksOf(order.id), (rows) => rows.length === 1);
    expect(chargeback).toMatchObject({ amount: order.amount, credits: 10, debtCredits: 40 });
    // Never below zero: the balance is empty and the rest is owed.
    expect(await account(t, m.id)).toMatchObject({ credits: 0, paidUser: false });
    expect(await ledgerSum(t, m.id)).toBe(0);
    expect(await debtsOf(m.id)).toMatchObject([{ credits: 40, settledCredits: 0, settledAt: null }]);
    expect(await flagsOf(m.id)).toMatchObject([{ reason: 'chargeback', orderId: order.id, resolvedAt: null }]);
    expect(await orderOf(t, m, order.id)).toMatchObject({ status: 'paid', refunded_amount: 0, charged_back_amount: order.amount });

    // The next purchase pays the debt first, through the ledger.
    await buy(t, m, { bundle_id: 'plus', method: 'ideal' });
    expect(await account(t, m.id)).toMatchObject({ credits: 125 - 40, paidUser: true });
    expect(await ledgerSum(t, m.id)).toBe(125 - 40);
    expect(await ledgerRows(m.id, 'debt')).toMatchObject([{ delta: -40, balanceAfter: 85 }]);
    expect((await debtsOf(m.id))[0]).toMatchObject({ settledCredits: 40, settledAt: expect.any(Date) });
  });

  it('takes back a partial chargeback’s share once, however often the webhook comes', async () => {
    const m = await buyer(t, 'NL');
    const start = (await account(t, m.id)).credits;
    const { order, checkoutUrl } = await buy(t, m, { bundle_id: 'plus', method: 'ideal' });
    // A fifth of 29.99 is 6.00 (rounded): 25 of the 125 credits.
    await chargeBack(checkoutUrl, '6.00');
    await eventually(() => chargebacksOf(order.id), (rows) => rows.length === 1);
    const [paid] = await t.db
      .select({ paymentId: paymentOrders.providerPaymentId })
      .from(paymentOrders)
      .where(eq(paymentOrders.id, order.id));
    const deliveries = await Promise.all([1, 2, 3].map(() => webhook(t, paid!.paymentId!)));
    expect(deliveries.map(({ status }) => status)).toEqual([200, 200, 200]);
    expect(await chargebacksOf(order.id)).toMatchObject([{ amount: 600, credits: 25, debtCredits: 0 }]);
    // Part of the order is still paid for: premium stays.
    expect(await account(t, m.id)).toMatchObject({ credits: start + 100, paidUser: true });
    expect(await ledgerRows(m.id, 'chargeback')).toHaveLength(1);
    expect(await debtsOf(m.id)).toEqual([]);
    expect(await flagsOf(m.id)).toHaveLength(1);
  });
});
