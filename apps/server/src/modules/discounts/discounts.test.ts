import { DiscountCodeResponse, TIME_BONUS, WelcomeDiscountResponse } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, sites } from '../../db/schema';
import { errorOf } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { testClock } from '../../test/test-clock';
import { type Buyer, buyer } from '../../test/payments';

let t: TestApp;
const clock = testClock(new Date('2026-03-02T10:00:00Z'));

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
});
afterAll(() => t?.close());

function discountCode(m: Buyer | null, query: string) {
  return t.app.inject({ url: `/api/discountcode.php?${query}`, headers: m?.headers ?? {} });
}

async function addCode(values: Partial<typeof discountCodes.$inferInsert> & { code: string }) {
  const [site] = await t.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, 'localhost'));
  await t.db.insert(discountCodes).values({ siteId: site!.id, valuePercentage: 10, validity: 'unlimited', ...values });
}

describe('welcome time bonus', () => {
  it('is TIMEBONUS25 for a new non-paid member, until 4 hours after signup', async () => {
    const signedUpAt = clock.now();
    const m = await buyer(t, 'NL');

    const fresh = await discountCode(m, 'welcome=true');
    expect(fresh.statusCode).toBe(200);
    expect(DiscountCodeResponse.parse(fresh.json()).discount_code).toEqual({
      code: TIME_BONUS.code,
      country: 'NL',
      user_id: m.id,
      expires: new Date(signedUpAt.getTime() + TIME_BONUS.windowSeconds * 1000).toISOString(),
      value_percentage: 25,
      currency: 'EUR',
      minimum_order_value: null,
      status: 'active',
      validity: 'once_per_user',
      expired: false,
      paymentmethods: null,
    });

    clock.advance(14_399_000);
    expect((await discountCode(m, 'welcome=true')).statusCode).toBe(200);
    clock.advance(1000);
    const over = await discountCode(m, 'welcome=true');
    expect(over.statusCode).toBe(200);
    expect(WelcomeDiscountResponse.parse(over.json()).discount_code).toBeNull();
    // Typed at checkout it is refused as expired.
    expect(errorOf(await discountCode(m, 'code=timebonus25')).code).toBe('code_expired');
  });

  it('is in the member’s currency', async () => {
    const m = await buyer(t, 'PL');
    const answer = DiscountCodeResponse.parse((await discountCode(m, 'welcome=true')).json());
    expect(answer.discount_code).toMatchObject({ currency: 'PLN', country: 'PL' });
  });

  it('is never offered to paid members or visitors', async () => {
    const paid = await buyer(t, 'NL', { paidUser: true });
    expect(WelcomeDiscountResponse.parse((await discountCode(paid, 'welcome=true')).json()).discount_code).toBeNull();
    expect(errorOf(await discountCode(paid, 'code=TIMEBONUS25')).code).toBe('code_expired');
    const visitor = await discountCode(null, 'welcome=true');
    expect(visitor.statusCode).toBe(200);
    expect(WelcomeDiscountResponse.parse(visitor.json()).discount_code).toBeNull();
  });
});

describe('code check', () => {
  it('finds codes whatever their case and shows them as SPEC §3 does', async () => {
    const m = await buyer(t, 'NL');
    const response = await discountCode(m, 'code=welcome10');
    expect(response.statusCode).toBe(200);
    expect(DiscountCodeResponse.parse(response.json()).discount_code).toMatchObject({
      code: 'WELCOME10',
      value_percentage: 10,
      validity: 'unlimited',
      status: 'active',
      expired: false,
      user_id: null,
    });
  });

  it('answers code_not_found for unknown codes, another member’s code, and visitors must log in', async () => {
    const m = await buyer(t, 'NL');
    const other = await buyer(t, 'NL');
    const unknown = await discountCode(m, 'code=NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toMatchObject({ code: 'code_not_found', message: 'Code not found' });

    await addCode({ code: 'JUSTFORYOU', userId: other.id });
    expect(errorOf(await discountCode(m, 'code=JUSTFORYOU')).code).toBe('code_not_found');
    expect((await discountCode(other, 'code=JUSTFORYOU')).statusCode).toBe(200);

    expect(errorOf(await discountCode(null, 'code=WELCOME10')).code).toBe('authentication_required');
  });

  it('refuses expired and inactive codes', async () => {
    const m = await buyer(t, 'NL');
    await addCode({ code: 'LASTWEEK', expiresAt: new Date(clock.now().getTime() - 1000) });
    await addCode({ code: 'NEXTWEEK', expiresAt: new Date(clock.now().getTime() + 7 * 86_400_000) });
    await addCode({ code: 'PAUSED', status: 'inactive' });
    const expired = await discountCode(m, 'code=lastweek');
    expect(expired.statusCode).toBe(422);
    expect(errorOf(expired).code).toBe('code_expired');
    expect(errorOf(await discountCode(m, 'code=PAUSED')).code).toBe('code_expired');
    expect((await discountCode(m, 'code=NEXTWEEK')).statusCode).toBe(200);
  });

  it('applies the minimum order value to the chosen bundle, in the member’s currency', async () => {
    const m = await buyer(t, 'NL');
    const below = await discountCode(m, 'code=SAVE20&bundle_id=starter');
    expect(below.statusCode).toBe(422);
    expect(errorOf(below)).toMatchObject({ code: 'code_minimum_order', params: { amount: 5999, currency: 'EUR' } });
    expect((await discountCode(m, 'code=SAVE20&bundle_id=popular')).statusCode).toBe(200);
    expect(errorOf(await discountCode(m, 'code=SAVE20&bundle_id=nope')).code).toBe('bundle_not_found');

    // A code in euros means nothing to a member paying in złoty.
    const pl = await buyer(t, 'PL');
    expect(errorOf(await discountCode(pl, 'code=SAVE20&bundle_id=best')).code).toBe('code_wrong_country');
  });

  it('keeps country codes to their country', async () => {
    expect((await discountCode(await buyer(t, 'NL'), 'code=NL15')).statusCode).toBe(200);
    const de = await discountCode(await buyer(t, 'DE'), 'code=NL15');
    expect(de.statusCode).toBe(422);
    expect(errorOf(de).code).toBe('code_wrong_country');
  });

  it('keeps method codes to their methods', async () => {
    const m = await buyer(t, 'NL');
    await addCode({ code: 'IDEALONLY', paymentMethods: ['ideal'] });
    expect((await discountCode(m, 'code=IDEALONLY&method=ideal')).statusCode).toBe(200);
    expect((await discountCode(m, 'code=IDEALONLY')).statusCode).toBe(200);
    const card = await discountCode(m, 'code=IDEALONLY&method=creditcard');
    expect(card.statusCode).toBe(422);
    expect(errorOf(card).code).toBe('code_method_not_allowed');
  });
});
