import { randomBytes } from 'node:crypto';
import { sepaIban } from '@app/core';
import type { FastifyBaseLogger } from 'fastify';
import { fromMollieAmount, type MollieAmount, toMollieAmount } from '../mollie-amount';
import { MollieError } from './mollie-error';
import type { SimulatedStore } from './simulated-store';

export type Mode = 'test' | 'live';
export type SimulatedStatus = 'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired';
export type SequenceType = 'oneoff' | 'first' | 'recurring';

export interface SimulatedPayment {
  id: string;
  mode: Mode;
  /** ISO times throughout: the state is kept as JSON (simulated-store.ts). */
  createdAt: string;
  amount: MollieAmount;
  description: string;
  /** Mollie's method id; null while the payer may still pick one. */
  method: string | null;
  status: SimulatedStatus;
  sequenceType: SequenceType;
  customerId: string | null;
  mandateId: string | null;
  metadata: unknown;
  redirectUrl: string | null;
  webhookUrl: string | null;
  locale: string | null;
  /** When the status last changed to what it is (paidAt, failedAt, ...). */
  settledAt: string | null;
  /** A pending SEPA collection: when the bank answers, and how. */
  collection: { at: string; outcome: 'paid' | 'failed' } | null;
  /** Kept inside the payment, so a refund is checked against what remains in one conditional write. Absent on payments stored before refunds existed. */
  refunds?: SimulatedRefund[];
  chargebacks?: SimulatedChargeback[];
}

/** Mollie's refund statuses that the simulation goes through: pending at first, refunded settleMs later. */
export type SimulatedRefundStatus = 'pending' | 'refunded';

export interface SimulatedRefund {
  id: string;
  mode: Mode;
  amount: MollieAmount;
  description: string;
  metadata: unknown;
  status: SimulatedRefundStatus;
  createdAt: string;
  /** When the pending refund reaches the payer. */
  settlesAt: string;
}

export interface SimulatedChargeback {
  id: string;
  amount: MollieAmount;
  createdAt: string;
  reason: { code: string; description: string };
}

export interface SimulatedCustomer {
  id: string;
  mode: Mode;
  name: string | null;
  email: string | null;
  locale: string | null;
  metadata: unknown;
  createdAt: string;
}

export interface SimulatedMandate {
  id: string;
  mode: Mode;
  customerId: string;
  method: 'creditcard' | 'directdebit';
  status: 'valid';
  details: Record<string, string | null>;
  mandateReference: string | null;
  signatureDate: string | null;
  createdAt: string;
  /** The declining test card, or an account holder named "fail": every charge on the mandate fails. */
  declines: boolean;
}

/** What a client asks for; the provider adds the id, the mode, the times and the status. */
export type NewPayment = Omit<
  SimulatedPayment,
  'id' | 'mode' | 'createdAt' | 'status' | 'settledAt' | 'collection' | 'refunds' | 'chargebacks'
>;

export interface NewRefund {
  amount: MollieAmount;
  description: string | null;
  metadata: unknown;
}

export interface NewMandate {
  consumerName: string;
  consumerAccount: string;
  consumerBic: string | null;
  signatureDate: string | null;
  mandateReference: string | null;
}

/** The payer's answers on the checkout page, like the status picker of Mollie's test mode. */
export const CHECKOUT_CHOICES = ['paid', 'pending', 'failed', 'canceled'] as const;
export type CheckoutChoice = (typeof CHECKOUT_CHOICES)[number];

/** Test cards: the first pays now and later; the second pays now but declines every later charge. */
export const TEST_CARDS = {
  '4242': { number: '4242 4242 4242 4242', outcome: 'succeeds', declines: false },
  '0341': { number: '4000 0000 0000 0341', outcome: 'accepted now, later charges declined', declines: true },
} as const;
export type TestCard = keyof typeof TEST_CARDS;

/** Test convention for direct debit: a holder name with the word "fail" in it makes collections bounce. */
const FAILING_HOLDER = /\bfail\b/i;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const newId = (prefix: string) => `${prefix}_${Array.from(randomBytes(10), (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('')}`;
const nowIso = () => new Date().toISOString();

const WEBHOOK_RETRY_DELAYS_MS = [1_000, 5_000, 30_000];

/** A payment the payer may still settle on the checkout page. */
const PAYABLE: readonly SimulatedStatus[] = ['open', 'pending'];

