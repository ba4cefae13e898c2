import { DiscountCodeResponse, RETENTION_CODE_DAYS, RetentionCodeResponse } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, discountCodes, retentionOffers, sites } from '../../db/schema';
import { DAY_MS } from '../../platform/clock';
import { appHeaders, errorOf } from '../../test/accounts';
import {
  type Buyer,
  buyer,
  checkout,
  createPayment,
  eventually,
  listeningTestApp,
  orderOf,
  type PaymentTestApp,
  startPayment,
} from '../../test/payments';
import { testClock } from '../../test/test-clock';

const clock = testClock(new Date('2026-03-02T10:00:00Z'));
let t: PaymentTestApp;

beforeAll(async () => {
  t = await listeningTestApp({ now: clock.now });
});
afterAll(() => t?.close());

const takeOffer = (m: Buyer | null) =>
  t.app.inject({ method: 'POST', url: '/api/retention-code.php', headers: m?.headers ?? appHeaders });

async function takenCode(m: Buyer) {
  const response = await takeOffer(m);
  expect(response.statusCode, response.body).toBe(200);
  return RetentionCodeResponse.parse(response.json()).discount_code;
}

const checkCode = (m: Buyer, code: string) => t.app.inject({ url: `/api/discountcode.php?code=${code}`, headers: m.headers });

async function setDeleteDiscount(percentage: number) {
  const [site] = await t.db.select({ companyId: sites.companyId }).from(sites).where(eq(sites.domain, 'localhost'));
  await t.db.update(companies).set({ deleteDiscount: percentage }).where(eq(companies.id, site!.companyId));
}

describe('POST /api/retention-code.php (the offer to stay instead of deleting the account)', () => {
  it('issues the member a personal code for the company’s delete_discount, the same one however often they take it', async () => {
    const m = await buyer(t, 'NL');
    // Two clicks at once, then a third: one code.
    const [first, second] = await Promise.all([takenCode(m), takenCode(m)]);
    const third = await takenCode(m);
    expect(first).toEqual({
      code: expect.stringMatching(/^STAY-[A-Z2-9]{8}$/),
      country: null,
      user_id: m.id,
      expires: new Date(clock.now().getTime() + RETENTION_CODE_DAYS * DAY_MS).toISOString(),
      value_percentage: 50,
      currency: null,
      minimum_order_value: null,
      status: 'active',
      validity: 'once_per_user',
      expired: false,
      paymentmethods: null,
    });
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(await t.db.select().from(retentionOffers).where(eq(retentionOffers.userId, m.id))).toHaveLength(1);
    expect(await t.db.select().from(discountCodes).where(eq(discountCodes.userId, m.id))).toHaveLength(1);

    // The checkout's code check accepts it, in lower case too, for its owner only.
    const check = await checkCode(m, first.code.toLowerCase());
    expect(check.statusCode).toBe(200);
    expect(DiscountCodeResponse.parse(check.json()).discount_code).toMatchObject({ code: first.code, value_percentage: 50 });
    const other = await buyer(t, 'NL');
    expect(errorOf(await checkCode(other, first.code)).code).toBe('code_not_found');
    // Another member taking the offer gets a code of their own.
    expect((await takenCode(other)).code).not.toBe(first.code);
  });

  it('is applied by the checkout once: the discounted amount is charged, a second order is refused', async () => {
    const m = await buyer(t, 'NL');
    const { code } = await takenCode(m);
    const { order, checkout_url } = await startPayment(t, m, { bundle_id: 'starter', method: 'ideal', discount_code: code });
    expect(order).toMatchObject({ amount: Math.floor(1499 / 2), amount_before_discount: 1499, discount_code: code, discount_percentage: 50 });
    await checkout(checkout_url!, 'paid');
    await eventually(() => orderOf(t, m, order.id), (paid) => paid.status === 'paid');

    const again = await createPayment(t, m, { bundle_id: 'plus', method: 'ideal', discount_code: code });
    expect(again.statusCode).toBe(422);
    expect(errorOf(again).code).toBe('code_already_used');
    // Taking the offer again does not hand out a fresh discount.
    expect((await takenCode(m)).code).toBe(code);
  });

  it('runs out after RETENTION_CODE_DAYS, and taking the offer again answers the same, expired code', async () => {
    const m = await buyer(t, 'NL');
    const { code } = await takenCode(m);
    clock.advance(RETENTION_CODE_DAYS * DAY_MS);
    expect(errorOf(await checkCode(m, code)).code).toBe('code_expired');
    expect(await takenCode(m)).toMatchObject({ code, expired: true });
  });

  it('answers 404 when the company offers no discount, and asks visitors to log in', async () => {
    await setDeleteDiscount(0);
    try {
      const m = await buyer(t, 'NL');
      const none = await takeOffer(m);
      expect(none.statusCode).toBe(404);
      expect(errorOf(none).code).toBe('not_found');
    } finally {
      await setDeleteDiscount(50);
    }
    const visitor = await takeOffer(null);
    expect(visitor.statusCode).toBe(403);
    expect(errorOf(visitor).code).toBe('authentication_required');
  });
});
