import type { CreatePaymentBody, DiscountCode, PaymentMethod, RepeatOrderBody } from '@app/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { CREDITS_OFFER_KEY } from '../../lib/payments';

/** GET /api/discountcode.php: a code typed at checkout, checked against the bundle and the method when given. */
export function checkDiscountCode(code: string, bundleId?: string, method?: PaymentMethod): Promise<DiscountCode> {
  return api('discountcode.php', 'DiscountCodeResponse', { query: { code, bundle_id: bundleId, method } }).then(
    (answer) => answer.discount_code,
  );
}

export function useCheckDiscountCode(bundleId: string, method: PaymentMethod | undefined) {
  return useMutation({ mutationFn: (code: string) => checkDiscountCode(code, bundleId, method) });
}

/** The query param that carries a code to the credits pages and the checkout (the retention offer's). */
export const CARRIED_CODE_PARAM = 'code';

/** A code carried in the link, checked before a bundle is chosen: the credits page says what it gives. */
export const carriedCodeQuery = (code: string) =>
  queryOptions({ queryKey: ['carried-discount-code', code], queryFn: () => checkDiscountCode(code), staleTime: 60_000 });

/** POST /api/payments.php: creates the order and the provider's checkout the browser goes to. */
export function useCreatePayment() {
  return useMutation({
    mutationFn: (body: CreatePaymentBody) => api('payments.php', 'CreatePaymentResponse', { method: 'POST', body }),
  });
}

/**
 * POST /api/repeat-order.php: charges a stored card or mandate. The offer is refetched afterwards:
 * a failed card may no longer be offered for the next try.
 */
export function useRepeatOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RepeatOrderBody) => api('repeat-order.php', 'OrderResponse', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CREDITS_OFFER_KEY }),
  });
}
