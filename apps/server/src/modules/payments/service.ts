import {
  type CountryCode,
  type CreatePaymentBody,
  type CreatePaymentResponse,
  type CreditsOffer,
  currencyFor,
  DIRECT_DEBIT,
  DIRECT_DEBIT_LIMIT_CENTS,
  DIRECT_DEBIT_WINDOW_DAYS,
  discountedAmount,
  FINAL_PAYMENT_STATUSES,
  type Order,
  type PaymentMethod,
  type PaymentStatus,
  type PricedBundle,
  type RepeatOrderBody,
} from '@app/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import { type Clock, DAY_MS } from '../../platform/clock';
import type { PaymentProvider, ProviderPayment } from '../../platform/payments/payment-provider';
import type { RealtimeBus } from '../../platform/realtime/bus';
import { settleDebts } from '../credits/debts';
import { changeCredits } from '../credits/ledger';
import type { DiscountService } from '../discounts/service';
import type { SiteRow } from '../site/site-row';
import { assertCheckoutMethod, isCardMethod, methodNotAvailable, pricedBundle, pricedBundles, siteMethodsFor } from '../credits/bundles';
import { loadPayer, type Payer } from '../credits/payer';
import type { AfterSale } from './after-sale';
import { issueReceipt } from './receipts';
import {
  blockDirectDebit,
  directDebitAmountSince,
  findCustomerId,
  findOrder,
  findOrderAwaitingPayment,
  findOrderByPayment,
  findOwnOrder,
  findStoredMethod,
  insertOrder,
  listOrders,
  listStoredMethods,
  lockOrder,
  makePaidUser,
  type NewOrder,
  type NewStoredMethod,
  type OrderRow,
  saveCustomerId,
  saveStoredMethod,
  type StoredMethodRow,
  toOrder,
  findOrderReturns,
  toStoredMethod,
  updateOrder,
} from './repo';

/**
 * What a provider's status call came to: the order's status after it, a payment that is not ours,
 * or an error (the call is answered 5xx and the provider tries again).
 */
export type WebhookOutcome = PaymentStatus | 'unknown_payment' | 'error';

/** What the service tells of each status call, for the metrics. */
export interface WebhookMetrics {
  paymentWebhook(outcome: WebhookOutcome): void;
}

export interface PaymentServiceDeps {
  db: Db;
  now: Clock;
  provider: PaymentProvider;
  discounts: DiscountService;
  realtime: RealtimeBus;
  log: FastifyBaseLogger;
  /** Where the provider reaches this server's webhook: PUBLIC_URL, else the server's own address. */
  webhookOrigin: () => string;
  /** Refunds and chargebacks the webhook reports on paid orders. */
  afterSale: AfterSale;
  /** Wakes the job runner for the receipt mail. */
  jobs: { wake(): void };
  metrics?: WebhookMetrics;
}

/** A stored card or mandate to charge, with the purchase it pays for. */
export interface StoredCharge {
  site: SiteRow;
  payer: Payer;
  bundle: PricedBundle;
  stored: StoredMethodRow;
  /** True for /credits/repeat-order; the first debit of a fresh mandate is not a repeat. */
  repeat: boolean;
}

/** Where providers post status changes (the route in routes.ts, under /api). */
export const PAYMENT_WEBHOOK_PATH = '/api/payment-webhook.php';

const isFinal = (status: OrderRow['status']) => FINAL_PAYMENT_STATUSES.includes(status);

/**
 * Buying credits (SPEC §2, §9; issue 6). The provider's word is the only thing that credits: the
 * webhook (or the provider's own answer when a stored method is charged) goes through `settle`,
 * which credits an order once however often and however concurrently it is told.
 */
export class PaymentService {
  private readonly db: Db;
  private readonly now: Clock;
  private readonly provider: PaymentProvider;

  constructor(private readonly deps: PaymentServiceDeps) {
    this.db = deps.db;
    this.now = deps.now;
    this.provider = deps.provider;
  }

