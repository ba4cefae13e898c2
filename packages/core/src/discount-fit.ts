import type { ErrorCode } from './api/errors';
import type { DiscountCode, PaymentMethod, PricedBundle } from './api/payments';

/** What a discount code is to be used for; each part given is checked. */
export interface DiscountUse {
  bundle?: PricedBundle;
  method?: PaymentMethod;
}

/**
 * SPEC §3, §5: why a code does not fit its use, or null when it does. Codes can be limited to a
 * minimum order (in the code's currency, or any currency when it has none) and to some payment
 * methods. The server refuses a code with this reason; the checkout drops a code that stops
 * fitting what the member picks.
 */
export function discountMisfit(
  code: Pick<DiscountCode, 'currency' | 'minimum_order_value' | 'paymentmethods'>,
  { bundle, method }: DiscountUse,
): Extract<ErrorCode, 'code_minimum_order' | 'code_method_not_allowed'> | null {
  const sameCurrency = bundle !== undefined && (code.currency === null || code.currency === bundle.currency);
  if (sameCurrency && code.minimum_order_value !== null && bundle.amount < code.minimum_order_value) {
    return 'code_minimum_order';
  }
  if (method && code.paymentmethods !== null && !code.paymentmethods.includes(method)) return 'code_method_not_allowed';
  return null;
}
