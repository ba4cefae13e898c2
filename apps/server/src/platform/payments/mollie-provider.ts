import { randomUUID } from 'node:crypto';
import { Currency, LOCALE_WITH_TERRITORY, maskIban, type PaymentMethod, type PaymentStatus } from '@app/core';
import {
  MandateMethod,
  MandateStatus,
  type Locale as MollieLocale,
  type PaymentMethod as MolliePaymentMethod,
  PaymentStatus as MolliePaymentStatus,
  RefundStatus as MollieRefundStatus,
} from '@mollie/api-client';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { fromMollieAmount, toMollieAmount } from './mollie-amount';
import type {
  CreatePaymentInput,
  DirectDebitMandateInput,
  PaymentProvider,
  ProviderChargeback,
  ProviderMandate,
  ProviderPayment,
  ProviderRefund,
  RecurringPaymentInput,
  RefundInput,
} from './payment-provider';

/**
 * Our methods as Mollie names them today. Card brands are cards to Mollie (its card form takes
 * Dankort, Carte Bancaire, Maestro and Nexi cards). SOFORT lives on as Klarna's "pay now"; giropay
 * ended in 2024 with no successor, so the payer picks a method on Mollie's page (null).
 */
const MOLLIE_METHODS: Record<PaymentMethod, `${MolliePaymentMethod}` | null> = {
  ideal: 'ideal',
  bancontact: 'bancontact',
  creditcard: 'creditcard',
  maestro: 'creditcard',
  cartebancaire: 'creditcard',
  dankort: 'creditcard',
  nexi: 'creditcard',
  paypal: 'paypal',
  applepay: 'applepay',
  sofort: 'klarna',
  giropay: null,
  eps: 'eps',
  przelewy24: 'przelewy24',
  blik: 'blik',
  swish: 'swish',
  mobilepay: 'mobilepay',
  vipps: 'vipps',
  twint: 'twint',
  satispay: 'satispay',
  paysafecard: 'paysafecard',
  banktransfer: 'banktransfer',
  directdebit: 'directdebit',
};

/** An authorised payment is as good as pending to us: money is promised, not yet received. */
const STATUSES: Record<`${MolliePaymentStatus}`, PaymentStatus> = {
  open: 'open',
  pending: 'pending',
  authorized: 'pending',
  paid: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
};

const Link = z.object({ href: z.string() });
const Amount = z.object({ currency: z.string(), value: z.string() });

const PaymentAnswer = z.object({
  resource: z.literal('payment'),
  id: z.string(),
  status: z.enum(MolliePaymentStatus),
  amount: Amount,
  amountRefunded: Amount.nullish(),
  amountChargedBack: Amount.nullish(),
  customerId: z.string().nullish(),
  mandateId: z.string().nullish(),
  metadata: z.unknown().optional(),
  _links: z.object({ checkout: Link.nullish(), refunds: Link.nullish(), chargebacks: Link.nullish() }),
});

const OrderMetadata = z.object({ order_id: z.number().int() });
const RefundMetadata = z.object({ refund_id: z.number().int() });

const RefundAnswer = z.object({
  resource: z.literal('refund'),
  id: z.string(),
  amount: Amount,
  status: z.enum(MollieRefundStatus),
  paymentId: z.string(),
  metadata: z.unknown().optional(),
  createdAt: z.string(),
});

const ChargebackAnswer = z.object({
  resource: z.literal('chargeback'),
  id: z.string(),
  amount: Amount,
  paymentId: z.string(),
  reason: z.object({ code: z.string(), description: z.string().nullish() }).nullish(),
  createdAt: z.string(),
  reversedAt: z.string().nullish(),
});

/** A list answer of Mollie's; a payment's refunds and chargebacks fit on its first page (up to 250 with limit). */
const listAnswer = <T extends z.ZodType>(name: 'refunds' | 'chargebacks', item: T) =>
  z.object({ _embedded: z.object({ [name]: z.array(item) }).partial() });
const LIST_LIMIT = 250;

const CustomerAnswer = z.object({ resource: z.literal('customer'), id: z.string() });