  /** GET /api/credits.php: for a member their own country; for a visitor the asked-for site country. */
  async offer(site: SiteRow, userId: number | null, askedCountry: CountryCode | undefined): Promise<CreditsOffer> {
    const payer = userId === null ? null : await loadPayer(this.db, userId);
    const countries = site.config.countries;
    const country =
      payer?.country ?? (askedCountry && countries.includes(askedCountry) ? askedCountry : countries[0]!);
    const currency = currencyFor(country);
    const methods = siteMethodsFor(site.config, country);
    return {
      country,
      currency,
      bundles: pricedBundles(site.config, currency),
      payment_methods: [...methods],
      stored_methods: payer ? (await listStoredMethods(this.db, payer.userId)).map(toStoredMethod) : [],
      direct_debit: {
        available: methods.includes(DIRECT_DEBIT) && currency === 'EUR',
        blocked: payer?.directDebitBlocked ?? false,
        remaining_limit: payer ? await this.directDebitRemaining(payer.userId) : DIRECT_DEBIT_LIMIT_CENTS,
      },
    };
  }

  /** Euro cents the member may still pay by direct debit in the rolling window. */
  async directDebitRemaining(userId: number): Promise<number> {
    const since = new Date(this.now().getTime() - DIRECT_DEBIT_WINDOW_DAYS * DAY_MS);
    return Math.max(0, DIRECT_DEBIT_LIMIT_CENTS - (await directDebitAmountSince(this.db, userId, since)));
  }

  /** SPEC §8: a member may pay this bundle by direct debit, now. */
  async assertDirectDebit(site: SiteRow, payer: Payer, bundle: PricedBundle): Promise<void> {
    if (payer.directDebitBlocked) {
      throw new AppError('direct_debit_blocked', 403, 'Your account is blocked for direct debit payments.');
    }
    if (bundle.currency !== 'EUR' || !siteMethodsFor(site.config, payer.country).includes(DIRECT_DEBIT)) throw methodNotAvailable();
    if (bundle.amount > (await this.directDebitRemaining(payer.userId))) {
      throw new AppError('direct_debit_limit_reached', 422, 'Your limit for direct debit payments has been reached.');
    }
  }

  /** POST /api/payments.php: an order and the provider's checkout for it. */
  async createPayment(
    site: SiteRow,
    userId: number,
    body: CreatePaymentBody,
    returnOrigin: string,
  ): Promise<CreatePaymentResponse> {
    const payer = await loadPayer(this.db, userId);
    const bundle = pricedBundle(site.config, body.bundle_id, payer.currency);
    assertCheckoutMethod(site.config, payer.country, body.method);
    const discount = body.discount_code
      ? await this.deps.discounts.validate(payer, body.discount_code, { bundle, method: body.method })
      : null;
    // A card paid as the customer's first payment is kept for repeat orders.
    const customerId = isCardMethod(body.method) ? await this.ensureCustomer(payer) : undefined;

    // The order holds its code until it fails, is canceled or expires (`settle` and `atProvider`
    // set those statuses), so a code for once cannot pay several open orders.
    const order = await this.db.transaction(async (tx) => {
      if (discount) await this.deps.discounts.reserve(tx, discount, payer.userId);
      return insertOrder(tx, {
        ...this.orderValues(site, payer, bundle, body.method),
        amount: discountedAmount(bundle.amount, discount?.valuePercentage ?? null),
        discountCodeId: discount?.id ?? null,
        discountCode: discount?.code ?? null,
        discountPercentage: discount?.valuePercentage ?? null,
      });
    });
    const payment = await this.atProvider(order, () =>
      this.provider.createPayment({
        orderId: order.id,
        amount: order.amount,
        currency: bundle.currency,
        description: this.description(site, bundle),
        method: body.method,
        redirectUrl: `${returnOrigin}/transactions/${order.id}?return=1`,
        webhookUrl: this.webhookUrl(),
        locale: payer.language,
        customerId,
      }),
    );
    return { order: await this.settle(order.id, payment), checkout_url: payment.checkoutUrl };
  }

  async orders(userId: number): Promise<Order[]> {
    const rows = await listOrders(this.db, userId);
    const returns = await findOrderReturns(this.db, rows.map((row) => row.id));
    return rows.map((row) => toOrder(row, returns.get(row.id)));
  }

  /** One of the member's own orders; anybody else's does not exist for them. */
  async order(userId: number, orderId: number): Promise<Order> {
    const row = await findOwnOrder(this.db, userId, orderId);
    if (!row) throw notFound('Order');
    return toOrder(row, (await findOrderReturns(this.db, [row.id])).get(row.id));
  }

