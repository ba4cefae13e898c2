import { At as OrderResponse, Dt as DiscountCodeResponse, bt as CreatePaymentResponse } from "./route-table-DxKv25ul.js";
import { b as api } from "./use-session-Cd-1WGe-.js";
import { t as CREDITS_OFFER_KEY } from "./payments-RPbzDEEh.js";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
// src/features/credits/api.ts
/** GET /api/discountcode.php: a code typed at checkout, checked against the bundle and the method when given. */
function checkDiscountCode(code, bundleId, method) {
	return api("discountcode.php", DiscountCodeResponse, { query: {
		code,
		bundle_id: bundleId,
		method
	} }).then((answer) => answer.discount_code);
}
function useCheckDiscountCode(bundleId, method) {
	return useMutation({ mutationFn: (code) => checkDiscountCode(code, bundleId, method) });
}
/** The query param that carries a code to the credits pages and the checkout (the retention offer's). */
var CARRIED_CODE_PARAM = "code";
/** A code carried in the link, checked before a bundle is chosen: the credits page says what it gives. */
var carriedCodeQuery = (code) => queryOptions({
	queryKey: ["carried-discount-code", code],
	queryFn: () => checkDiscountCode(code),
	staleTime: 6e4
});
/** POST /api/payments.php: creates the order and the provider's checkout the browser goes to. */
function useCreatePayment() {
	return useMutation({ mutationFn: (body) => api("payments.php", CreatePaymentResponse, {
		method: "POST",
		body
	}) });
}
/**
* POST /api/repeat-order.php: charges a stored card or mandate. The offer is refetched afterwards:
* a failed card may no longer be offered for the next try.
*/
function useRepeatOrder() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body) => api("repeat-order.php", OrderResponse, {
			method: "POST",
			body
		}),
		onSettled: () => queryClient.invalidateQueries({ queryKey: CREDITS_OFFER_KEY })
	});
}
export { useRepeatOrder as a, useCreatePayment as i, carriedCodeQuery as n, useCheckDiscountCode as r, CARRIED_CODE_PARAM as t };