const MandateAnswer = z.object({
  resource: z.literal('mandate'),
  id: z.string(),
  status: z.enum(MandateStatus),
  method: z.enum(MandateMethod),
  details: z.object({
    cardHolder: z.string().nullish(),
    cardNumber: z.string().nullish(),
    consumerName: z.string().nullish(),
    consumerAccount: z.string().nullish(),
  }),
});

const MollieErrorBody = z.object({ title: z.string().optional(), detail: z.string().optional(), field: z.string().optional() });

/** What Mollie said when it refused a request; kept as the cause of the AppError for the logs. */
export class MollieRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly field: string | null = null,
    /** Mollie's own sentence, when it gave one. */
    readonly detail: string | null = null,
  ) {
    super(message);
    this.name = 'MollieRequestError';
  }
}

/** Fields Mollie may reject that the member typed, and the rule our form shows for them. */
const MEMBER_FIELDS: Record<string, [field: string, rule: string]> = {
  consumerAccount: ['iban', 'invalid_iban'],
};

export interface MollieProviderOptions {
  apiKey: string;
  /** Mollie's API root; a function when it is known only later (the simulated provider lives on the app's own port). */
  apiEndpoint: string | (() => string);
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Pauses before the second and later attempts of a request that met a network error or a 5xx. */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
}

