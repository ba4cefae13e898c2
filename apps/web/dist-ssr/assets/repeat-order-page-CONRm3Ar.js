import { kt as FINAL_PAYMENT_STATUSES, r as pathFor } from "./route-table-DxKv25ul.js";
import { t as EmptyState } from "./empty-state-DruClCrc.js";
import { n as PaymentMethodLogo, r as usePaymentMethodName } from "./payment-method-logo-OYZfvOfq.js";
import { t as PendingButton } from "./pending-button-BmPYxjzo.js";
import { t as MemberOnly } from "./route-guards-BaOcFdtj.js";
import { t as useDocumentTitle } from "./use-document-title-DKqvownB.js";
import { t as useFormatMoney } from "./use-format-money-Cdq2ovyT.js";
import { y as ApiError } from "./use-session-Cd-1WGe-.js";
import { u as errorText } from "../entry-server.js";
import { a as useRepeatOrder } from "./api-DnXePJGJ.js";
import { n as WithOffer, t as TrustPoints } from "./credits-C7UcNYW2.js";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useState } from "react";
import { Alert } from "react-bootstrap";
import { ArrowLeft, CreditCard2Front, ExclamationTriangleFill, LockFill } from "react-bootstrap-icons";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/credits/repeat-order-page.tsx
/** /credits/repeat-order: buy again with a stored card or mandate, no checkout in between (SPEC §2). */
function Component() {
	const { t } = useTranslation();
	useDocumentTitle(t("routes.credits-repeat-order"));
	return /* @__PURE__ */ jsx(MemberOnly, { children: /* @__PURE__ */ jsxs("div", {
		className: "container py-3 py-md-4 app-narrow-checkout",
		"data-route": "credits-repeat-order",
		children: [
			/* @__PURE__ */ jsxs(Link, {
				className: "d-inline-flex align-items-center gap-2 link-secondary text-decoration-none mb-3",
				to: pathFor("credits"),
				children: [/* @__PURE__ */ jsx(ArrowLeft, { "aria-hidden": "true" }), t("checkout.back_to_bundles")]
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "h3 mb-1",
				children: t("repeat_order.title")
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-body-secondary mb-4",
				children: t("repeat_order.lead")
			}),
			/* @__PURE__ */ jsx(WithOffer, { children: (offer) => offer.stored_methods.length > 0 ? /* @__PURE__ */ jsx(RepeatOrderForm, { offer }) : /* @__PURE__ */ jsx(NoStoredMethod, {}) })
		]
	}) });
}
function NoStoredMethod() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx(EmptyState, {
		icon: /* @__PURE__ */ jsx(CreditCard2Front, { size: 40 }),
		title: t("repeat_order.none"),
		text: t("repeat_order.none_text"),
		children: /* @__PURE__ */ jsx(Link, {
			className: "btn btn-primary",
			to: pathFor("credits"),
			children: t("repeat_order.choose_bundle")
		})
	});
}
/** A stored card can be declined (SPEC §8): the order comes back failed, or the call answers payment_failed. */
var isDeclined = (order, error) => order?.status === "failed" || order?.status === "canceled" || order?.status === "expired" || error instanceof ApiError && error.code === "payment_failed";
function RepeatOrderForm({ offer }) {
	const { t } = useTranslation();
	const money = useFormatMoney();
	const navigate = useNavigate();
	const [searchParams] = useSearchParams();
	const preferred = offer.bundles.find((bundle) => bundle.id === searchParams.get("bundle"));
	const [bundleId, setBundleId] = useState((preferred ?? offer.bundles.find((bundle) => bundle.highlight === "popular") ?? offer.bundles[0])?.id);
	const [storedId, setStoredId] = useState(offer.stored_methods[0].id);
	const repeat = useRepeatOrder();
	const bundle = offer.bundles.find((candidate) => candidate.id === bundleId);
	const stored = offer.stored_methods.find((candidate) => candidate.id === storedId);
	const declined = isDeclined(repeat.data?.order, repeat.error);
	const submit = (body) => repeat.mutate(body, { onSuccess: ({ order }) => {
		if (order.status === "paid" || !FINAL_PAYMENT_STATUSES.includes(order.status)) navigate(`${pathFor("transactions-id", { id: String(order.id) })}?return=1`);
	} });
	if (!bundle) return null;
	return /* @__PURE__ */ jsxs("form", {
		noValidate: true,
		onSubmit: (event) => {
			event.preventDefault();
			if (stored) submit({
				bundle_id: bundle.id,
				stored_method_id: stored.id
			});
		},
		children: [
			declined && repeat.variables && /* @__PURE__ */ jsx(DeclinedAlert, {
				bundleId: repeat.variables.bundle_id,
				pending: repeat.isPending,
				onRetry: () => submit(repeat.variables)
			}),
			repeat.isError && !declined && /* @__PURE__ */ jsx(Alert, {
				variant: "danger",
				children: errorText(t, repeat.error)
			}),
			/* @__PURE__ */ jsxs("fieldset", {
				className: "mb-4",
				children: [/* @__PURE__ */ jsx("legend", {
					className: "h5 mb-3",
					children: t("repeat_order.bundle_title")
				}), /* @__PURE__ */ jsx("div", {
					className: "d-grid gap-2",
					"data-testid": "repeat-bundles",
					children: offer.bundles.map((candidate) => /* @__PURE__ */ jsx(BundleOption, {
						bundle: candidate,
						checked: candidate.id === bundleId,
						onChange: () => setBundleId(candidate.id)
					}, candidate.id))
				})]
			}),
			/* @__PURE__ */ jsxs("fieldset", {
				className: "mb-4",
				children: [/* @__PURE__ */ jsx("legend", {
					className: "h5 mb-3",
					children: t("repeat_order.method_title")
				}), /* @__PURE__ */ jsx("div", {
					className: "d-grid gap-2",
					children: offer.stored_methods.map((method) => /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("input", {
						className: "app-method-input visually-hidden",
						type: "radio",
						name: "stored-method",
						id: `stored-${method.id}`,
						checked: method.id === storedId,
						onChange: () => setStoredId(method.id)
					}), /* @__PURE__ */ jsxs("label", {
						className: "app-method-option d-flex align-items-center gap-3 px-3 py-2 w-100",
						htmlFor: `stored-${method.id}`,
						children: [/* @__PURE__ */ jsx(PaymentMethodLogo, { method: method.method }), /* @__PURE__ */ jsx(StoredMethodText, {
							label: method.label,
							holder: method.holder,
							method: method.method
						})]
					})] }, method.id))
				})]
			}),
			/* @__PURE__ */ jsxs(PendingButton, {
				size: "lg",
				className: "w-100 d-flex align-items-center justify-content-center",
				pending: repeat.isPending,
				"data-testid": "repeat-pay",
				children: [/* @__PURE__ */ jsx(LockFill, {
					className: "me-2",
					"aria-hidden": "true"
				}), t("checkout.pay", { amount: money(bundle.amount, bundle.currency) })]
			}),
			/* @__PURE__ */ jsx(TrustPoints, {
				className: "mt-3",
				stacked: true
			})
		]
	});
}
function StoredMethodText({ label, holder, method }) {
	const name = usePaymentMethodName();
	return /* @__PURE__ */ jsxs("span", {
		className: "flex-grow-1",
		children: [/* @__PURE__ */ jsx("span", {
			className: "d-block fw-semibold",
			children: label
		}), /* @__PURE__ */ jsx("span", {
			className: "d-block small text-body-secondary",
			children: [name(method), holder].filter(Boolean).join(" · ")
		})]
	});
}
function BundleOption({ bundle, checked, onChange }) {
	const { t } = useTranslation();
	const money = useFormatMoney();
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("input", {
		className: "app-method-input visually-hidden",
		type: "radio",
		name: "bundle",
		id: `bundle-${bundle.id}`,
		checked,
		onChange
	}), /* @__PURE__ */ jsxs("label", {
		className: "app-method-option d-flex align-items-center gap-3 px-3 py-3 w-100",
		htmlFor: `bundle-${bundle.id}`,
		children: [/* @__PURE__ */ jsxs("span", {
			className: "flex-grow-1 fw-semibold",
			children: [t("credits.credits_count", { count: bundle.credits }), bundle.highlight && /* @__PURE__ */ jsx("span", {
				className: "badge rounded-pill text-bg-primary ms-2 align-middle",
				children: t(`credits.highlight.${bundle.highlight}`)
			})]
		}), /* @__PURE__ */ jsx("span", {
			className: "fw-bold",
			children: money(bundle.amount, bundle.currency)
		})]
	})] });
}
/** SPEC §8: the stored card was declined; try it again, or pay the same bundle with PayPal. */
function DeclinedAlert({ bundleId, pending, onRetry }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs(Alert, {
		variant: "danger",
		"data-testid": "repeat-declined",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "d-flex gap-2 mb-3",
			children: [/* @__PURE__ */ jsx(ExclamationTriangleFill, {
				className: "flex-shrink-0 mt-1",
				"aria-hidden": "true"
			}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("div", {
				className: "fw-semibold",
				children: t("payment_result.failed")
			}), /* @__PURE__ */ jsx("div", {
				className: "small",
				children: t("repeat_order.declined_text")
			})] })]
		}), /* @__PURE__ */ jsxs("div", {
			className: "d-flex flex-wrap gap-2",
			children: [/* @__PURE__ */ jsx(PendingButton, {
				type: "button",
				variant: "danger",
				pending,
				onClick: onRetry,
				"data-testid": "repeat-retry",
				children: t("repeat_order.retry")
			}), /* @__PURE__ */ jsxs(Link, {
				className: "btn btn-outline-danger d-inline-flex align-items-center gap-2",
				to: pathFor("credits-id-paymentmethod", {
					id: bundleId,
					paymentmethod: "paypal"
				}),
				"data-testid": "repeat-paypal",
				children: [/* @__PURE__ */ jsx(PaymentMethodLogo, {
					method: "paypal",
					className: "app-method-logo-sm"
				}), t("repeat_order.pay_with_paypal")]
			})]
		})]
	});
}
export { Component };
