import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../http/app-error';
import { fromMollieAmount, toMollieAmount } from './mollie-amount';
import { MollieProvider, MollieRequestError } from './mollie-provider';
import type { CreatePaymentInput } from './payment-provider';
import { registerSimulatedProvider } from './simulated-provider/register-simulated-provider';

const SETTLE_MS = 150;
const API_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
const SHOP_ORIGIN = 'https://shop.example';

interface Webhook {
  body: string;
  contentType: string | undefined;
}

let simulated: FastifyInstance;
let simulatedOrigin: string;
let receiver: Server;
let receiverOrigin: string;
const webhooks: Webhook[] = [];
let provider: MollieProvider;

const origin = (server: { address(): AddressInfo | string | null }) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

beforeAll(async () => {
  receiver = createServer(async (request, response) => {
    webhooks.push({ body: await readBody(request), contentType: request.headers['content-type'] });
    response.end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverOrigin = origin(receiver);

  // A Mollie-speaking server of its own, as the adapter meets Mollie in production: over real HTTP.
  simulated = Fastify();
  await registerSimulatedProvider(simulated, {
    shop: {
      apiKey: API_KEY,
      webhookUrl: () => `${receiverOrigin}/api/payment-webhook.php`,
      acceptsRedirect: (url) => url.origin === SHOP_ORIGIN,
    },
    publicBase: () => simulatedOrigin,
    settleMs: SETTLE_MS,
  });
  await simulated.listen({ port: 0, host: '127.0.0.1' });
  simulatedOrigin = origin(simulated.server);
  provider = new MollieProvider({ apiKey: API_KEY, apiEndpoint: () => `${simulatedOrigin}/simulated-provider/v2` });
});

afterAll(async () => {
  await simulated?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

let nextOrder = 1;
const paymentInput = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  orderId: nextOrder++,
  amount: 1499,
  currency: 'EUR',
  description: 'Rainbow Date — 50 credits',
  method: 'ideal',
  redirectUrl: `${SHOP_ORIGIN}/credits/return?order=1`,
  webhookUrl: `${receiverOrigin}/api/payment-webhook.php`,
  locale: 'en',
  ...overrides,
});

/** The raw resource as Mollie's API answers it, to check the wire format the adapter produced. */
async function raw(path: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${simulatedOrigin}/simulated-provider/v2/${path}`, { headers: { authorization: `Bearer ${API_KEY}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** Opens the checkout page as a browser would and submits the payer's choice. */
async function choose(checkoutUrl: string, status: string, card?: string) {
  const page = await fetch(checkoutUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Test mode — simulated payment provider');
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  expect(action).toBeDefined();
  return fetch(new URL(action!, checkoutUrl), {
    method: 'POST',
    body: new URLSearchParams({ status, ...(card ? { card } : {}) }),
    redirect: 'manual',
  });
}

const webhooksFor = (id: string) => webhooks.filter((hook) => hook.body === `id=${id}`);

async function webhookArrives(id: string, count = 1): Promise<void> {
  // Past the provider's first two retries (1 s, then 5 s), as on a busy machine a delivery can fail once or twice.
  await vi.waitFor(() => expect(webhooksFor(id)).toHaveLength(count), { timeout: 10_000, interval: 20 });
  expect(webhooksFor(id)[0]!.contentType).toBe('application/x-www-form-urlencoded');
}

async function expectAppError(promise: Promise<unknown>, code: string, statusCode: number): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code, statusCode });
  return error as AppError;
}

describe('amounts', () => {
  it('maps minor units to the decimal strings Mollie wants and back', () => {
    expect(toMollieAmount(1499, 'EUR')).toEqual({ currency: 'EUR', value: '14.99' });
    expect(toMollieAmount(5, 'SEK')).toEqual({ currency: 'SEK', value: '0.05' });
    expect(toMollieAmount(135900, 'SEK')).toEqual({ currency: 'SEK', value: '1359.00' });
    expect(toMollieAmount(500, 'JPY')).toEqual({ currency: 'JPY', value: '500' });
    expect(fromMollieAmount({ currency: 'EUR', value: '14.99' })).toBe(1499);
    expect(fromMollieAmount({ currency: 'EUR', value: '0.05' })).toBe(5);
    expect(fromMollieAmount({ currency: 'EUR', value: '14.9' })).toBeNull();
    expect(fromMollieAmount({ currency: 'EUR', value: '-1.00' })).toBeNull();
  });
});

describe('MollieProvider against the simulated provider', () => {
  it('creates a payment with a checkout link and reads it back', async () => {
    const input = paymentInput({ method: 'dankort', locale: 'nl', amount: 2999 });
    const payment = await provider.createPayment(input);
    expect(payment).toEqual({
      id: expect.stringMatching(/^tr_\w{10}$/),
      status: 'open',
      amount: 2999,
      currency: 'EUR',
      checkoutUrl: `${simulatedOrigin}/simulated-provider/checkout/${payment.id}`,
      customerId: null,
      mandateId: null,
      orderId: input.orderId,
      amountRefunded: 0,
      amountChargedBack: 0,
      hasRefunds: false,
      hasChargebacks: false,
    });
    expect(await provider.getPayment(payment.id)).toEqual(payment);

    const wire = await raw(`payments/${payment.id}`);
    expect(wire).toMatchObject({
      resource: 'payment',
      mode: 'test',
      amount: { currency: 'EUR', value: '29.99' },
      method: 'creditcard',
      locale: 'nl_NL',
      sequenceType: 'oneoff',
      metadata: { order_id: input.orderId },
      redirectUrl: input.redirectUrl,
      webhookUrl: input.webhookUrl,
      _links: { self: { href: `${simulatedOrigin}/simulated-provider/v2/payments/${payment.id}` } },
    });
  });

  it("names methods as Mollie does today", async () => {
    const methodOf = async (method: CreatePaymentInput['method']) =>
      (await raw(`payments/${(await provider.createPayment(paymentInput({ method }))).id}`)).method;
    expect(await methodOf('cartebancaire')).toBe('creditcard');
    expect(await methodOf('przelewy24')).toBe('przelewy24');
    expect(await methodOf('sofort')).toBe('klarna');
    expect(await methodOf('giropay')).toBeNull();
  });

  it.each(['paid', 'failed', 'canceled'] as const)('lets the payer choose %s, posts the webhook and returns to the shop', async (status) => {
    const input = paymentInput();
    const payment = await provider.createPayment(input);
    const answer = await choose(payment.checkoutUrl!, status);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(input.redirectUrl);
    await webhookArrives(payment.id);
    expect(await provider.getPayment(payment.id)).toMatchObject({ status, checkoutUrl: null });

    const settled = await (await fetch(payment.checkoutUrl!)).text();
    expect(settled).toContain(`<strong class="status">${status}</strong>`);
    // Nothing left to choose; a paid payment offers test mode's chargeback only.
    expect(settled).not.toContain('name="status"');
    expect(settled.includes('Simulate a chargeback')).toBe(status === 'paid');
  });

  it('keeps a pending checkout open until the payer settles it', async () => {
    const payment = await provider.createPayment(paymentInput({ method: 'banktransfer' }));
    expect((await choose(payment.checkoutUrl!, 'pending')).status).toBe(303);
    await webhookArrives(payment.id);
    const pending = await provider.getPayment(payment.id);
    expect(pending).toMatchObject({ status: 'pending', checkoutUrl: payment.checkoutUrl });

    expect((await choose(pending.checkoutUrl!, 'paid')).status).toBe(303);
    await webhookArrives(payment.id, 2);
    expect(await provider.getPayment(payment.id)).toMatchObject({ status: 'paid', checkoutUrl: null });
  });

  it('escapes what the shop sent on the checkout page', async () => {
    const payment = await provider.createPayment(paymentInput({ description: '<script>alert(1)</script> & more' }));
    const html = await (await fetch(payment.checkoutUrl!)).text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(html).not.toContain('<script>');
  });

  it('keeps the card of a paid first payment and charges it again', async () => {
    const customerId = await provider.createCustomer({ name: 'Ada Tester', email: 'ada@example.com' });
    expect(customerId).toMatch(/^cst_/);
    const first = await provider.createPayment(paymentInput({ method: 'creditcard', customerId }));
    expect(await raw(`payments/${first.id}`)).toMatchObject({ sequenceType: 'first', customerId });
    const html = await (await fetch(first.checkoutUrl!)).text();
    expect(html).toContain('4242 4242 4242 4242 — succeeds');
    expect(html).toContain('4000 0000 0000 0341 — accepted now, later charges declined');

    await choose(first.checkoutUrl!, 'paid', '4242');
    await webhookArrives(first.id);
    const paid = await provider.getPayment(first.id);
    expect(paid).toMatchObject({ status: 'paid', customerId, mandateId: expect.stringMatching(/^mdt_/) });
    expect(await provider.getMandate(customerId, paid.mandateId!)).toEqual({
      id: paid.mandateId,
      method: 'creditcard',
      status: 'valid',
      label: '•••• 4242',
      holder: 'Ada Tester',
    });

    const again = await provider.createRecurringPayment({
      orderId: 900,
      amount: 5999,
      currency: 'EUR',
      description: 'Rainbow Date — 275 credits',
      webhookUrl: `${receiverOrigin}/api/payment-webhook.php`,
      customerId,
      mandateId: paid.mandateId!,
    });
    expect(again).toMatchObject({ status: 'paid', amount: 5999, checkoutUrl: null, orderId: 900, mandateId: paid.mandateId });
    expect(await raw(`payments/${again.id}`)).toMatchObject({ sequenceType: 'recurring', method: 'creditcard' });
    await webhookArrives(again.id);
  });

  it('declines later charges on the declining test card', async () => {
    const customerId = await provider.createCustomer({ name: 'Bo Declined', email: 'bo@example.com' });
    const first = await provider.createPayment(paymentInput({ method: 'creditcard', customerId }));
    await choose(first.checkoutUrl!, 'paid', '0341');
    await webhookArrives(first.id);
    const { mandateId } = await provider.getPayment(first.id);
    expect(await provider.getMandate(customerId, mandateId!)).toMatchObject({ label: '•••• 0341', status: 'valid' });

    const again = await provider.createRecurringPayment({
      orderId: 901,
      amount: 1499,
      currency: 'EUR',
      description: 'Rainbow Date — 50 credits',
      webhookUrl: `${receiverOrigin}/api/payment-webhook.php`,
      customerId,
      mandateId: mandateId!,
    });
    expect(again.status).toBe('failed');
    await webhookArrives(again.id);
  });

  it.each([
    ['Ada Tester', 'paid'],
    ['Will Fail', 'failed'],
  ] as const)('collects by SEPA direct debit from %s: pending, then %s', async (accountHolder, outcome) => {
    const customerId = await provider.createCustomer({ name: accountHolder, email: 'sepa@example.com' });
    const mandate = await provider.createDirectDebitMandate({
      customerId,
      accountHolder,
      iban: 'NL91ABNA0417164300',
      signatureDate: '2026-11-25',
      mandateReference: 'RD-42-1',
    });
    expect(mandate).toEqual({
      id: expect.stringMatching(/^mdt_/),
      method: 'directdebit',
      status: 'valid',
      label: 'NL91 •••• 4300',
      holder: accountHolder,
    });
    expect(await provider.getMandate(customerId, mandate.id)).toEqual(mandate);

    const collection = await provider.createRecurringPayment({
      orderId: 902,
      amount: 2999,
      currency: 'EUR',
      description: 'Rainbow Date — 125 credits',
      webhookUrl: `${receiverOrigin}/api/payment-webhook.php`,
      customerId,
      mandateId: mandate.id,
    });
    expect(collection.status).toBe('pending');
    expect(webhooksFor(collection.id)).toHaveLength(0);
    await webhookArrives(collection.id);
    expect((await provider.getPayment(collection.id)).status).toBe(outcome);
  });

  it('refuses an invalid IBAN in Mollie’s words, which the adapter turns into a field error', async () => {
    const customerId = await provider.createCustomer({ name: 'Ada Tester', email: 'ada@example.com' });
    const response = await fetch(`${simulatedOrigin}/simulated-provider/v2/customers/${customerId}/mandates`, {
      method: 'POST',
      headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'directdebit', consumerName: 'Ada Tester', consumerAccount: 'NL00ABNA0417164300' }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ status: 422, title: 'Unprocessable Entity', field: 'consumerAccount' });

    const error = await expectAppError(
      provider.createDirectDebitMandate({
        customerId,
        accountHolder: 'Ada Tester',
        iban: 'NL00ABNA0417164300',
        signatureDate: '2026-11-25',
        mandateReference: 'RD-42-2',
      }),
      'validation_failed',
      400,
    );
    expect(error.fields).toEqual({ iban: 'invalid_iban' });
  });

  it('answers 401 without an API key, which the adapter reports as the provider being unavailable', async () => {
    const response = await fetch(`${simulatedOrigin}/simulated-provider/v2/payments/tr_whatever`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status: 401, title: 'Unauthorized Request' });

    const unauthorised = new MollieProvider({ apiKey: 'not-a-key', apiEndpoint: `${simulatedOrigin}/simulated-provider/v2/` });
    const error = await expectAppError(unauthorised.createPayment(paymentInput()), 'payment_provider_unavailable', 502);
    expect(error.cause).toBeInstanceOf(MollieRequestError);
    expect(error.cause).toMatchObject({ status: 401 });
  });

  it('reports a payment the provider does not know as not found', async () => {
    await expectAppError(provider.getPayment('tr_doesnotexist'), 'not_found', 404);
  });

  it('answers a repeated Idempotency-Key with the first payment instead of a second one', async () => {
    const post = () =>
      fetch(`${simulatedOrigin}/simulated-provider/v2/payments`, {
        method: 'POST',
        headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json', 'idempotency-key': 'retry-1' },
        body: JSON.stringify({
          amount: { currency: 'EUR', value: '14.99' },
          description: 'once',
          redirectUrl: `${SHOP_ORIGIN}/return`,
        }),
      }).then(async (response) => ((await response.json()) as { id: string }).id);
    expect(await post()).toBe(await post());
  });
});