  /** POST /api/repeat-order.php: the bundle again, charged to a stored card or mandate. */
  async repeatOrder(site: SiteRow, userId: number, body: RepeatOrderBody): Promise<Order> {
    const payer = await loadPayer(this.db, userId);
    const stored = await findStoredMethod(this.db, userId, body.stored_method_id);
    if (!stored) throw notFound('Payment method');
    const bundle = pricedBundle(site.config, body.bundle_id, payer.currency);
    if (stored.method === DIRECT_DEBIT) await this.assertDirectDebit(site, payer, bundle);
    return this.chargeStored({ site, payer, bundle, stored, repeat: true });
  }

  /** An order paid with a stored card or mandate: no checkout, the provider answers at once. */
  async chargeStored({ site, payer, bundle, stored, repeat }: StoredCharge): Promise<Order> {
    const order = await insertOrder(this.db, {
      ...this.orderValues(site, payer, bundle, stored.method),
      amount: bundle.amount,
      storedMethodId: stored.id,
      repeat,
    });
    const payment = await this.atProvider(order, () =>
      this.provider.createRecurringPayment({
        orderId: order.id,
        amount: order.amount,
        currency: bundle.currency,
        description: this.description(site, bundle),
        webhookUrl: this.webhookUrl(),
        customerId: stored.providerCustomerId,
        mandateId: stored.providerMandateId,
      }),
    );
    return this.settle(order.id, payment);
  }

  /** A mandate made outside a checkout (a confirmed direct debit form), kept as a paid card's is. */
  keepStoredMethod(values: NewStoredMethod): Promise<StoredMethodRow> {
    return saveStoredMethod(this.db, values);
  }

  /** The member's customer at the provider, made on first need (cards and mandates hang off it). */
  async ensureCustomer(payer: Payer): Promise<string> {
    const name = this.provider.name;
    const existing = await findCustomerId(this.db, payer.userId, name);
    if (existing) return existing;
    const created = await this.provider.createCustomer({ name: payer.name, email: payer.email });
    return saveCustomerId(this.db, payer.userId, name, created);
  }

  /**
   * POST /api/payment-webhook.php: the body is only a payment id, so what it says is fetched from
   * the provider. An id that is not ours is acknowledged (the provider would retry it for days).
   */
  async handleWebhook(paymentId: string): Promise<void> {
    const outcome = await this.applyWebhook(paymentId).catch((error: unknown) => {
      this.deps.metrics?.paymentWebhook('error');
      throw error;
    });
    this.deps.metrics?.paymentWebhook(outcome);
  }

  private async applyWebhook(paymentId: string): Promise<WebhookOutcome> {
    const order = await findOrderByPayment(this.db, this.provider.name, paymentId);
    if (order) {
      const payment = await this.provider.getPayment(paymentId);
      const settled = await this.settle(order.id, payment);
      if (settled.status === 'paid') await this.deps.afterSale.sync(order.id, payment);
      return settled.status;
    }
    // A payment that reports a moment after it was created may not have its id stored with the order yet.
    const payment = await this.provider.getPayment(paymentId).catch(() => null);
    const waiting = payment?.orderId ? await findOrderAwaitingPayment(this.db, this.provider.name, payment.orderId) : undefined;
    if (!payment || !waiting) {
      this.deps.log.warn({ paymentId }, 'payment webhook for an unknown payment');
      return 'unknown_payment';
    }
    return (await this.settle(waiting.id, payment)).status;
  }