export interface SimulatedPspOptions {
  store: SimulatedStore;
  /** How long a direct-debit collection stays pending before it settles. */
  settleMs: number;
  /** Posts `id=<payment id>` to a webhook URL; a rejection counts as a failed delivery. */
  deliverWebhook: (url: string, paymentId: string) => Promise<void>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * The simulated payment service provider's rules, over a store that is either this process's
 * memory (a stand-alone stand-in) or the app's database (the demo, on any number of processes).
 * Timers (a collection settling, a webhook retried) live in the process that set them; a
 * collection whose process stopped settles when it is next read.
 */
export class SimulatedPsp {
  private readonly store: SimulatedStore;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly options: SimulatedPspOptions) {
    this.store = options.store;
  }

  async createCustomer(mode: Mode, input: Pick<SimulatedCustomer, 'name' | 'email' | 'locale' | 'metadata'>): Promise<SimulatedCustomer> {
    const customer = { id: newId('cst'), mode, createdAt: nowIso(), ...input };
    await this.store.insert('customer', customer.id, customer);
    return customer;
  }

  async createDirectDebitMandate(mode: Mode, customerId: string, input: NewMandate): Promise<SimulatedMandate> {
    await this.customer(customerId);
    const iban = sepaIban(input.consumerAccount);
    if (!iban) throw new MollieError(422, 'The bank account is invalid.', 'consumerAccount');
    const mandate: SimulatedMandate = {
      id: newId('mdt'),
      mode,
      customerId,
      method: 'directdebit',
      status: 'valid',
      details: { consumerName: input.consumerName, consumerAccount: iban, consumerBic: input.consumerBic },
      mandateReference: input.mandateReference,
      signatureDate: input.signatureDate,
      createdAt: nowIso(),
      declines: FAILING_HOLDER.test(input.consumerName),
    };
    await this.store.insert('mandate', mandate.id, mandate);
    return mandate;
  }

  async mandate(customerId: string, mandateId: string): Promise<SimulatedMandate> {
    await this.customer(customerId);
    const mandate = await this.store.get('mandate', mandateId);
    if (!mandate || mandate.customerId !== customerId) throw new MollieError(404, `No mandate exists with token ${mandateId}.`);
    return mandate;
  }

  async payment(id: string): Promise<SimulatedPayment> {
    const payment = await this.findPayment(id);
    if (!payment) throw new MollieError(404, `No payment exists with token ${id}.`);
    return payment;
  }

  /** Also looked up by the checkout page, which must not throw API errors at a browser. */
  async findPayment(id: string): Promise<SimulatedPayment | undefined> {
    const payment = await this.store.get('payment', id);
    if (payment?.status === 'pending' && payment.collection && Date.parse(payment.collection.at) <= Date.now()) {
      return (await this.settle(payment, payment.collection.outcome)) ?? this.store.get('payment', id);
    }
    if (payment?.refunds?.some((refund) => refund.status === 'pending' && Date.parse(refund.settlesAt) <= Date.now())) {
      return (await this.settleRefunds(payment)) ?? this.store.get('payment', id);
    }
    return payment;
  }

  /**
   * POST payments/{id}/refunds: money back to the payer, never more than the payment has left.
   * The refund lives inside the payment, and the payment is written only if nobody changed it
   * since it was read, so two refunds at once cannot both take the last of it.
   */
  async createRefund(mode: Mode, paymentId: string, input: NewRefund): Promise<SimulatedRefund> {
    for (;;) {
      const payment = await this.payment(paymentId);
      if (payment.status !== 'paid') throw new MollieError(422, 'The payment cannot be refunded: it has not been paid.');
      if (input.amount.currency !== payment.amount.currency) {
        throw new MollieError(422, 'The refund must be in the currency of the payment.', 'amount.currency');
      }
      const minor = fromMollieAmount(input.amount);
      if (minor === null || minor <= 0) throw new MollieError(422, 'The amount contains an invalid value.', 'amount.value');
      if (minor > amounts(payment).remaining) {
        throw new MollieError(422, 'The amount is higher than the amount that remains to be refunded.', 'amount.value');
      }
      const refund: SimulatedRefund = {
        id: newId('re'),
        mode,
        amount: input.amount,
        description: input.description ?? payment.description,
        metadata: input.metadata ?? null,
        status: 'pending',
        createdAt: nowIso(),
        settlesAt: new Date(Date.now() + this.options.settleMs).toISOString(),
      };
      if (await this.store.replacePayment(payment, { ...payment, refunds: [...(payment.refunds ?? []), refund] })) {
        // Mollie calls the payment's webhook when it is refunded; the status stays paid.
        if (payment.webhookUrl) this.sendWebhook(payment.webhookUrl, payment.id, 0);
        this.moveOnAt(payment.id, refund.settlesAt);
        return refund;
      }
    }
  }

