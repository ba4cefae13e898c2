import {
  type Currency,
  DIRECT_DEBIT,
  type PaymentMethod,
  paymentMethodsFor,
  type CountryCode,
  type PricedBundle,
  type SiteConfig,
} from '@app/core';
import { AppError } from '../../http/app-error';

/** The site's bundles that have a price in this currency, in the operator's order. */
export function pricedBundles(config: SiteConfig, currency: Currency): PricedBundle[] {
  return config.credit_bundles.flatMap(({ id, credits, prices, highlight }) => {
    const amount = prices[currency];
    return amount === undefined ? [] : [{ id, credits, amount, currency, highlight }];
  });
}

export function pricedBundle(config: SiteConfig, bundleId: string, currency: Currency): PricedBundle {
  const bundle = pricedBundles(config, currency).find(({ id }) => id === bundleId);
  if (!bundle) throw new AppError('bundle_not_found', 404, 'This credit bundle does not exist.');
  return bundle;
}

export const methodNotAvailable = () =>
  new AppError('method_not_available', 422, 'This payment method is not available in your country.');

/** The methods a site offers in a country: its own list for it, else ours. */
export const siteMethodsFor = (config: SiteConfig, country: CountryCode) => paymentMethodsFor(country, config.payment_methods);

/** Checkout methods: the country's list without direct debit, which has its own form (/directdebit). */
export function assertCheckoutMethod(config: SiteConfig, country: CountryCode, method: PaymentMethod): void {
  if (method === DIRECT_DEBIT || !siteMethodsFor(config, country).includes(method)) throw methodNotAvailable();
}

/** Card brands the provider handles as cards: a paid first payment leaves a reusable card mandate. */
const CARD_METHODS: readonly PaymentMethod[] = ['creditcard', 'maestro', 'cartebancaire', 'dankort', 'nexi'];

export const isCardMethod = (method: PaymentMethod) => CARD_METHODS.includes(method);