describe('refunds and chargebacks through the adapter', () => {
  async function paid(amount = 1499) {
    const payment = await provider.createPayment(paymentInput({ amount }));
    await choose(payment.checkoutUrl!, 'paid');
    await webhookArrives(payment.id);
    return payment;
  }
  const refundInput = (paymentId: string, amount: number, refundId: number, idempotencyKey = `refund-${refundId}`) => ({
    paymentId,
    amount,
    currency: 'EUR' as const,
    description: 'Refund of order 1',
    refundId,
    idempotencyKey,
  });

  it('refunds part of a paid payment, reports it on the payment and lists it', async () => {
    const payment = await paid(2999);
    const refund = await provider.createRefund(refundInput(payment.id, 1000, 7));
    expect(refund).toEqual({
      id: expect.stringMatching(/^re_\w{10}$/),
      paymentId: payment.id,
      amount: 1000,
      currency: 'EUR',
      status: 'pending',
      refundId: 7,
      createdAt: expect.any(Date),
    });
    // Mollie calls the payment's webhook on a refund; the payment stays paid.
    await webhookArrives(payment.id, 2);
    expect(await provider.getPayment(payment.id)).toMatchObject({ status: 'paid', amountRefunded: 1000, hasRefunds: true, hasChargebacks: false });
    expect(await raw(`payments/${payment.id}`)).toMatchObject({
      amountRefunded: { currency: 'EUR', value: '10.00' },
      amountRemaining: { currency: 'EUR', value: '19.99' },
      _links: { refunds: { href: `${simulatedOrigin}/simulated-provider/v2/payments/${payment.id}/refunds` } },
    });
    // settleMs later it has reached the payer, and the webhook says so once more.
    await webhookArrives(payment.id, 3);
    expect(await provider.listRefunds(payment.id)).toEqual([{ ...refund, status: 'refunded' }]);
  });

  it('answers a repeated key with the first refund, and refuses more than remains in Mollie’s words', async () => {
    const payment = await paid(1499);
    const first = await provider.createRefund(refundInput(payment.id, 1000, 8, 'same-key'));
    const again = await provider.createRefund(refundInput(payment.id, 1000, 8, 'same-key'));
    expect(again.id).toBe(first.id);
    expect(await provider.listRefunds(payment.id)).toHaveLength(1);
    const error = await expectAppError(provider.createRefund(refundInput(payment.id, 500, 9)), 'refund_not_possible', 422);
    expect(error.message).toBe('The payment provider refused this refund: The amount is higher than the amount that remains to be refunded.');
    const open = await provider.createPayment(paymentInput());
    await expectAppError(provider.createRefund(refundInput(open.id, 100, 10)), 'refund_not_possible', 422);
  });

  it('lets test mode charge a paid payment back, which the webhook and the chargebacks list report', async () => {
    const payment = await paid(1499);
    const page = await (await fetch(payment.checkoutUrl!)).text();
    const action = /<form method="post" action="([^"]+\/chargeback)"/.exec(page)?.[1];
    expect(action).toBeDefined();
    const partial = await fetch(new URL(action!, payment.checkoutUrl!), {
      method: 'POST',
      body: new URLSearchParams({ amount: '4,99' }),
      redirect: 'manual',
    });
    expect(partial.status).toBe(303);
    await webhookArrives(payment.id, 2);
    expect(await provider.getPayment(payment.id)).toMatchObject({ status: 'paid', amountChargedBack: 499, hasChargebacks: true });
    const rest = await fetch(new URL(action!, payment.checkoutUrl!), { method: 'POST', body: new URLSearchParams(), redirect: 'manual' });
    expect(rest.status).toBe(303);
    const chargebacks = await provider.listChargebacks(payment.id);
    expect(chargebacks.map(({ amount }) => amount)).toEqual([499, 1000]);
    expect(chargebacks[0]).toMatchObject({ id: expect.stringMatching(/^chb_/), paymentId: payment.id, currency: 'EUR', reversedAt: null });
    // Nothing is left to charge back or to refund.
    const tooMuch = await fetch(new URL(action!, payment.checkoutUrl!), { method: 'POST', body: new URLSearchParams(), redirect: 'manual' });
    expect(tooMuch.status).toBe(422);
    expect(await tooMuch.text()).toContain('The chargeback amount is more than the payment has left.');
    expect(await (await fetch(payment.checkoutUrl!)).text()).not.toContain('Simulate a chargeback');
    await expectAppError(provider.createRefund(refundInput(payment.id, 1, 11)), 'refund_not_possible', 422);
  });
});