  /**
   * The payer's bank takes the money back (test mode's "chargeback" button): by default all that
   * is not charged back yet. The shop hears of it through the payment's webhook, as from Mollie.
   */
  async chargeback(paymentId: string, amountMinor?: number): Promise<SimulatedChargeback> {
    for (;;) {
      const payment = await this.payment(paymentId);
      if (payment.status !== 'paid') throw new MollieError(422, 'Only a paid payment can be charged back.');
      const { total, chargedBack } = amounts(payment);
      const minor = amountMinor ?? total - chargedBack;
      if (minor <= 0 || minor > total - chargedBack) {
        throw new MollieError(422, 'The chargeback amount is more than the payment has left.', 'amount.value');
      }
      const chargeback: SimulatedChargeback = {
        id: newId('chb'),
        amount: toMollieAmount(minor, payment.amount.currency),
        createdAt: nowIso(),
        reason: { code: 'MD06', description: 'Refund request by end customer (simulated)' },
      };
      const next = { ...payment, chargebacks: [...(payment.chargebacks ?? []), chargeback] };
      if (await this.store.replacePayment(payment, next)) {
        if (payment.webhookUrl) this.sendWebhook(payment.webhookUrl, payment.id, 0);
        return chargeback;
      }
    }
  }

  async createPayment(mode: Mode, input: NewPayment): Promise<SimulatedPayment> {
    const payment: SimulatedPayment = { id: newId('tr'), mode, createdAt: nowIso(), status: 'open', settledAt: null, collection: null, ...input };
    if (input.sequenceType === 'recurring') return this.chargeMandate(payment);

    if (!input.redirectUrl) throw new MollieError(422, 'The redirect URL is required for this payment.', 'redirectUrl');
    if (input.sequenceType === 'first') {
      if (!input.customerId || !(await this.store.get('customer', input.customerId))) {
        throw new MollieError(422, 'A first payment needs an existing customer.', 'customerId');
      }
      // Mollie keeps a card (or, from some bank methods, a SEPA mandate); this simulation keeps cards.
      if (input.method !== 'creditcard') {
        throw new MollieError(422, 'The simulated provider starts recurring payments with cards only.', 'method');
      }
    }
    await this.store.insert('payment', payment.id, payment);
    return payment;
  }

  /**
   * The payer's choice on the checkout page. A paid first payment leaves a card mandate behind;
   * the chosen test card decides whether later charges on it succeed. A final payment stays as it is.
   */
  async checkout(payment: SimulatedPayment, choice: CheckoutChoice, card: TestCard): Promise<void> {
    if (!PAYABLE.includes(payment.status)) return;
    const mandateId =
      choice === 'paid' && payment.sequenceType === 'first' && payment.customerId
        ? (await this.createCardMandate(payment, card)).id
        : payment.mandateId;
    await this.settle(payment, choice, { mandateId });
  }

  /** The first answer to an idempotency key, if the key was used before. */
  answerFor(key: string): Promise<unknown> {
    return this.store.get('answer', key);
  }

