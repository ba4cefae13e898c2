import { CreatePaymentResponse, CreditsOffer, DirectDebitStarted, SMS_CODE_MAX_ATTEMPTS } from '@app/core';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders, smsOutbox, users } from '../../db/schema';
import { errorOf } from '../../test/accounts';
import {
  account,
  type Buyer,
  buyer,
  eventually,
  listeningTestApp,
  orderOf,
  type PaymentTestApp,
} from '../../test/payments';

let t: PaymentTestApp;

beforeAll(async () => {
  t = await listeningTestApp({ simulatedSettleMs: 50 });
});
afterAll(() => t?.close());

const IBAN = 'NL91 ABNA 0417 1643 00';
const MOBILE = '06 12345678';

const form = (overrides: Record<string, unknown> = {}) => ({
  bundle_id: 'plus',
  account_holder: 'Alex de Vries',
  iban: IBAN,
  street: 'Herengracht',
  house_number: '100',
  postal_code: '1015 BS',
  city: 'Amsterdam',
  mobile: MOBILE,
  authorization: true,
  ...overrides,
});

const start = (m: Buyer, overrides: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/directdebit.php', headers: m.headers, payload: form(overrides) });

const confirm = (m: Buyer, verificationId: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/directdebit-confirm.php',
    headers: m.headers,
    payload: { verification_id: verificationId, code },
  });

/** The code of the newest SMS to a number. */
async function smsCode(to: string): Promise<string> {
  const [sms] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.to, to)).orderBy(desc(smsOutbox.id)).limit(1);
  return /\b(\d{6})\b/.exec(sms!.text)![1]!;
}

async function started(m: Buyer, overrides: Record<string, unknown> = {}) {
  const response = await start(m, overrides);
  expect(response.statusCode).toBe(200);
  return DirectDebitStarted.parse(response.json());
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function offer(m: Buyer) {
  return CreditsOffer.parse((await t.app.inject({ url: '/api/credits.php', headers: m.headers })).json());
}

describe('POST /api/directdebit.php', () => {
  it('sends the SMS code to the mobile number', async () => {
    const m = await buyer(t, 'NL');
    const { verification_id, phone_hint } = await started(m);
    expect(verification_id).toBeTruthy();
    expect(phone_hint.endsWith('78')).toBe(true);
    expect(phone_hint).not.toContain('12345');
    const [sms] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+31612345678')).orderBy(desc(smsOutbox.id));
    expect(sms!.text).toMatch(/^Rainbow Date: your code to confirm the direct debit is \d{6}\. It is valid for 10 minutes\.$/);
  });

  it('names the IBAN and the mobile number that are not valid', async () => {
    const m = await buyer(t, 'NL');
    const both = await start(m, { iban: 'NL91 ABNA 0417 1643 01', mobile: '020 123 4567' });
    expect(both.statusCode).toBe(400);
    expect(errorOf(both)).toMatchObject({
      code: 'validation_failed',
      fields: { iban: 'invalid_iban', mobile: 'invalid_phone' },
    });
    expect(errorOf(await start(m, { iban: 'not an iban' })).fields).toEqual({ iban: 'invalid_iban' });
    expect(errorOf(await start(m, { authorization: false })).fields).toMatchObject({ authorization: 'authorization_required' });
  });

  it('is only for euro countries that offer it', async () => {
    const pl = await buyer(t, 'PL');
    const response = await start(pl, { mobile: '+48 512 345 678' });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).code).toBe('method_not_available');
  });

  it('refuses a blocked member', async () => {
    const m = await buyer(t, 'NL');
    await t.db.update(users).set({ directDebitBlockedAt: new Date() }).where(eq(users.id, m.id));
    const response = await start(m);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toMatchObject({
      code: 'direct_debit_blocked',
      message: 'Your account is blocked for direct debit payments.',
    });
    expect((await offer(m)).direct_debit.blocked).toBe(true);
  });

  it('keeps to the 30-day limit', async () => {
    const m = await buyer(t, 'NL');
    const [site] = await t.db.select({ siteId: users.siteId }).from(users).where(eq(users.id, m.id));
    const debit = { userId: m.id, siteId: site!.siteId, bundleId: 'best', credits: 600, amountBeforeDiscount: 11_999 };
    const common = { currency: 'EUR', method: 'directdebit' as const, country: 'NL', provider: 'mollie' };
    await t.db.insert(paymentOrders).values([
      { ...debit, ...common, amount: 11_999, status: 'paid' },
      { ...debit, ...common, amount: 11_999, status: 'pending' },
      // Neither a failed debit nor one from before the window counts.
      { ...debit, ...common, amount: 11_999, status: 'failed' },
      { ...debit, ...common, amount: 11_999, status: 'paid', createdAt: new Date(Date.now() - 31 * 86_400_000) },
    ]);
    expect((await offer(m)).direct_debit.remaining_limit).toBe(25_000 - 2 * 11_999);
    const over = await start(m, { bundle_id: 'starter' });
    expect(over.statusCode).toBe(422);
    expect(errorOf(over)).toMatchObject({
      code: 'direct_debit_limit_reached',
      message: 'Your limit for direct debit payments has been reached.',
    });
  });

  it('sends at most five codes an hour', async () => {
    const m = await buyer(t, 'NL');
    for (let i = 0; i < 5; i++) await started(m);
    const sixth = await start(m);
    expect(sixth.statusCode).toBe(429);
    expect(errorOf(sixth).code).toBe('too_many_requests');
  });
});

