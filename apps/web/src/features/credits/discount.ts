import { type DiscountCode, discountMisfit, isCurrency, type PaymentMethod, type PricedBundle, TIME_BONUS } from '@app/core';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { formatMoney } from '../../lib/payments';

/**
 * Whether a code the server accepted still fits what the member now picks: it may have run out
 * since, or not fit another bundle or method. The server checks again when the payment is created.
 */
export function discountFits(code: DiscountCode, bundle: PricedBundle, method: PaymentMethod | undefined): boolean {
  if (code.status !== 'active' || code.expired) return false;
  if (code.expires && Date.parse(code.expires) <= Date.now()) return false;
  return discountMisfit(code, { bundle, method }) === null;
}

export const isWelcomeBonus = (code: DiscountCode) => code.code === TIME_BONUS.code;

/** A refused code's text; the minimum order comes as minor units and is shown as money. */
export function discountErrorText(t: TFunction, error: unknown, locale: string): string {
  if (error instanceof ApiError && error.code === 'code_minimum_order' && error.params) {
    const { amount, currency } = error.params;
    if (typeof amount === 'number' && isCurrency(currency)) {
      return t('checkout.discount.minimum_order', { amount: formatMoney(amount, currency, locale) });
    }
  }
  return errorText(t, error);
}
