import type { Currency, PaymentMethod } from './api/payments';

// No zod in this module: the checkout lists and prices with its page, whose first load has no zod
// (issue #20); api/payments.ts makes the schemas of them.

/** Currencies bundles are priced in; amounts travel as integers in the currency's minor unit. */
export const CURRENCIES = ['EUR', 'CHF', 'GBP', 'PLN', 'SEK', 'DKK', 'NOK', 'USD'] as const;

/** What the Currency schema accepts, checked without it. */
export const isCurrency = (value: unknown): value is Currency => (CURRENCIES as readonly unknown[]).includes(value);

/**
 * Direct debit is paid through its own form (/directdebit: IBAN, SMS code), not the provider's
 * checkout; every other method redirects to the provider.
 */
export const DIRECT_DEBIT: PaymentMethod = 'directdebit';

/** The price after a percentage discount, rounded to the minor unit in the payer's favour. */
export function discountedAmount(amount: number, percentage: number | null): number {
  if (!percentage) return amount;
  return Math.floor((amount * (100 - percentage)) / 100);
}

/**
 * What one message costs when bought in a bundle: its price shared by the messages its credits pay
 * for (price / (credits / message credits)), in minor units rounded to the nearest one.
 */
export function pricePerMessage(amount: number, credits: number, messageCredits: number): number {
  return Math.round((amount * messageCredits) / credits);
}
