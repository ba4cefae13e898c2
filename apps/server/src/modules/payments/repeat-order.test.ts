import { CreditsOffer, OrderResponse } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedPaymentMethods } from '../../db/schema';
import { errorOf } from '../../test/accounts';
import {
  account,
  type Buyer,
  buyer,
  checkout,
  eventually,
  listeningTestApp,
  orderOf,
  type PaymentTestApp,
  startPayment,
} from '../../test/payments';

let t: PaymentTestApp;

beforeAll(async () => {
  t = await listeningTestApp();
});
afterAll(() => t?.close());

async function storedMethods(m: Buyer) {
  const response = await t.app.inject({ url: '/api/credits.php', headers: m.headers });
  return CreditsOffer.parse(response.json()).stored_methods;
}

/** A member who paid once by card at the checkout, so the card is kept. */
async function cardHolder(card: '4242' | '0341', country: 'NL' | 'FR' = 'NL', method = 'creditcard') {
  const m = await buyer(t, country);
  const { order, checkout_url } = await startPayment(t, m, { bundle_id: 'starter', method });
  await checkout(checkout_url!, 'paid', card);
  await eventually(() => orderOf(t, m, order.id), (o) => o.status === 'paid');
  const [stored] = await storedMethods(m);
  return { m, stored: stored! };
}

function repeat(m: Buyer, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/repeat-order.php', headers: m.headers, payload });
}

describe('stored cards', () => {
  it('keeps the card of a paid checkout payment', async () => {
    const { m, stored } = await cardHolder('4242');
    expect(stored).toMatchObject({ method: 'creditcard', label: '•••• 4242' });
    expect(await storedMethods(m)).toHaveLength(1);
  });

  it('keeps a card paid with twice once, as its newest mandate', async () => {
    const { m, stored } = await cardHolder('4242');
    const { order, checkout_url } = await startPayment(t, m, { bundle_id: 'starter', method: 'creditcard' });
    await checkout(checkout_url!, 'paid', '4242');
    await eventually(() => orderOf(t, m, order.id), (o) => o.status === 'paid');
    const kept = await storedMethods(m);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ method: 'creditcard', label: '•••• 4242' });
    expect(kept[0]!.id).not.toBe(stored.id);
  });

  it('keeps cards paid under a local card brand too', async () => {
    const { stored } = await cardHolder('4242', 'FR', 'cartebancaire');
    expect(stored.method).toBe('creditcard');
  });

  it('keeps nothing from methods that cannot be charged again', async () => {
    const m = await buyer(t, 'NL');
    const { order, checkout_url } = await startPayment(t, m, { bundle_id: 'starter', method: 'ideal' });
    await checkout(checkout_url!, 'paid');
    await eventually(() => orderOf(t, m, order.id), (o) => o.status === 'paid');
    expect(await storedMethods(m)).toEqual([]);
  });
});

describe('POST /api/repeat-order.php', () => {
  it('charges the stored card without a checkout and credits the bundle', async () => {
    const { m, stored } = await cardHolder('4242');
    const before = await account(t, m.id);
    const response = await repeat(m, { bundle_id: 'popular', stored_method_id: stored.id });
    expect(response.statusCode).toBe(200);
    const { order } = OrderResponse.parse(response.json());
    expect(order).toMatchObject({ repeat: true, method: 'creditcard', bundle_id: 'popular', amount: 5999 });
    await eventually(() => orderOf(t, m, order.id), (o) => o.status === 'paid');
    await eventually(() => account(t, m.id), (a) => a.credits === before.credits + 275);
  });

  it('answers failed for the declining test card and credits nothing', async () => {
    const { m, stored } = await cardHolder('0341');
    const before = await account(t, m.id);
    const response = await repeat(m, { bundle_id: 'plus', stored_method_id: stored.id });
    expect(response.statusCode).toBe(200);
    const { order } = OrderResponse.parse(response.json());
    expect(order.status).toBe('failed');
    // The webhook that follows changes nothing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await orderOf(t, m, order.id)).status).toBe('failed');
    expect((await account(t, m.id)).credits).toBe(before.credits);
  });

  it('charges only the member’s own, unrevoked methods', async () => {
    const { m, stored } = await cardHolder('4242');
    const stranger = await buyer(t, 'NL');
    const foreign = await repeat(stranger, { bundle_id: 'plus', stored_method_id: stored.id });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).code).toBe('not_found');

    await t.db.update(storedPaymentMethods).set({ revokedAt: new Date() }).where(eq(storedPaymentMethods.id, stored.id));
    expect((await repeat(m, { bundle_id: 'plus', stored_method_id: stored.id })).statusCode).toBe(404);
    expect(await storedMethods(m)).toEqual([]);
  });

  it('refuses unknown bundles', async () => {
    const { m, stored } = await cardHolder('4242');
    expect(errorOf(await repeat(m, { bundle_id: 'nope', stored_method_id: stored.id })).code).toBe('bundle_not_found');
  });
});
