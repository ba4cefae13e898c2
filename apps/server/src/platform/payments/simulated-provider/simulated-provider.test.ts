import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerSimulatedProvider } from './register-simulated-provider';

const SHOP_KEY = 'test_9f2c1e7a0b5d48e3a6c2f1b0d9e8a7c6';
const SHOP = 'https://shop.example';
const WEBHOOK = `${SHOP}/api/payment-webhook.php`;

let provider: FastifyInstance;
const deliverWebhook = vi.fn(async () => {});

beforeAll(async () => {
  provider = Fastify();
  await registerSimulatedProvider(provider, {
    shop: { apiKey: SHOP_KEY, webhookUrl: () => WEBHOOK, acceptsRedirect: (url) => url.origin === SHOP },
    publicBase: () => 'https://provider.example',
    deliverWebhook,
  });
});
afterAll(() => provider?.close());

const payment = (overrides: Record<string, unknown> = {}) => ({
  amount: { currency: 'EUR', value: '14.99' },
  description: '50 credits',
  redirectUrl: `${SHOP}/transactions/1?return=1`,
  webhookUrl: WEBHOOK,
  ...overrides,
});

const createPayment = (body: Record<string, unknown>, key = SHOP_KEY) =>
  provider.inject({ method: 'POST', url: '/simulated-provider/v2/payments', headers: { authorization: `Bearer ${key}` }, payload: body });

const readPayment = (id: string, headers: { authorization?: string }) =>
  provider.inject({ url: `/simulated-provider/v2/payments/${id}`, headers });

async function createdId(body = payment()): Promise<string> {
  const response = await createPayment(body);
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

describe('the simulated provider answers its shop only', () => {
  it('refuses any key but the shop’s own, including well-formed test keys', async () => {
    for (const key of ['test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM', 'live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM', `${SHOP_KEY}0`]) {
      const response = await createPayment(payment(), key);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 401, title: 'Unauthorized Request' });
    }
  });

  it('lets nobody without the shop’s key read a payment', async () => {
    const id = await createdId();
    for (const headers of [{}, { authorization: 'Bearer test_guessedguessedguessedguessed00' }]) {
      expect((await readPayment(id, headers)).statusCode).toBe(401);
    }
    const read = await readPayment(id, { authorization: `Bearer ${SHOP_KEY}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id, status: 'open' });
  });

  it('refuses a webhook URL other than the shop’s, and so calls nobody else', async () => {
    for (const webhookUrl of ['http://169.254.169.254/latest/meta-data/', 'http://127.0.0.1:6379/', `${SHOP}/api/other.php`]) {
      const response = await createPayment(payment({ webhookUrl }));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: 422, title: 'Unprocessable Entity', field: 'webhookUrl' });
    }
    expect(deliverWebhook).not.toHaveBeenCalled();
  });

  it('refuses to send the payer anywhere but the shop’s own origins', async () => {
    for (const redirectUrl of ['https://evil.example/phish', 'http://shop.example/return', 'https://shop.example.evil.example/', 'javascript:alert(1)']) {
      const response = await createPayment(payment({ redirectUrl }));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: 422, field: 'redirectUrl', detail: 'The redirect URL is invalid.' });
    }
  });

  it('keeps the checkout page open to the payer, who needs no key, and sends them back to the shop', async () => {
    const id = await createdId();
    const page = await provider.inject({ url: `/simulated-provider/checkout/${id}` });
    expect(page.statusCode).toBe(200);
    const answer = await provider.inject({
      method: 'POST',
      url: `/simulated-provider/checkout/${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=paid',
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${SHOP}/transactions/1?return=1`);
    await vi.waitFor(() => expect(deliverWebhook).toHaveBeenCalledWith(WEBHOOK, id));
  });
});
