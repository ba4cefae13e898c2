import { t as useFormatMoney } from "./use-format-money-Cdq2ovyT.js";
import { r as pathFor } from "./route-table-DxKv25ul.js";
import { s as useSettings } from "./api-CqDn7Rbi.js";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Coin } from "react-bootstrap-icons";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/credits/bundle-card.tsx
/** How much cheaper a credit is in this bundle than in the smallest one, in whole percent. */
function savingPercent(bundle, bundles) {
	const smallest = bundles.reduce((min, other) => other.credits < min.credits ? other : min, bundle);
	const basePerCredit = smallest.amount / smallest.credits;
	return Math.round((1 - bundle.amount / bundle.credits / basePerCredit) * 100);
}
/** The price of one message in this bundle: what the member can compare across bundles. */
function usePricePerMessage() {
	const money = useFormatMoney();
	const messageCredits = useSettings()?.message_credits;
	if (!messageCredits) return void 0;
	return (bundle) => money(Math.round(bundle.amount / bundle.credits * messageCredits), bundle.currency);
}
/** One credit bundle as a price card: ribbon, credits, price, price per message, and the way to buy it. */
function BundleCard({ bundle, bundles, action }) {
	const { t } = useTranslation();
	const money = useFormatMoney();
	const perMessage = usePricePerMessage();
	const saving = savingPercent(bundle, bundles);
	return /* @__PURE__ */ jsxs("div", {
		className: `card h-100 app-bundle-card${bundle.highlight ? " app-bundle-card-highlight" : ""}`,
		"data-testid": `bundle-${bundle.id}`,
		children: [bundle.highlight && /* @__PURE__ */ jsx("div", {
			className: "app-bundle-ribbon",
			children: t(`credits.highlight.${bundle.highlight}`)
		}), /* @__PURE__ */ jsxs("div", {
			className: "card-body d-flex flex-column text-center p-3 p-md-4",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "d-flex align-items-center justify-content-center gap-2 mb-1",
					children: [/* @__PURE__ */ jsx(Coin, {
						className: "text-warning",
						size: 22,
						"aria-hidden": "true"
					}), /* @__PURE__ */ jsx("span", {
						className: "display-6 fw-bold lh-1",
						children: bundle.credits
					})]
				}),
				/* @__PURE__ */ jsx("div", {
					className: "text-body-secondary text-uppercase small fw-semibold mb-3",
					children: t("credits.credits_unit", { count: bundle.credits })
				}),
				/* @__PURE__ */ jsx("div", {
					className: "fs-3 fw-bold mb-1",
					children: money(bundle.amount, bundle.currency)
				}),
				perMessage && /* @__PURE__ */ jsx("div", {
					className: "small text-body-secondary",
					children: t("credits.per_message", { price: perMessage(bundle) })
				}),
				/* @__PURE__ */ jsx("div", {
					className: "small mb-3 app-bundle-saving",
					children: saving > 0 ? /* @__PURE__ */ jsx("span", {
						className: "badge text-bg-success",
						children: t("credits.saving", { percent: saving })
					}) : "\xA0"
				}),
				/* @__PURE__ */ jsx("div", {
					className: "mt-auto",
					children: action
				})
			]
		})]
	});
}
/** The bundles side by side from the small phone up (two a row, four on a desktop), each with its way to buy. */
function BundleCards({ bundles, action }) {
	return /* @__PURE__ */ jsx("div", {
		className: "row row-cols-2 row-cols-lg-4 gx-2 gx-sm-3 gx-lg-4 gy-4 pt-2",
		"data-testid": "bundles",
		children: bundles.map((bundle) => /* @__PURE__ */ jsx("div", {
			className: "col",
			children: /* @__PURE__ */ jsx(BundleCard, {
				bundle,
				bundles,
				action: action(bundle)
			})
		}, bundle.id))
	});
}
/** The usual way to buy a bundle: on to its checkout; `search` carries a discount code along (`?code=`). */
function ChooseBundleLink({ bundle, search = "" }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx(Link, {
		className: `btn w-100 ${bundle.highlight ? "btn-primary" : "btn-outline-primary"}`,
		to: `${pathFor("credits-id-paymentmethod", { id: bundle.id })}${search}`,
		"aria-label": t("credits.choose_label", { count: bundle.credits }),
		"data-testid": `choose-${bundle.id}`,
		children: t("credits.choose")
	});
}
export { ChooseBundleLink as n, BundleCards as t };
