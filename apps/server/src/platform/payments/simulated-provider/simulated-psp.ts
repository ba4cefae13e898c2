import { randomBytes } from 'node:crypto';
import { sepaIban } from '@app/core';
import type { FastifyBaseLogger } from 'fastify';
import type { MollieAmount } from '../mollie-amount';
import { MollieError } from './mollie-error';

export type Mode = 'test' | 'live';
export type SimulatedStatus = 'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired';
export type SequenceType = 'oneoff' | 'first' | 'recurring';

export interface SimulatedPayment {
  id: string;
  mode: Mode;
  createdAt: Date;
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
  settledAt: Date | null;
}

export interface SimulatedCustomer {
  id: string;
  mode: Mode;
  name: string | null;
  email: string | null;
  locale: string | null;
  metadata: unknown;
  createdAt: Date;
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
  createdAt: Date;
  /** The declining test card, or an account holder named "fail": every charge on the mandate fails. */
  declines: boolean;
}

/** What a client asks for; the provider adds the id, the mode, the times and the status. */
export type NewPayment = Omit<SimulatedPayment, 'id' | 'mode' | 'createdAt' | 'status' | 'settledAt'>;

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

const WEBHOOK_RETRY_DELAYS_MS = [1_000, 5_000, 30_000];

export interface SimulatedPspOptions {
  /** How long a direct-debit collection stays pending before it settles. */
  settleMs: number;
  /** Posts `id=<payment id>` to a webhook URL; a rejection counts as a failed delivery. */
  deliverWebhook: (url: string, paymentId: string) => Promise<void>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * The simulated payment service provider's state and rules. It stands in for a remote service, so
 * it keeps everything in memory: a restart forgets its payments, and a checkout left open before
 * the restart answers "unknown payment" (the shop's order then simply stays open).
 */
export class SimulatedPsp {
  private readonly payments = new Map<string, SimulatedPayment>();
  private readonly customers = new Map<string, SimulatedCustomer>();
  private readonly mandates = new Map<string, SimulatedMandate>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly options: SimulatedPspOptions) {}

  createCustomer(mode: Mode, input: Pick<SimulatedCustomer, 'name' | 'email' | 'locale' | 'metadata'>): SimulatedCustomer {
    const customer = { id: newId('cst'), mode, createdAt: new Date(), ...input };
    this.customers.set(customer.id, customer);
    return customer;
  }

  createDirectDebitMandate(mode: Mode, customerId: string, input: NewMandate): SimulatedMandate {
    this.customer(customerId);
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
      createdAt: new Date(),
      declines: FAILING_HOLDER.test(input.consumerName),
    };
    this.mandates.set(mandate.id, mandate);
    return mandate;
  }

  mandate(customerId: string, mandateId: string): SimulatedMandate {
    this.customer(customerId);
    const mandate = this.mandates.get(mandateId);
    if (!mandate || mandate.customerId !== customerId) throw new MollieError(404, `No mandate exists with token ${mandateId}.`);
    return mandate;
  }

  payment(id: string): SimulatedPayment {
    const payment = this.payments.get(id);
    if (!payment) throw new MollieError(404, `No payment exists with token ${id}.`);
    return payment;
  }

  /** Also looked up by the checkout page, which must not throw API errors at a browser. */
  findPayment(id: string): SimulatedPayment | undefined {
    return this.payments.get(id);
  }

  createPayment(mode: Mode, input: NewPayment): SimulatedPayment {
    const payment: SimulatedPayment = { id: newId('tr'), mode, createdAt: new Date(), status: 'open', settledAt: null, ...input };
    if (input.sequenceType === 'recurring') return this.chargeMandate(payment);

    if (!input.redirectUrl) throw new MollieError(422, 'The redirect URL is required for this payment.', 'redirectUrl');
    if (input.sequenceType === 'first') {
      if (!input.customerId || !this.customers.has(input.customerId)) {
        throw new MollieError(422, 'A first payment needs an existing customer.', 'customerId');
      }
      // Mollie keeps a card (or, from some bank methods, a SEPA mandate); this simulation keeps cards.
      if (input.method !== 'creditcard') {
        throw new MollieError(422, 'The simulated provider starts recurring payments with cards only.', 'method');
      }
    }
    this.payments.set(payment.id, payment);
    return payment;
  }

  /**
   * The payer's choice on the checkout page. A paid first payment leaves a card mandate behind;
   * the chosen test card decides whether later charges on it succeed. A final payment stays as it is.
   */
  checkout(payment: SimulatedPayment, choice: CheckoutChoice, card: TestCard): void {
    if (payment.status !== 'open' && payment.status !== 'pending') return;
    if (choice === 'paid' && payment.sequenceType === 'first' && payment.customerId) {
      payment.mandateId = this.createCardMandate(payment, card).id;
    }
    this.settle(payment, choice);
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private customer(id: string): SimulatedCustomer {
    const customer = this.customers.get(id);
    if (!customer) throw new MollieError(404, `No customer exists with token ${id}.`);
    return customer;
  }

  /** Cards are charged at once; a SEPA collection is pending until the bank answers, settleMs later. */
  private chargeMandate(payment: SimulatedPayment): SimulatedPayment {
    if (!payment.customerId) throw new MollieError(422, 'A recurring payment needs a customer.', 'customerId');
    if (!payment.mandateId) throw new MollieError(422, 'A recurring payment needs a mandate.', 'mandateId');
    const mandate = this.mandates.get(payment.mandateId);
    if (!mandate || mandate.customerId !== payment.customerId || mandate.status !== 'valid') {
      throw new MollieError(422, 'The mandate is not valid for this customer.', 'mandateId');
    }
    payment.method = mandate.method;
    this.payments.set(payment.id, payment);
    const outcome = mandate.declines ? 'failed' : 'paid';
    if (mandate.method === 'creditcard') {
      this.settle(payment, outcome);
    } else {
      payment.status = 'pending';
      this.later(this.options.settleMs, () => this.settle(payment, outcome));
    }
    return payment;
  }

  private createCardMandate(payment: SimulatedPayment, card: TestCard): SimulatedMandate {
    const customer = this.customer(payment.customerId!);
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
      signatureDate: new Date().toISOString().slice(0, 10),
      createdAt: new Date(),
      declines: TEST_CARDS[card].declines,
    };
    this.mandates.set(mandate.id, mandate);
    return mandate;
  }

  private settle(payment: SimulatedPayment, status: SimulatedStatus): void {
    if (payment.status === status) return;
    payment.status = status;
    payment.settledAt = new Date();
    if (payment.webhookUrl) this.sendWebhook(payment.webhookUrl, payment.id, 0);
  }

  /** At least once, like Mollie: later attempts follow a failed one; none holds up an API answer. */
  private sendWebhook(url: string, paymentId: string, attempt: number): void {
    this.later(attempt === 0 ? 0 : WEBHOOK_RETRY_DELAYS_MS[attempt - 1]!, () => {
      this.options.deliverWebhook(url, paymentId).catch((error: unknown) => {
        if (attempt < WEBHOOK_RETRY_DELAYS_MS.length) return this.sendWebhook(url, paymentId, attempt + 1);
        this.options.log.warn({ err: error, url, paymentId }, 'simulated provider gave up delivering a webhook');
      });
    });
  }

  private later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }
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
