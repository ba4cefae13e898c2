import type { DiscountCode } from '@app/core';
import type { discountCodes } from '../../db/schema';

/** SPEC §3's discount code object of a stored code, with the expiry that applies to this member. */
export function discountCodeView(
  code: typeof discountCodes.$inferSelect,
  { expiresAt, expired }: { expiresAt: Date | null; expired: boolean },
): DiscountCode {
  return {
    code: code.code,
    country: code.country as DiscountCode['country'],
    user_id: code.userId,
    expires: expiresAt?.toISOString() ?? null,
    value_percentage: code.valuePercentage,
    currency: code.currency as DiscountCode['currency'],
    minimum_order_value: code.minimumOrderValue,
    status: code.status,
    validity: code.validity,
    expired,
    paymentmethods: code.paymentMethods,
  };
}
