import type { Currency, Locale, PaymentMethod, PaymentStatus, StorableMethod } from '@app/core';

/** A payment as the provider reports it; amounts in minor units. */
export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  amount: number;
  currency: Currency;
  /** Where the payer goes to pay; null once nothing is left for the payer to do. */
  checkoutUrl: string | null;
  customerId: string | null;
  /** The card or mandate a paid first payment left behind (for repeat orders). */
  mandateId: string | null;
  /** Our order id, as given when the payment was made. */
  orderId: number | null;
  /** Minor units refunded so far (refunds not failed or canceled); 0 before any. */
  amountRefunded: number;
  /** Minor units the payer's bank took back; 0 before any chargeback. */
  amountChargedBack: number;
  /** The provider lists refunds / chargebacks for this payment (Mollie's `_links.refunds`, `_links.chargebacks`). */
  hasRefunds: boolean;
  hasChargebacks: boolean;
}

/** Mollie's refund statuses: queued and pending can still be canceled, refunded is done. */
export type RefundStatus = 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amount: number;
  currency: Currency;
  status: RefundStatus;
  /** Our refund id, as given when the refund was made; null for one made elsewhere (the provider's dashboard). */
  refundId: number | null;
  createdAt: Date;
}

export interface RefundInput {
  paymentId: string;
  amount: number;
  currency: Currency;
  description: string;
  /** Ours, kept in the refund's metadata, so a webhook can tell our refunds from the dashboard's. */
  refundId: number;
  /** The same key on a retried request makes the provider answer the first refund, not make a second. */
  idempotencyKey: string;
}

export interface ProviderChargeback {
  id: string;
  paymentId: string;
  amount: number;
  currency: Currency;
  reason: string | null;
  createdAt: Date;
  reversedAt: Date | null;
}

export interface CreatePaymentInput {
  orderId: number;
  amount: number;
  currency: Currency;
  description: string;
  method: PaymentMethod;
  /** The page the payer comes back to; it never credits anything. */
  redirectUrl: string;
  /** Where the provider posts `id=<payment id>` on every status change. */
  webhookUrl: string;
  locale: Locale;
  /** With a storable method: pay as a first payment for this customer, so the card is kept. */
  customerId?: string;
}

export interface RecurringPaymentInput {
  orderId: number;
  amount: number;
  currency: Currency;
  description: string;
  webhookUrl: string;
  customerId: string;
  mandateId: string;
}

export interface ProviderMandate {
  id: string;
  method: StorableMethod;
  status: 'valid' | 'pending' | 'invalid';
  /** Card: '•••• 4242'; direct debit: the masked IBAN. */
  label: string;
  holder: string | null;
}

export interface DirectDebitMandateInput {
  customerId: string;
  accountHolder: string;
  /** Electronic format. */
  iban: string;
  /** The date the member authorised the debit (the SMS code confirmed it). */
  signatureDate: string;
  mandateReference: string;
}

/**
 * What the product needs from a payment service provider. The production adapter speaks Mollie's
 * API; the default run and the tests point it at the built-in simulated provider, which speaks the
 * same API. Failures reaching the provider throw AppError('payment_provider_unavailable', 502).
 */
export interface PaymentProvider {
  readonly name: string;
  createCustomer(input: { name: string; email: string }): Promise<string>;
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  createRecurringPayment(input: RecurringPaymentInput): Promise<ProviderPayment>;
  getPayment(id: string): Promise<ProviderPayment>;
  createDirectDebitMandate(input: DirectDebitMandateInput): Promise<ProviderMandate>;
  getMandate(customerId: string, mandateId: string): Promise<ProviderMandate>;
  createRefund(input: RefundInput): Promise<ProviderRefund>;
  listRefunds(paymentId: string): Promise<ProviderRefund[]>;
  listChargebacks(paymentId: string): Promise<ProviderChargeback[]>;
}
