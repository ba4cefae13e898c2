import { Pt as WelcomeDiscountResponse, xt as CreditsOffer } from "./route-table-DxKv25ul.js";
import { b as api } from "./use-session-Cd-1WGe-.js";
import { queryOptions } from "@tanstack/react-query";
// src/lib/payments.ts
/**
* GET /api/credits.php: bundles priced in the member's currency, the payment methods of their
* country, stored cards and mandates and the direct-debit state. Shared by /credits, /pricing,
* /premium, /credits/repeat-order and /directdebit.
*/
var creditsOfferQuery = (userId, country) => queryOptions({
	queryKey: [
		...CREDITS_OFFER_KEY,
		userId ?? "visitor",
		country ?? "own"
	],
	queryFn: ({ signal }) => api("credits.php", CreditsOffer, {
		query: { country: country ?? void 0 },
		signal
	}),
	staleTime: 6e4
});
/** Invalidates every viewer's offer, e.g. after a payment changed stored methods or limits. */
var CREDITS_OFFER_KEY = ["credits-offer"];
/**
* GET /api/discountcode.php?welcome=true: the welcome time bonus of a new non-paid member (SPEC §4).
* A failure means no bonus (SPEC §8: errors on the welcome call are ignored), so it never retries.
*/
var welcomeDiscountQuery = (userId) => queryOptions({
	queryKey: ["welcome-discount", userId],
	queryFn: ({ signal }) => api("discountcode.php", WelcomeDiscountResponse, {
		query: { welcome: "true" },
		signal
	}).then((answer) => answer.discount_code).catch(() => null),
	staleTime: Infinity,
	retry: false
});
/** An amount in minor units as the locale writes money: '€ 14,99', 'CHF 14.90', '64,99 zł'. */
function formatMoney(amount, currency, locale) {
	return new Intl.NumberFormat(locale, {
		style: "currency",
		currency
	}).format(amount / 100);
}
export { welcomeDiscountQuery as i, creditsOfferQuery as n, formatMoney as r, CREDITS_OFFER_KEY as t };
