import {
  Locale as MollieLocale,
  PaymentMethod as MolliePaymentMethod,
  SequenceType as MollieSequenceType,
} from '@mollie/api-client';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fromMollieAmount, toMollieAmount } from '../mollie-amount';
import { MollieError, mollieErrorBody } from './mollie-error';
import type { SimulatedShop } from './register-simulated-provider';
import {
  amounts,
  type Mode,
  type SimulatedChargeback,
  type SimulatedCustomer,
  type SimulatedMandate,
  type SimulatedPayment,
  type SimulatedPsp,
  type SimulatedRefund,
} from './simulated-psp';

export interface ApiRoutesOptions {
  psp: SimulatedPsp;
  shop: SimulatedShop;
  /** Absolute URL of a path under the provider's prefix, as browsers and clients reach it. */
  urlOf: (path: string) => string;
  /** The checkout page of a payment, on the origin the payer's browser reaches. */
  checkoutUrlOf: (payment: SimulatedPayment) => string;
}

const HAL = 'application/hal+json';

const PaymentBody = z.object({
  amount: z.object({ currency: z.string().regex(/^[A-Z]{3}$/), value: z.string() }),
  description: z.string().trim().min(1).max(255),
  redirectUrl: z.url().nullish(),
  webhookUrl: z.url().nullish(),
  method: z.enum(MolliePaymentMethod).nullish(),
  locale: z.enum(MollieLocale).nullish(),
  metadata: z.unknown().optional(),
  sequenceType: z.enum(MollieSequenceType).default(MollieSequenceType.oneoff),
  customerId: z.string().nullish(),
  mandateId: z.string().nullish(),
});

const CustomerBody = z.object({
  name: z.string().max(255).nullish(),
  email: z.string().max(320).nullish(),
  locale: z.enum(MollieLocale).nullish(),
  metadata: z.unknown().optional(),
});

const MandateBody = z.object({
  method: z.literal('directdebit', { error: 'The simulated provider creates directdebit mandates only.' }),
  consumerName: z.string().trim().min(1).max(255),
  consumerAccount: z.string().min(1),
  consumerBic: z.string().nullish(),
  signatureDate: z.iso.date().nullish(),
  mandateReference: z.string().max(35).nullish(),
});

const RefundBody = z.object({
  amount: z.object({ currency: z.string().regex(/^[A-Z]{3}$/), value: z.string() }),
  description: z.string().max(255).nullish(),
  metadata: z.unknown().optional(),
});

const IdParams = z.object({ id: z.string() });
const RefundParams = z.object({ id: z.string(), refundId: z.string() });
const MandateParams = z.object({ customerId: z.string(), mandateId: z.string() });
const CustomerParams = z.object({ customerId: z.string() });

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new MollieError(422, issue.message, issue.path.join('.') || undefined);
}

const link = (href: string, type = HAL) => ({ href, type });

/** Mollie's answer to a URL it will not use, on the field that named it. */
const refusedUrl = (field: 'redirectUrl' | 'webhookUrl') =>
  new MollieError(
    422,
    field === 'webhookUrl'
      ? "The webhook URL is invalid because it is unreachable from Mollie's point of view."
      : 'The redirect URL is invalid.',
    field,
  );

/**
 * Mollie's REST API v2 as far as our adapter uses it: payments with their refunds and chargebacks,
 * customers and SEPA mandates, in Mollie's JSON shapes, with Mollie's errors and API-key check. Only
 * the shop's own key is accepted, so a payment is created, read, charged and refunded by the shop
 * alone; the payer only sees the checkout page.
 */
