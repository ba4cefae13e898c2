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
}