  /**
   * Applies what the provider says about an order's payment, in one transaction with the order
   * locked: a final status never changes again, and a paid order is credited exactly once.
   */
  private async settle(orderId: number, payment: ProviderPayment): Promise<Order> {
    const mandate = await this.mandateToKeep(orderId, payment);
    const now = this.now();
    const { row, changed } = await this.db.transaction(async (tx) => {
      const order = (await lockOrder(tx, orderId))!;
      // Paid at the provider always wins over a failure of ours: an order marked failed because the
      // call creating its payment timed out may still have been paid, and money must not be lost.
      const keep = order.status === 'paid' || (isFinal(order.status) && payment.status !== 'paid');
      const status = keep || !this.matches(order, payment) ? order.status : payment.status;
      const update: Partial<NewOrder> = { providerPaymentId: payment.id };
      if (status !== order.status) Object.assign(update, { status, updatedAt: now });
      const credit = status === 'paid' && order.creditedAt === null;
      if (credit) {
        await changeCredits(tx, order.userId, order.credits, 'payment', `payment:${order.id}`);
        // Credits owed after a chargeback come out of this purchase first.
        await settleDebts(tx, order.userId, `order:${order.id}`, now);
        await issueReceipt(tx, order, now);
        await makePaidUser(tx, order.userId);
        if (mandate) {
          const stored = await saveStoredMethod(tx, { userId: order.userId, provider: this.provider.name, ...mandate });
          update.storedMethodId = stored.id;
        }
        Object.assign(update, { paidAt: now, creditedAt: now });
      }
      const bounced = status === 'failed' && order.status !== 'failed' && order.method === DIRECT_DEBIT;
      if (bounced) await blockDirectDebit(tx, order.userId, now);
      await updateOrder(tx, order.id, update);
      return { row: { ...order, ...update } as OrderRow, changed: credit || bounced };
    });
    // After the commit, so the page that reloads on it finds the credit.
    if (changed) {
      this.deps.realtime.publish([row.userId], { type: 'user' });
      this.deps.jobs.wake();
    }
    return toOrder(row);
  }

  /** A payment for another amount than the order's is not this order's payment, whatever it claims. */
  private matches(order: OrderRow, payment: ProviderPayment): boolean {
    if (payment.amount === order.amount && payment.currency === order.currency) return true;
    this.deps.log.error({ orderId: order.id, paymentId: payment.id }, 'payment amount differs from its order');
    return false;
  }

  /**
   * A card the paid first payment left behind, read from the provider before the transaction (no
   * network call while the order is locked). Repeat orders and replays have nothing new to keep.
   */
  private async mandateToKeep(orderId: number, payment: ProviderPayment) {
    if (payment.status !== 'paid' || !payment.mandateId || !payment.customerId) return null;
    const order = await findOrder(this.db, orderId);
    if (!order || order.creditedAt !== null || order.storedMethodId !== null || !isCardMethod(order.method)) {
      return null;
    }
    try {
      const mandate = await this.provider.getMandate(payment.customerId, payment.mandateId);
      if (mandate.status === 'invalid') return null;
      return {
        providerCustomerId: payment.customerId,
        providerMandateId: mandate.id,
        method: mandate.method,
        label: mandate.label,
        holder: mandate.holder,
      };
    } catch (error) {
      // The credits matter more than the convenience of a stored card: settle without it.
      this.deps.log.warn({ err: error, orderId }, 'could not read the mandate of a paid payment');
      return null;
    }
  }

  /**
   * Calls the provider for a new order; when that fails the order is marked failed (nothing was
   * charged) and the member hears the provider is unavailable.
   */
  private async atProvider(order: OrderRow, call: () => Promise<ProviderPayment>): Promise<ProviderPayment> {
    try {
      return await call();
    } catch (error) {
      await updateOrder(this.db, order.id, { status: 'failed', updatedAt: this.now() });
      if (error instanceof AppError) throw error;
      this.deps.log.error({ err: error, orderId: order.id }, 'payment provider call failed');
      throw new AppError('payment_provider_unavailable', 502, 'The payment service is not available, please try again later.');
    }
  }

  private orderValues(site: SiteRow, payer: Payer, bundle: PricedBundle, method: PaymentMethod) {
    return {
      userId: payer.userId,
      siteId: site.id,
      bundleId: bundle.id,
      credits: bundle.credits,
      amountBeforeDiscount: bundle.amount,
      currency: bundle.currency,
      method,
      country: payer.country,
      provider: this.provider.name,
      createdAt: this.now(),
      updatedAt: this.now(),
    } satisfies Partial<NewOrder>;
  }

  private description(site: SiteRow, bundle: PricedBundle): string {
    return `${bundle.credits} credits — ${site.name}`;
  }

  private webhookUrl(): string {
    return `${this.deps.webhookOrigin()}${PAYMENT_WEBHOOK_PATH}`;
  }
}