  /** Keeps an answer for its key; if the same request was answered meanwhile, that answer stands. */
  async rememberAnswer(key: string, answer: unknown): Promise<unknown> {
    if (await this.store.insert('answer', key, answer)) return answer;
    return (await this.store.get('answer', key)) ?? answer;
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async customer(id: string): Promise<SimulatedCustomer> {
    const customer = await this.store.get('customer', id);
    if (!customer) throw new MollieError(404, `No customer exists with token ${id}.`);
    return customer;
  }

  /** Cards are charged at once; a SEPA collection is pending until the bank answers, settleMs later. */
  private async chargeMandate(payment: SimulatedPayment): Promise<SimulatedPayment> {
    if (!payment.customerId) throw new MollieError(422, 'A recurring payment needs a customer.', 'customerId');
    if (!payment.mandateId) throw new MollieError(422, 'A recurring payment needs a mandate.', 'mandateId');
    const mandate = await this.store.get('mandate', payment.mandateId);
    if (!mandate || mandate.customerId !== payment.customerId || mandate.status !== 'valid') {
      throw new MollieError(422, 'The mandate is not valid for this customer.', 'mandateId');
    }
    const outcome = mandate.declines ? 'failed' : 'paid';
    if (mandate.method === 'creditcard') {
      await this.store.insert('payment', payment.id, { ...payment, method: mandate.method });
      return (await this.settle({ ...payment, method: mandate.method }, outcome))!;
    }
    const collection = { at: new Date(Date.now() + this.options.settleMs).toISOString(), outcome } as const;
    const pending: SimulatedPayment = { ...payment, method: mandate.method, status: 'pending', collection };
    await this.store.insert('payment', pending.id, pending);
    this.moveOnAt(pending.id, collection.at);
    return pending;
  }

  private async createCardMandate(payment: SimulatedPayment, card: TestCard): Promise<SimulatedMandate> {
    const customer = await this.customer(payment.customerId!);
    const expiry = new Date();
    expiry.setUTCFullYear(expiry.getUTCFullYear() + 3, expiry.getUTCMonth() + 1, 0);
    const mandate: SimulatedMandate = {
      id: newId('mdt'),
      mode: payment.mode,
      customerId: customer.id,
      method: 'creditcard',
      status: 'valid',
      details: {
        cardHolder: customer.name ?? 'Test Cardholder',
        cardNumber: card,
        cardLabel: 'Visa',
        cardFingerprint: randomBytes(12).toString('hex'),
        cardExpiryDate: expiry.toISOString().slice(0, 10),
      },
      mandateReference: null,
      signatureDate: nowIso().slice(0, 10),
      createdAt: nowIso(),
      declines: TEST_CARDS[card].declines,
    };
    await this.store.insert('mandate', mandate.id, mandate);
    return mandate;
  }

  /** Moves a payment on from the status it was read in; only the process that did so sends the webhook. */
  private async settle(
    payment: SimulatedPayment,
    status: SimulatedStatus,
    changes: Partial<SimulatedPayment> = {},
  ): Promise<SimulatedPayment | undefined> {
    if (payment.status === status) return payment;
    const settled = await this.store.changePayment(payment.id, [payment.status], {
      ...changes,
      status,
      settledAt: nowIso(),
      collection: null,
    });
    if (settled?.webhookUrl) this.sendWebhook(settled.webhookUrl, settled.id, 0);
    return settled;
  }

  /** Pending refunds whose time has come reach the payer; the payment's webhook tells the shop. */
  private async settleRefunds(payment: SimulatedPayment): Promise<SimulatedPayment | undefined> {
    const now = Date.now();
    const refunds = payment.refunds?.map((refund) =>
      refund.status === 'pending' && Date.parse(refund.settlesAt) <= now ? { ...refund, status: 'refunded' as const } : refund,
    );
    const next = { ...payment, refunds };
    if (!(await this.store.replacePayment(payment, next))) return undefined;
    if (payment.webhookUrl) this.sendWebhook(payment.webhookUrl, payment.id, 0);
    return next;
  }

  /** At least once, like Mollie: later attempts follow a failed one; none holds up an API answer. */
  private sendWebhook(url: string, paymentId: string, attempt: number): void {
    this.later(attempt === 0 ? 0 : WEBHOOK_RETRY_DELAYS_MS[attempt - 1]!, () =>
      this.options.deliverWebhook(url, paymentId).catch((error: unknown) => {
        if (attempt < WEBHOOK_RETRY_DELAYS_MS.length) return this.sendWebhook(url, paymentId, attempt + 1);
        this.options.log.warn({ err: error, url, paymentId }, 'simulated provider gave up delivering a webhook');
      }),
    );
  }

  /**
   * Moves a payment on at `at` (a collection settling, a refund reaching the payer) through
   * findPayment. A timer can fire a millisecond before Date.now() reaches `at`; findPayment would
   * then leave the payment as it is with nothing left to move it on, so the timer is set again.
   */
  private moveOnAt(paymentId: string, at: string): void {
    this.later(Math.max(0, Date.parse(at) - Date.now()), async () => {
      if (Date.parse(at) > Date.now()) this.moveOnAt(paymentId, at);
      else await this.findPayment(paymentId);
    });
  }

  private later(ms: number, run: () => Promise<unknown>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run().catch((error: unknown) => this.options.log.warn({ err: error }, 'simulated provider task failed'));
    }, ms);
    this.timers.add(timer);
  }
}

/** A paid payment's money in minor units: all of it, refunded, charged back and what is left of it. */
export function amounts(payment: SimulatedPayment) {
  const minor = (amount: MollieAmount) => fromMollieAmount(amount) ?? 0;
  const total = minor(payment.amount);
  const refunded = (payment.refunds ?? []).reduce((sum, refund) => sum + minor(refund.amount), 0);
  const chargedBack = (payment.chargebacks ?? []).reduce((sum, chargeback) => sum + minor(chargeback.amount), 0);
  return { total, refunded, chargedBack, remaining: Math.max(0, total - refunded - chargedBack) };
}

/** The default delivery: a form POST like Mollie's, failing on anything but a 2xx. */
export async function postWebhook(url: string, paymentId: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id: paymentId }).toString(),
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}
