import { OrdersResponse } from '@app/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSimulatedProvider } from '../../platform/payments/simulated-provider/register-simulated-provider';
import { errorOf } from '../../test/accounts';
import {
  account,
  buyer,
  checkout,
  createPayment,
  eventually,
  listeningTestApp,
  orderOf,
  type PaymentTestApp,
  startPayment,
} from '../../test/payments';

/**
 * The production configuration: MOLLIE_API_KEY and MOLLIE_API_URL point the adapter at a Mollie
 * API elsewhere. Here that is a stand-alone instance of the simulated provider on a port of its own.
 */
describe('with MOLLIE_API_KEY and MOLLIE_API_URL', () => {
  const apiKey = 'test_standintestkey000000000000000';
  let mollie: FastifyInstance;
  let mollieOrigin: string;
  let t: PaymentTestApp;

  beforeAll(async () => {
    mollie = Fastify();
    await registerSimulatedProvider(mollie, {
      shop: {
        apiKey,
        webhookUrl: () => `${t.origin}/api/payment-webhook.php`,
        // The app under test, by whichever local name it sends the payer back.
        acceptsRedirect: (url) => ['localhost', '127.0.0.1'].includes(url.hostname),
      },
      publicBase: () => mollieOrigin,
    });
    mollieOrigin = await mollie.listen({ host: '127.0.0.1', port: 0 });
    t = await listeningTestApp({ mollie: { apiKey, apiUrl: `${mollieOrigin}/simulated-provider/v2/` } });
  });
  afterAll(async () => {
    await t?.close();
    await mollie?.close();
  });

  it('pays at the configured provider, whose webhook credits the order here', async () => {
    const m = await buyer(t, 'NL');
    const before = await account(t, m.id);
    const { order, checkout_url } = await startPayment(t, m, { bundle_id: 'plus', method: 'ideal' });
    expect(checkout_url!.startsWith(mollieOrigin)).toBe(true);
    await checkout(checkout_url!, 'paid');
    await eventually(() => orderOf(t, m, order.id), (o) => o.status === 'paid');
    expect(await account(t, m.id)).toMatchObject({ credits: before.credits + 125, paidUser: true });
  });

  it('serves no simulated provider of its own', async () => {
    const response = await fetch(`${t.origin}/simulated-provider/v2/payments/tr_x`);
    await response.body?.cancel();
    expect(response.status).toBe(404);
  });
});

describe('with the provider unreachable', () => {
  let t: PaymentTestApp;

  beforeAll(async () => {
    // Nothing listens on port 9 (discard) here.
    t = await listeningTestApp({ mollie: { apiKey: 'test_unreachable00000000000000000', apiUrl: 'http://127.0.0.1:9/v2/' } });
  });
  afterAll(() => t?.close());

  it('answers 502 and keeps the order as failed: nothing charged, nothing lost', async () => {
    const m = await buyer(t, 'NL');
    const response = await createPayment(t, m, { bundle_id: 'starter', method: 'ideal' });
    expect(response.statusCode).toBe(502);
    expect(errorOf(response).code).toBe('payment_provider_unavailable');
    const list = OrdersResponse.parse((await t.app.inject({ url: '/api/payments.php', headers: m.headers })).json());
    expect(list.orders).toEqual([expect.objectContaining({ bundle_id: 'starter', status: 'failed' })]);
  });

  it('gives the order’s discount code back', async () => {
    const m = await buyer(t, 'NL');
    expect((await createPayment(t, m, { bundle_id: 'starter', method: 'ideal', discount_code: 'NL15' })).statusCode).toBe(502);
    const again = await createPayment(t, m, { bundle_id: 'starter', method: 'ideal', discount_code: 'NL15' });
    expect(errorOf(again).code).toBe('payment_provider_unavailable');
  });
});
