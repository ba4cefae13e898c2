import { n as PaymentMethodLogo } from "./payment-method-logo-OYZfvOfq.js";
import { t as MemberOnly } from "./route-guards-BaOcFdtj.js";
import { t as useDocumentTitle } from "./use-document-title-DKqvownB.js";
import { n as useCurrentUser } from "./use-session-Cd-1WGe-.js";
import { r as pathFor } from "./route-table-DxKv25ul.js";
import { u as errorText } from "../entry-server.js";
import { n as carriedCodeQuery, t as CARRIED_CODE_PARAM } from "./api-DnXePJGJ.js";
import { n as ChooseBundleLink, t as BundleCards } from "./bundle-card-BJHlGJwf.js";
import { t as CreditCosts } from "./credit-costs-BsmU22v_.js";
import { n as WithOffer, t as TrustPoints } from "./credits-C7UcNYW2.js";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Alert } from "react-bootstrap";
import { ChevronRight, Coin, Gem, Receipt, TagFill } from "react-bootstrap-icons";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/credits/credits-page.tsx
/** /credits: the member's balance and the bundles to choose from (SPEC §2). */
function Component() {
	const { t } = useTranslation();
	useDocumentTitle(t("credits.title"));
	return /* @__PURE__ */ jsx(MemberOnly, { children: /* @__PURE__ */ jsx("div", {
		className: "container py-3 py-md-4",
		"data-route": "credits",
		children: /* @__PURE__ */ jsx(CreditsContent, {})
	}) });
}
function CreditsContent() {
	const { t } = useTranslation();
	const user = useCurrentUser().data;
	const carried = useSearchParams()[0].get(CARRIED_CODE_PARAM);
	const search = carried ? `?${new URLSearchParams({ [CARRIED_CODE_PARAM]: carried })}` : "";
	if (!user) return null;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs("div", {
			className: "d-flex flex-column flex-md-row align-items-md-end justify-content-between gap-3 mb-4",
			children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
				className: "h3 mb-1",
				children: t("credits.title")
			}), /* @__PURE__ */ jsx("p", {
				className: "text-body-secondary mb-0",
				children: t("credits.lead")
			})] }), /* @__PURE__ */ jsx(Balance, { user })]
		}),
		/* @__PURE__ */ jsx(WithOffer, { children: (offer) => /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx(RepeatOrderLink, { offer }),
			carried && /* @__PURE__ */ jsx(CarriedCode, { code: carried }),
			/* @__PURE__ */ jsx(BundleCards, {
				bundles: offer.bundles,
				action: (bundle) => /* @__PURE__ */ jsx(ChooseBundleLink, {
					bundle,
					search
				})
			})
		] }) }),
		/* @__PURE__ */ jsx(TrustPoints, { className: "mt-4 mb-5" }),
		/* @__PURE__ */ jsx(CreditCosts, {}),
		/* @__PURE__ */ jsx("p", {
			className: "mt-4 mb-0 text-center",
			children: /* @__PURE__ */ jsxs(Link, {
				className: "link-secondary d-inline-flex align-items-center gap-2",
				to: pathFor("transactions-id"),
				children: [/* @__PURE__ */ jsx(Receipt, { "aria-hidden": "true" }), t("credits.orders_link")]
			})
		})
	] });
}
function Balance({ user }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("div", {
		className: "d-flex align-items-center gap-3 px-3 py-2 rounded-3 bg-body-tertiary",
		"data-testid": "balance",
		children: [
			/* @__PURE__ */ jsx(Coin, {
				className: "text-warning",
				size: 28,
				"aria-hidden": "true"
			}),
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("div", {
				className: "small text-body-secondary",
				children: t("credits.balance")
			}), /* @__PURE__ */ jsx("div", {
				className: "fs-5 fw-bold lh-sm",
				children: t("credits.credits_count", { count: user.credits })
			})] }),
			user.paid_user && /* @__PURE__ */ jsxs("span", {
				className: "badge rounded-pill text-bg-primary d-inline-flex align-items-center gap-1 ms-1",
				children: [/* @__PURE__ */ jsx(Gem, { "aria-hidden": "true" }), t("credits.premium_badge")]
			})
		]
	});
}
/** A code the link brought (the retention offer's): what it gives, or why it cannot be used. */
function CarriedCode({ code }) {
	const { t } = useTranslation();
	const check = useQuery(carriedCodeQuery(code));
	if (check.isError) return /* @__PURE__ */ jsx(Alert, {
		variant: "warning",
		"data-testid": "carried-code-error",
		children: errorText(t, check.error)
	});
	if (!check.data) return null;
	return /* @__PURE__ */ jsxs("div", {
		className: "d-flex align-items-center gap-2 px-3 py-2 mb-3 rounded-3 bg-success-subtle text-success-emphasis",
		role: "status",
		"data-testid": "carried-code",
		children: [/* @__PURE__ */ jsx(TagFill, { "aria-hidden": "true" }), /* @__PURE__ */ jsx("span", {
			className: "fw-semibold",
			children: t("credits.code_carried", {
				code: check.data.code,
				percent: check.data.value_percentage
			})
		})]
	});
}
/** A stored card or mandate makes buying again one tap (SPEC §2 repeat-order). */
function RepeatOrderLink({ offer }) {
	const { t } = useTranslation();
	const stored = offer.stored_methods[0];
	if (!stored) return null;
	return /* @__PURE__ */ jsxs(Link, {
		to: pathFor("credits-repeat-order"),
		className: "d-flex align-items-center gap-3 p-3 mb-3 rounded-3 border bg-body text-decoration-none app-repeat-link",
		"data-testid": "repeat-order-link",
		children: [
			/* @__PURE__ */ jsx(PaymentMethodLogo, { method: stored.method }),
			/* @__PURE__ */ jsx("span", {
				className: "flex-grow-1 fw-semibold text-body",
				children: t(`credits.buy_again.${stored.method}`, { label: stored.label })
			}),
			/* @__PURE__ */ jsx(ChevronRight, {
				className: "text-body-secondary",
				"aria-hidden": "true"
			})
		]
	});
}
export { Component };
