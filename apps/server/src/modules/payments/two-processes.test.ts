import { CreditsOffer } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, buyer, checkout, eventually, listeningTestApp, orderOf, type PaymentTestApp, startPayment } from '../../test/payments';

/**
 * The demo behind a proxy: two server processes on one database, each with its own simulated
 * provider. Whichever process a request reaches must know every payment, customer and card.
 */
let first: PaymentTestApp;
let second: PaymentTestApp;

beforeAll(async () => {
  first = await listeningTestApp();
  second = await listeningTestApp({ db: first.db });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** The same checkout page as the proxy would send the payer to the other process. */
const onSecond = (url: string) => second.origin + new URL(url).pathname;

describe('the simulated provider on two processes (issue 16)', () => {
  it('takes a checkout started on one process on the other, and keeps the card for both', async () => {
    const m = await buyer(first);
    const { order, checkout_url } = await startPayment(first, m, { bundle_id: 'starter', method: 'creditcard' });
    await checkout(onSecond(checkout_url!), 'paid', '4242');
    expect((await eventually(() => orderOf(first, m, order.id), (o) => o.status === 'paid')).status).toBe('paid');

    const offer = await second.app.inject({ url: '/api/credits.php', headers: m.headers });
    const [stored] = CreditsOffer.parse(offer.json()).stored_methods;
    expect(stored).toMatchObject({ method: 'creditcard', label: '•••• 4242' });
    const before = (await account(second, m.id)).credits;

    const repeat = await second.app.inject({
      method: 'POST',
      url: '/api/repeat-order.php',
      headers: m.headers,
      payload: { bundle_id: 'starter', stored_method_id: stored!.id },
    });
    expect(repeat.statusCode, repeat.body).toBe(200);
    await eventually(() => account(first, m.id), (a) => a.credits > before);
  });
});