describe('POST /api/directdebit-confirm.php', () => {
  it('refuses a wrong code, then the right code makes a pending debit that settles paid', async () => {
    const m = await buyer(t, 'NL');
    const before = await account(t, m.id);
    const { verification_id } = await started(m);
    const code = await smsCode('+31612345678');

    const wrong = await confirm(m, verification_id, wrongCode(code));
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong)).toMatchObject({ code: 'sms_code_invalid', message: 'Code invalid' });

    const right = await confirm(m, verification_id, code);
    expect(right.statusCode).toBe(200);
    const { order, checkout_url } = CreatePaymentResponse.parse(right.json());
    expect(checkout_url).toBeNull();
    expect(order).toMatchObject({ method: 'directdebit', status: 'pending', amount: 2999, currency: 'EUR', repeat: false });

    await eventually(() => orderOf(t, m, order.id), (o) => o.status === 'paid');
    expect(await account(t, m.id)).toMatchObject({ credits: before.credits + 125, paidUser: true });
    const { stored_methods, direct_debit } = await offer(m);
    expect(stored_methods).toEqual([expect.objectContaining({ method: 'directdebit', label: 'NL91 •••• 4300', holder: 'Alex de Vries' })]);
    expect(direct_debit.remaining_limit).toBe(25_000 - 2999);

    // A used code does not work twice.
    expect(errorOf(await confirm(m, verification_id, code)).code).toBe('sms_code_invalid');
  });

  it('gives up after the allowed attempts, even for the right code', async () => {
    const m = await buyer(t, 'NL');
    const { verification_id } = await started(m);
    const code = await smsCode('+31612345678');
    for (let i = 0; i < SMS_CODE_MAX_ATTEMPTS; i++) {
      expect(errorOf(await confirm(m, verification_id, wrongCode(code))).code).toBe('sms_code_invalid');
    }
    expect(errorOf(await confirm(m, verification_id, code)).code).toBe('sms_code_invalid');
  });

  it('does not confirm another member’s verification', async () => {
    const m = await buyer(t, 'NL');
    const { verification_id } = await started(m);
    const code = await smsCode('+31612345678');
    expect(errorOf(await confirm(await buyer(t, 'NL'), verification_id, code)).code).toBe('sms_code_invalid');
  });

  it('blocks the member when the debit bounces', async () => {
    const m = await buyer(t, 'NL');
    // The simulated provider's convention: a holder named "fail" has every collection bounce.
    const { verification_id } = await started(m, { account_holder: 'Will Fail' });
    const { order } = CreatePaymentResponse.parse((await confirm(m, verification_id, await smsCode('+31612345678'))).json());
    expect(order.status).toBe('pending');
    await eventually(() => orderOf(t, m, order.id), (o) => o.status === 'failed');
    expect((await account(t, m.id)).directDebitBlockedAt).not.toBeNull();
    expect((await offer(m)).direct_debit.blocked).toBe(true);
    expect(errorOf(await start(m)).code).toBe('direct_debit_blocked');
  });

  it('checks the block again when the code arrives', async () => {
    const m = await buyer(t, 'NL');
    const { verification_id } = await started(m);
    await t.db.update(users).set({ directDebitBlockedAt: new Date() }).where(eq(users.id, m.id));
    expect(errorOf(await confirm(m, verification_id, await smsCode('+31612345678'))).code).toBe('direct_debit_blocked');
  });
});