const unavailable = (cause: unknown) =>
  Object.assign(new AppError('payment_provider_unavailable', 502, 'The payment provider cannot be reached, please try again.'), {
    cause,
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The PaymentProvider over Mollie's REST API v2. It talks HTTP itself rather than through
 * @mollie/api-client's client, which pins an https agent and so cannot reach the simulated provider
 * on plain http; the package still supplies Mollie's vocabulary (methods, statuses, locales).
 * Every POST carries an Idempotency-Key, so retrying after a lost answer never pays twice.
 */
export class MollieProvider implements PaymentProvider {
  readonly name = 'mollie';
  private readonly retryDelaysMs: readonly number[];
  private readonly timeoutMs: number;

  constructor(private readonly options: MollieProviderOptions) {
    this.retryDelaysMs = options.retryDelaysMs ?? [250, 1_000];
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async createCustomer({ name, email }: { name: string; email: string }): Promise<string> {
    const customer = await this.request('POST', 'customers', CustomerAnswer, { name, email });
    return customer.id;
  }

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    const payment = await this.request('POST', 'payments', PaymentAnswer, {
      amount: toMollieAmount(input.amount, input.currency),
      description: input.description,
      method: MOLLIE_METHODS[input.method],
      redirectUrl: input.redirectUrl,
      webhookUrl: input.webhookUrl,
      locale: LOCALE_WITH_TERRITORY[input.locale] satisfies `${MollieLocale}`,
      metadata: { order_id: input.orderId },
      ...(input.customerId ? { customerId: input.customerId, sequenceType: 'first' } : {}),
    });
    return this.toPayment(payment);
  }

  async createRecurringPayment(input: RecurringPaymentInput): Promise<ProviderPayment> {
    const payment = await this.request('POST', 'payments', PaymentAnswer, {
      amount: toMollieAmount(input.amount, input.currency),
      description: input.description,
      webhookUrl: input.webhookUrl,
      metadata: { order_id: input.orderId },
      sequenceType: 'recurring',
      customerId: input.customerId,
      mandateId: input.mandateId,
    });
    return this.toPayment(payment);
  }

  async getPayment(id: string): Promise<ProviderPayment> {
    return this.toPayment(await this.request('GET', `payments/${encodeURIComponent(id)}`, PaymentAnswer));
  }

  async createDirectDebitMandate(input: DirectDebitMandateInput): Promise<ProviderMandate> {
    const mandate = await this.request('POST', `customers/${encodeURIComponent(input.customerId)}/mandates`, MandateAnswer, {
      method: 'directdebit',
      consumerName: input.accountHolder,
      consumerAccount: input.iban,
      signatureDate: input.signatureDate,
      mandateReference: input.mandateReference,
    });
    return this.toMandate(mandate);
  }

  async getMandate(customerId: string, mandateId: string): Promise<ProviderMandate> {
    const path = `customers/${encodeURIComponent(customerId)}/mandates/${encodeURIComponent(mandateId)}`;
    return this.toMandate(await this.request('GET', path, MandateAnswer));
  }

  /** POST payments/{id}/refunds, with our own idempotency key: a retry after a lost answer refunds once. */
  async createRefund(input: RefundInput): Promise<ProviderRefund> {
    const path = `payments/${encodeURIComponent(input.paymentId)}/refunds`;
    const body = {
      amount: toMollieAmount(input.amount, input.currency),
      description: input.description,
      metadata: { refund_id: input.refundId },
    };
    try {
      return this.toRefund(await this.request('POST', path, RefundAnswer, body, input.idempotencyKey));
    } catch (error) {
      // Mollie refuses a refund it cannot make (more than is left, a method without refunds, too
      // little balance): staff must read why, it is not an outage.
      const cause = error instanceof AppError ? error.cause : undefined;
      if (cause instanceof MollieRequestError && cause.status === 422) {
        const why = cause.detail ?? 'no reason given';
        throw Object.assign(new AppError('refund_not_possible', 422, `The payment provider refused this refund: ${why}`), { cause });
      }
      throw error;
    }
  }

  async listRefunds(paymentId: string): Promise<ProviderRefund[]> {
    const path = `payments/${encodeURIComponent(paymentId)}/refunds?limit=${LIST_LIMIT}`;
    const list = await this.request('GET', path, listAnswer('refunds', RefundAnswer));
    return (list._embedded.refunds ?? []).map((refund) => this.toRefund(refund));
  }

  async listChargebacks(paymentId: string): Promise<ProviderChargeback[]> {
    const path = `payments/${encodeURIComponent(paymentId)}/chargebacks?limit=${LIST_LIMIT}`;
    const list = await this.request('GET', path, listAnswer('chargebacks', ChargebackAnswer));
    return (list._embedded.chargebacks ?? []).map((chargeback) => {
      const { amount, currency } = this.money(chargeback.amount, chargeback.id);
      return {
        id: chargeback.id,
        paymentId: chargeback.paymentId,
        amount,
        currency,
        reason: chargeback.reason ? [chargeback.reason.code, chargeback.reason.description].filter(Boolean).join(' ') : null,
        createdAt: new Date(chargeback.createdAt),
        reversedAt: chargeback.reversedAt ? new Date(chargeback.reversedAt) : null,
      };
    });
  }

  private toPayment(payment: z.infer<typeof PaymentAnswer>): ProviderPayment {
    const { amount, currency } = this.money(payment.amount, payment.id);
    const metadata = OrderMetadata.safeParse(payment.metadata);
    const minor = (value: z.infer<typeof Amount> | null | undefined) => (value ? this.money(value, payment.id).amount : 0);
    return {
      id: payment.id,
      status: STATUSES[payment.status],
      amount,
      currency,
      checkoutUrl: payment._links.checkout?.href ?? null,
      customerId: payment.customerId ?? null,
      mandateId: payment.mandateId ?? null,
      orderId: metadata.success ? metadata.data.order_id : null,
      amountRefunded: minor(payment.amountRefunded),
      amountChargedBack: minor(payment.amountChargedBack),
      hasRefunds: Boolean(payment._links.refunds),
      hasChargebacks: Boolean(payment._links.chargebacks),
    };
  }

  private toRefund(refund: z.infer<typeof RefundAnswer>): ProviderRefund {
    const { amount, currency } = this.money(refund.amount, refund.id);
    const metadata = RefundMetadata.safeParse(refund.metadata);
    return {
      id: refund.id,
      paymentId: refund.paymentId,
      amount,
      currency,
      status: refund.status,
      refundId: metadata.success ? metadata.data.refund_id : null,
      createdAt: new Date(refund.createdAt),
    };
  }

  /** An amount in minor units of one of our currencies; anything else is not an answer we can use. */
  private money(value: z.infer<typeof Amount>, of: string): { amount: number; currency: Currency } {
    const currency = Currency.safeParse(value.currency);
    const amount = currency.success ? fromMollieAmount(value) : null;
    if (!currency.success || amount === null) {
      throw this.fail(new MollieRequestError(`unexpected amount ${JSON.stringify(value)} on ${of}`, null));
    }
    return { amount, currency: currency.data };
  }

  private toMandate(mandate: z.infer<typeof MandateAnswer>): ProviderMandate {
    const { details } = mandate;
    if (mandate.method === 'creditcard' && details.cardNumber) {
      const label = `•••• ${details.cardNumber.slice(-4)}`;
      return { id: mandate.id, method: 'creditcard', status: mandate.status, label, holder: details.cardHolder ?? null };
    }
    if (mandate.method === 'directdebit' && details.consumerAccount) {
      const label = maskIban(details.consumerAccount);
      return { id: mandate.id, method: 'directdebit', status: mandate.status, label, holder: details.consumerName ?? null };
    }
    throw this.fail(new MollieRequestError(`unexpected ${mandate.method} mandate ${mandate.id}`, null));
  }

  private endpoint(): URL {
    const { apiEndpoint } = this.options;
    const root = typeof apiEndpoint === 'function' ? apiEndpoint() : apiEndpoint;
    // Without the trailing slash, URL resolution would drop the last path segment ('/v2').
    return new URL(root.endsWith('/') ? root : `${root}/`);
  }

  private async request<T>(
    method: 'GET' | 'POST',
    path: string,
    answer: z.ZodType<T>,
    body?: object,
    idempotencyKey: string = randomUUID(),
  ): Promise<T> {
    const url = new URL(path, this.endpoint());
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.options.apiKey}`,
      accept: 'application/hal+json',
    };
    if (body) {
      headers['content-type'] = 'application/json';
      headers['idempotency-key'] = idempotencyKey;
    }
    const init = { method, headers, body: body ? JSON.stringify(body) : undefined };

    for (let attempt = 0; ; attempt += 1) {
      let failure: unknown;
      try {
        const response = await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
        if (response.status < 500) return await this.read(response, answer, `${method} ${url.pathname}`);
        await response.body?.cancel();
        failure = new MollieRequestError(`${method} ${url.pathname} answered ${response.status}`, response.status);
      } catch (error) {
        if (error instanceof AppError) throw error;
        failure = error;
      }
      const delay = this.retryDelaysMs[attempt];
      if (delay === undefined) throw this.fail(failure);
      await sleep(delay);
    }
  }

  private async read<T>(response: Response, answer: z.ZodType<T>, what: string): Promise<T> {
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw this.fail(new MollieRequestError(`${what} answered ${response.status} with no JSON`, response.status));
    }
    if (response.ok) {
      const parsed = answer.safeParse(json);
      if (parsed.success) return parsed.data;
      throw this.fail(new MollieRequestError(`${what} answered an unexpected shape: ${parsed.error.message}`, response.status));
    }
    const error = MollieErrorBody.safeParse(json);
    const detail = error.success ? (error.data.detail ?? error.data.title ?? '') : '';
    const field = error.success ? (error.data.field ?? null) : null;
    const cause = new MollieRequestError(`${what} answered ${response.status}: ${detail}`, response.status, field, detail || null);
    if (response.status === 404) {
      throw Object.assign(new AppError('not_found', 404, 'The payment provider has no such record.'), { cause });
    }
    const memberField = field ? MEMBER_FIELDS[field] : undefined;
    if (response.status === 422 && memberField) {
      const [name, rule] = memberField;
      throw Object.assign(new AppError('validation_failed', 400, 'The request is not valid.', { [name]: rule }), { cause });
    }
    throw this.fail(cause);
  }

  /** Logged here because the error handler does not log AppErrors, and an outage must show in the logs. */
  private fail(cause: unknown): AppError {
    this.options.log?.warn({ err: cause }, 'payment provider request failed');
    return unavailable(cause);
  }
}