export async function simulatedApiRoutes(
  api: FastifyInstance,
  { psp, shop, urlOf, checkoutUrlOf }: ApiRoutesOptions,
): Promise<void> {
  const mode: Mode = shop.apiKey.startsWith('live_') ? 'live' : 'test';
  const expectedAuthorization = Buffer.from(`Bearer ${shop.apiKey}`);
  const authorised = (header: string | undefined) => {
    const given = Buffer.from(header ?? '');
    return given.length === expectedAuthorization.length && timingSafeEqual(given, expectedAuthorization);
  };
  const assertShopUrls = async ({ redirectUrl, webhookUrl }: { redirectUrl?: string | null; webhookUrl?: string | null }) => {
    if (webhookUrl && new URL(webhookUrl).href !== new URL(shop.webhookUrl()).href) throw refusedUrl('webhookUrl');
    if (redirectUrl) {
      const url = new URL(redirectUrl);
      if (!/^https?:$/.test(url.protocol) || !(await shop.acceptsRedirect(url))) throw refusedUrl('redirectUrl');
    }
  };

  const paymentJson = (payment: SimulatedPayment) => {
    const payable = payment.sequenceType !== 'recurring' && (payment.status === 'open' || payment.status === 'pending');
    const money = amounts(payment);
    const currency = payment.amount.currency;
    const paymentUrl = urlOf(`/v2/payments/${payment.id}`);
    return {
      resource: 'payment',
      id: payment.id,
      mode: payment.mode,
      createdAt: payment.createdAt,
      amount: payment.amount,
      description: payment.description,
      method: payment.method,
      metadata: payment.metadata ?? null,
      status: payment.status,
      isCancelable: payment.status === 'open',
      ...(payment.status === 'paid' ? { paidAt: payment.settledAt } : {}),
      ...(payment.status === 'failed' ? { failedAt: payment.settledAt } : {}),
      ...(payment.status === 'canceled' ? { canceledAt: payment.settledAt } : {}),
      locale: payment.locale,
      // As Mollie: refund amounts once the payment can be refunded, amountChargedBack once charged back.
      ...(payment.status === 'paid'
        ? { amountRefunded: toMollieAmount(money.refunded, currency), amountRemaining: toMollieAmount(money.remaining, currency) }
        : {}),
      ...(money.chargedBack > 0 ? { amountChargedBack: toMollieAmount(money.chargedBack, currency) } : {}),
      profileId: 'pfl_simulated',
      sequenceType: payment.sequenceType,
      redirectUrl: payment.redirectUrl,
      webhookUrl: payment.webhookUrl,
      ...(payment.customerId ? { customerId: payment.customerId } : {}),
      ...(payment.mandateId ? { mandateId: payment.mandateId } : {}),
      _links: {
        self: link(paymentUrl),
        ...(payable ? { checkout: link(checkoutUrlOf(payment), 'text/html') } : {}),
        ...(payment.refunds?.length ? { refunds: link(`${paymentUrl}/refunds`) } : {}),
        ...(payment.chargebacks?.length ? { chargebacks: link(`${paymentUrl}/chargebacks`) } : {}),
        ...(payment.customerId ? { customer: link(urlOf(`/v2/customers/${payment.customerId}`)) } : {}),
        ...(payment.mandateId && payment.customerId
          ? { mandate: link(urlOf(`/v2/customers/${payment.customerId}/mandates/${payment.mandateId}`)) }
          : {}),
      },
    };
  };

  const refundJson = (payment: SimulatedPayment, refund: SimulatedRefund) => ({
    resource: 'refund',
    id: refund.id,
    mode: refund.mode,
    amount: refund.amount,
    description: refund.description,
    metadata: refund.metadata ?? null,
    status: refund.status,
    paymentId: payment.id,
    createdAt: refund.createdAt,
    _links: {
      self: link(urlOf(`/v2/payments/${payment.id}/refunds/${refund.id}`)),
      payment: link(urlOf(`/v2/payments/${payment.id}`)),
    },
  });

  const chargebackJson = (payment: SimulatedPayment, chargeback: SimulatedChargeback) => ({
    resource: 'chargeback',
    id: chargeback.id,
    amount: chargeback.amount,
    settlementAmount: { currency: chargeback.amount.currency, value: `-${chargeback.amount.value}` },
    createdAt: chargeback.createdAt,
    reason: chargeback.reason,
    reversedAt: null,
    paymentId: payment.id,
    _links: {
      self: link(urlOf(`/v2/payments/${payment.id}/chargebacks/${chargeback.id}`)),
      payment: link(urlOf(`/v2/payments/${payment.id}`)),
    },
  });

  /** Mollie's list answer: every item embedded, on one page (a payment has few refunds). */
  const listJson = (name: 'refunds' | 'chargebacks', path: string, items: unknown[]) => ({
    count: items.length,
    _embedded: { [name]: items },
    _links: { self: link(urlOf(path)), previous: null, next: null },
  });

  const customerJson = (customer: SimulatedCustomer) => ({
    resource: 'customer',
    id: customer.id,
    mode: customer.mode,
    name: customer.name,
    email: customer.email,
    locale: customer.locale,
    metadata: customer.metadata ?? null,
    createdAt: customer.createdAt,
    _links: { self: link(urlOf(`/v2/customers/${customer.id}`)) },
  });

  const mandateJson = (mandate: SimulatedMandate) => ({
    resource: 'mandate',
    id: mandate.id,
    mode: mandate.mode,
    status: mandate.status,
    method: mandate.method,
    details: mandate.details,
    mandateReference: mandate.mandateReference,
    signatureDate: mandate.signatureDate,
    createdAt: mandate.createdAt,
    _links: {
      self: link(urlOf(`/v2/customers/${mandate.customerId}/mandates/${mandate.id}`)),
      customer: link(urlOf(`/v2/customers/${mandate.customerId}`)),
    },
  });

  // Mollie answers a repeated Idempotency-Key with the first answer instead of acting twice. The
  // API key is the shop's one and only, so the key and the path name the request.
  const created = async (request: FastifyRequest, reply: FastifyReply, create: () => Promise<unknown>) => {
    const key = request.headers['idempotency-key'];
    const answerKey = typeof key === 'string' ? `${request.url} ${key}` : null;
    const earlier = answerKey && (await psp.answerFor(answerKey));
    if (earlier) return reply.code(201).type(HAL).send(earlier);
    const body = await create();
    return reply.code(201).type(HAL).send(answerKey ? await psp.rememberAnswer(answerKey, body) : body);
  };

  api.addHook('onRequest', async (request) => {
    if (!authorised(request.headers.authorization)) {
      throw new MollieError(401, 'Missing authentication, or failed to authenticate');
    }
  });

  api.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof MollieError) {
      return reply.code(error.status).type(HAL).send(mollieErrorBody(error.status, error.detail, error.field));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(400).type(HAL).send(mollieErrorBody(400, error.message));
    }
    request.log.error({ err: error }, 'simulated provider failed');
    return reply.code(500).type(HAL).send(mollieErrorBody(500, 'The simulated provider failed.'));
  });

  api.setNotFoundHandler((request, reply) =>
    reply.code(404).type(HAL).send(mollieErrorBody(404, `No resource at ${request.method} ${request.url}.`)),
  );

  api.post('/payments', async (request, reply) => {
    const body = parse(PaymentBody, request.body);
    await assertShopUrls(body);
    return created(request, reply, async () => {
      const minor = fromMollieAmount(body.amount);
      if (minor === null || minor <= 0) throw new MollieError(422, 'The amount contains an invalid value.', 'amount.value');
      const payment = await psp.createPayment(mode, {
        amount: body.amount,
        description: body.description,
        method: body.method ?? null,
        sequenceType: body.sequenceType,
        customerId: body.customerId ?? null,
        mandateId: body.mandateId ?? null,
        metadata: body.metadata ?? null,
        redirectUrl: body.redirectUrl ?? null,
        webhookUrl: body.webhookUrl ?? null,
        locale: body.locale ?? null,
      });
      return paymentJson(payment);
    });
  });

  api.get('/payments/:id', async (request, reply) => {
    const { id } = parse(IdParams, request.params);
    return reply.type(HAL).send(paymentJson(await psp.payment(id)));
  });

  api.post('/payments/:id/refunds', async (request, reply) => {
    const { id } = parse(IdParams, request.params);
    const body = parse(RefundBody, request.body);
    return created(request, reply, async () => {
      const refund = await psp.createRefund(mode, id, {
        amount: body.amount,
        description: body.description ?? null,
        metadata: body.metadata ?? null,
      });
      return refundJson(await psp.payment(id), refund);
    });
  });

  api.get('/payments/:id/refunds', async (request, reply) => {
    const { id } = parse(IdParams, request.params);
    const payment = await psp.payment(id);
    const refunds = (payment.refunds ?? []).map((refund) => refundJson(payment, refund));
    return reply.type(HAL).send(listJson('refunds', `/v2/payments/${id}/refunds`, refunds));
  });

  api.get('/payments/:id/refunds/:refundId', async (request, reply) => {
    const { id, refundId } = parse(RefundParams, request.params);
    const payment = await psp.payment(id);
    const refund = payment.refunds?.find((candidate) => candidate.id === refundId);
    if (!refund) throw new MollieError(404, `No refund exists with token ${refundId}.`);
    return reply.type(HAL).send(refundJson(payment, refund));
  });

  api.get('/payments/:id/chargebacks', async (request, reply) => {
    const { id } = parse(IdParams, request.params);
    const payment = await psp.payment(id);
    const chargebacks = (payment.chargebacks ?? []).map((chargeback) => chargebackJson(payment, chargeback));
    return reply.type(HAL).send(listJson('chargebacks', `/v2/payments/${id}/chargebacks`, chargebacks));
  });

  api.post('/customers', async (request, reply) =>
    created(request, reply, async () => {
      const body = parse(CustomerBody, request.body);
      const customer = await psp.createCustomer(mode, {
        name: body.name ?? null,
        email: body.email ?? null,
        locale: body.locale ?? null,
        metadata: body.metadata ?? null,
      });
      return customerJson(customer);
    }),
  );

  api.post('/customers/:customerId/mandates', async (request, reply) =>
    created(request, reply, async () => {
      const { customerId } = parse(CustomerParams, request.params);
      const body = parse(MandateBody, request.body);
      const mandate = await psp.createDirectDebitMandate(mode, customerId, {
        consumerName: body.consumerName,
        consumerAccount: body.consumerAccount,
        consumerBic: body.consumerBic ?? null,
        signatureDate: body.signatureDate ?? null,
        mandateReference: body.mandateReference ?? null,
      });
      return mandateJson(mandate);
    }),
  );

  api.get('/customers/:customerId/mandates/:mandateId', async (request, reply) => {
    const { customerId, mandateId } = parse(MandateParams, request.params);
    return reply.type(HAL).send(mandateJson(await psp.mandate(customerId, mandateId)));
  });
}