describe('MollieProvider when the provider fails', () => {
  let broken: Server;
  let requests = 0;
  let answer: (response: ServerResponse) => void;

  beforeAll(async () => {
    broken = createServer((_request, response) => {
      requests += 1;
      answer(response);
    });
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => broken?.close(resolve)));

  const against = (apiEndpoint: string) => new MollieProvider({ apiKey: API_KEY, apiEndpoint, retryDelaysMs: [10, 10] });

  it('gives up on a server that cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const endpoint = `${origin(closed)}/v2/`;
    await new Promise((resolve) => closed.close(resolve));
    const error = await expectAppError(against(endpoint).getPayment('tr_1'), 'payment_provider_unavailable', 502);
    expect(error.message).toBe('The payment provider cannot be reached, please try again.');
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('retries a 5xx, then gives up', async () => {
    requests = 0;
    answer = (response) => {
      response.statusCode = 503;
      response.end(JSON.stringify({ status: 503, title: 'Service Unavailable', detail: 'Maintenance' }));
    };
    await expectAppError(against(`${origin(broken)}/v2/`).createCustomer({ name: 'A', email: 'a@example.com' }), 'payment_provider_unavailable', 502);
    expect(requests).toBe(3);
  });

  it('does not trust an answer that is not Mollie’s', async () => {
    answer = (response) => {
      response.setHeader('content-type', 'text/html');
      response.end('<html>captive portal</html>');
    };
    await expectAppError(against(`${origin(broken)}/v2/`).getPayment('tr_1'), 'payment_provider_unavailable', 502);
    answer = (response) => response.end(JSON.stringify({ resource: 'payment', id: 'tr_1', status: 'teleported' }));
    await expectAppError(against(`${origin(broken)}/v2/`).getPayment('tr_1'), 'payment_provider_unavailable', 502);
  });
});
