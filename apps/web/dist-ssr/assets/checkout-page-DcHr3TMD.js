import { Ct as DIRECT_DEBIT, Ft as discountedAmount, Nt as TIME_BONUS, Ot as DiscountCodeText, St as Currency, r as pathFor } from "./route-table-DxKv25ul.js";
import { t as EmptyState } from "./empty-state-DruClCrc.js";
import { t as PendingButton } from "./pending-button-BmPYxjzo.js";
import { t as MemberOnly } from "./route-guards-BaOcFdtj.js";
import { t as useDocumentTitle } from "./use-document-title-DKqvownB.js";
import { t as useFormatMoney } from "./use-format-money-Cdq2ovyT.js";
import { n as useCurrentUser, y as ApiError } from "./use-session-Cd-1WGe-.js";
import { d as fieldErrorText, u as errorText } from "../entry-server.js";
import { i as welcomeDiscountQuery, r as formatMoney } from "./payments-RPbzDEEh.js";
import { i as useCreatePayment, r as useCheckDiscountCode, t as CARRIED_CODE_PARAM } from "./api-DnXePJGJ.js";
import { n as PaymentMethodLogo, r as usePaymentMethodName } from "./payment-method-logo-OYZfvOfq.js";
import { n as WithOffer, t as TrustPoints } from "./credits-C7UcNYW2.js";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useNavigate, useParams } from "react-router";
import { useEffect, useRef, useState } from "react";
import { Alert, Button, Modal, Spinner } from "react-bootstrap";
import { ArrowLeft, CheckCircleFill, ChevronRight, Gem, LockFill, QuestionCircle, TagFill, XLg } from "react-bootstrap-icons";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// ../../packages/core/src/discount-fit.ts
/**
* SPEC §3, §5: why a code does not fit its use, or null when it does. Codes can be limited to a
* minimum order (in the code's currency, or any currency when it has none) and to some payment
* methods. The server refuses a code with this reason; the checkout drops a code that stops
* fitting what the member picks.
*/
function discountMisfit(code, { bundle, method }) {
	if (bundle !== void 0 && (code.currency === null || code.currency === bundle.currency) && code.minimum_order_value !== null && bundle.amount < code.minimum_order_value) return "code_minimum_order";
	if (method && code.paymentmethods !== null && !code.paymentmethods.includes(method)) return "code_method_not_allowed";
	return null;
}
// src/features/credits/confirm-payment-modal.tsx
/** SPEC §2's payment confirm modal: what is paid, how, and that the provider's page comes next. */
function ConfirmPaymentModal({ show, bundle, method, total, pending, error, onConfirm, onHide }) {
	const { t } = useTranslation();
	const money = useFormatMoney();
	const name = usePaymentMethodName();
	return /* @__PURE__ */ jsxs(Modal, {
		show,
		onHide,
		centered: true,
		backdrop: pending ? "static" : true,
		keyboard: !pending,
		"aria-labelledby": "confirm-payment-title",
		children: [
			/* @__PURE__ */ jsx(Modal.Header, {
				closeButton: !pending,
				children: /* @__PURE__ */ jsx(Modal.Title, {
					id: "confirm-payment-title",
					className: "h5",
					children: t("checkout.confirm.title")
				})
			}),
			/* @__PURE__ */ jsxs(Modal.Body, { children: [
				error && /* @__PURE__ */ jsx(Alert, {
					variant: "danger",
					"data-testid": "payment-error",
					children: error
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "d-flex align-items-center gap-3 p-3 rounded-3 bg-body-tertiary mb-3",
					children: [
						/* @__PURE__ */ jsx(PaymentMethodLogo, { method }),
						/* @__PURE__ */ jsxs("div", {
							className: "flex-grow-1",
							children: [/* @__PURE__ */ jsx("div", {
								className: "fw-semibold",
								children: t("credits.credits_count", { count: bundle.credits })
							}), /* @__PURE__ */ jsx("div", {
								className: "small text-body-secondary",
								children: name(method)
							})]
						}),
						/* @__PURE__ */ jsx("div", {
							className: "fs-5 fw-bold",
							children: money(total, bundle.currency)
						})
					]
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "small text-body-secondary d-flex gap-2 mb-2",
					children: [/* @__PURE__ */ jsx(LockFill, {
						className: "text-success flex-shrink-0 mt-1",
						"aria-hidden": "true"
					}), t("checkout.confirm.redirect", { method: name(method) })]
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "small text-body-secondary mb-0",
					children: [
						t("checkout.confirm.terms"),
						" ",
						/* @__PURE__ */ jsx(Link, {
							to: pathFor("pages-terms"),
							target: "_blank",
							rel: "noopener",
							children: t("routes.pages-terms")
						})
					]
				})
			] }),
			/* @__PURE__ */ jsxs(Modal.Footer, {
				className: "flex-nowrap",
				children: [/* @__PURE__ */ jsx(Button, {
					variant: "outline-secondary",
					onClick: onHide,
					disabled: pending,
					children: t("checkout.confirm.cancel")
				}), /* @__PURE__ */ jsx(PendingButton, {
					type: "button",
					className: "flex-grow-1",
					pending,
					onClick: onConfirm,
					"data-testid": "confirm-pay",
					children: t("checkout.confirm.continue", { amount: money(total, bundle.currency) })
				})]
			})
		]
	});
}
// src/features/credits/discount.ts
/**
* Whether a code the server accepted still fits what the member now picks: it may have run out
* since, or not fit another bundle or method. The server checks again when the payment is created.
*/
function discountFits(code, bundle, method) {
	if (code.status !== "active" || code.expired) return false;
	if (code.expires && Date.parse(code.expires) <= Date.now()) return false;
	return discountMisfit(code, {
		bundle,
		method
	}) === null;
}
var isWelcomeBonus = (code) => code.code === TIME_BONUS.code;
/** A refused code's text; the minimum order comes as minor units and is shown as money. */
function discountErrorText(t, error, locale) {
	if (error instanceof ApiError && error.code === "code_minimum_order" && error.params) {
		const { amount } = error.params;
		const currency = Currency.safeParse(error.params.currency);
		if (typeof amount === "number" && currency.success) return t("checkout.discount.minimum_order", { amount: formatMoney(amount, currency.data, locale) });
	}
	return errorText(t, error);
}
// src/features/credits/discount-field.tsx
/** SPEC §5 discount codes: checked by the server against the bundle and method, the refusal translated. */
function DiscountField({ bundleId, method, applied, unfit, onApply, onRemove, initialCode }) {
	const { t, i18n } = useTranslation();
	const [text, setText] = useState("");
	const [invalid, setInvalid] = useState(null);
	const check = useCheckDiscountCode(bundleId, method);
	const carriedChecked = useRef(false);
	useEffect(() => {
		if (!initialCode || carriedChecked.current) return;
		carriedChecked.current = true;
		check.mutate(initialCode, { onSuccess: onApply });
	}, [
		initialCode,
		check,
		onApply
	]);
	const error = invalid ?? (check.isError ? discountErrorText(t, check.error, i18n.resolvedLanguage ?? "en") : null);
	const apply = () => {
		const parsed = DiscountCodeText.safeParse(text);
		if (!parsed.success) {
			check.reset();
			setInvalid(fieldErrorText(t, parsed.error.issues[0].message));
			return;
		}
		setInvalid(null);
		check.mutate(parsed.data, { onSuccess: (code) => {
			setText("");
			onApply(code);
		} });
	};
	return /* @__PURE__ */ jsxs("section", {
		className: "mt-4",
		"aria-labelledby": "discount-title",
		children: [
			/* @__PURE__ */ jsx("h2", {
				className: "h6 mb-2",
				id: "discount-title",
				children: t("checkout.discount.title")
			}),
			applied && /* @__PURE__ */ jsx(AppliedCode, {
				code: applied,
				onRemove: isWelcomeBonus(applied) ? void 0 : onRemove
			}),
			unfit && /* @__PURE__ */ jsx("p", {
				className: "small text-warning-emphasis mb-2",
				"data-testid": "discount-unfit",
				children: t("checkout.discount.unfit", { code: unfit.code })
			}),
			/* @__PURE__ */ jsxs("form", {
				noValidate: true,
				onSubmit: (event) => {
					event.preventDefault();
					apply();
				},
				children: [/* @__PURE__ */ jsx("label", {
					className: "visually-hidden",
					htmlFor: "discount-code",
					children: t("checkout.discount.label")
				}), /* @__PURE__ */ jsxs("div", {
					className: `input-group${error ? " has-validation" : ""}`,
					children: [
						/* @__PURE__ */ jsx("input", {
							id: "discount-code",
							className: `form-control app-discount-input${error ? " is-invalid" : ""}`,
							value: text,
							onChange: (event) => setText(event.target.value),
							placeholder: t(applied ? "checkout.discount.placeholder_other" : "checkout.discount.placeholder"),
							autoComplete: "off",
							autoCapitalize: "characters",
							spellCheck: false,
							maxLength: 40,
							"aria-invalid": error ? true : void 0,
							"aria-describedby": error ? "discount-code-error" : void 0,
							"data-testid": "discount-input"
						}),
						/* @__PURE__ */ jsxs(Button, {
							type: "submit",
							variant: "outline-primary",
							disabled: check.isPending,
							"data-testid": "discount-apply",
							children: [check.isPending && /* @__PURE__ */ jsx(Spinner, {
								as: "span",
								animation: "border",
								size: "sm",
								className: "me-2",
								"aria-hidden": "true"
							}), t("checkout.discount.apply")]
						}),
						error && /* @__PURE__ */ jsx("div", {
							className: "invalid-feedback",
							id: "discount-code-error",
							role: "alert",
							"data-testid": "discount-error",
							children: error
						})
					]
				})]
			})
		]
	});
}
function AppliedCode({ code, onRemove }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("div", {
		className: "d-flex align-items-center gap-2 px-3 py-2 mb-2 rounded-3 bg-success-subtle text-success-emphasis",
		"data-testid": "discount-applied",
		role: "status",
		children: [
			/* @__PURE__ */ jsx(TagFill, { "aria-hidden": "true" }),
			/* @__PURE__ */ jsx("span", {
				className: "flex-grow-1 fw-semibold",
				children: isWelcomeBonus(code) ? t("checkout.discount.welcome_applied", { percent: code.value_percentage }) : t("checkout.discount.applied", {
					code: code.code,
					percent: code.value_percentage
				})
			}),
			onRemove && /* @__PURE__ */ jsx(Button, {
				variant: "link",
				size: "sm",
				className: "p-0 text-success-emphasis",
				onClick: onRemove,
				"aria-label": t("checkout.discount.remove", { code: code.code }),
				children: /* @__PURE__ */ jsx(XLg, { "aria-hidden": "true" })
			})
		]
	});
}
// src/features/credits/method-picker.tsx
/** Apple Pay only shows where the browser can pay with it (Safari with a card in the wallet). */
function canUseApplePay() {
	try {
		return window.ApplePaySession?.canMakePayments?.() === true;
	} catch {
		return false;
	}
}
/** The offer's methods in its order, as far as this browser can use them. */
function usableMethods(offer) {
	return offer.payment_methods.filter((method) => method !== "applepay" || canUseApplePay());
}
/**
* The payment methods as one radio group. Direct debit has its own form (IBAN and SMS code), so it
* is a link to /directdebit rather than an option of this checkout.
*/
function MethodPicker({ methods, selected, onSelect, bundleId, directDebit }) {
	const { t } = useTranslation();
	const name = usePaymentMethodName();
	return /* @__PURE__ */ jsxs("fieldset", {
		"data-testid": "method-picker",
		children: [/* @__PURE__ */ jsx("legend", {
			className: "h5 mb-3",
			children: t("checkout.method_title")
		}), /* @__PURE__ */ jsx("div", {
			className: "d-grid gap-2",
			children: methods.map((method) => method === "directdebit" ? directDebit.available && /* @__PURE__ */ jsx(DirectDebitOption, {
				bundleId,
				blocked: directDebit.blocked,
				label: name(method)
			}, method) : /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("input", {
				className: "app-method-input visually-hidden",
				type: "radio",
				name: "payment-method",
				id: `method-${method}`,
				value: method,
				checked: selected === method,
				onChange: () => onSelect(method),
				"data-testid": `method-${method}`
			}), /* @__PURE__ */ jsxs("label", {
				className: "app-method-option d-flex align-items-center gap-3 px-3 py-2 w-100",
				htmlFor: `method-${method}`,
				children: [
					/* @__PURE__ */ jsx(PaymentMethodLogo, { method }),
					/* @__PURE__ */ jsx("span", {
						className: "flex-grow-1 fw-semibold",
						children: name(method)
					}),
					/* @__PURE__ */ jsx(CheckCircleFill, {
						className: "app-method-check",
						size: 20,
						"aria-hidden": "true"
					})
				]
			})] }, method))
		})]
	});
}
function DirectDebitOption({ bundleId, blocked, label }) {
	const { t } = useTranslation();
	const content = /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(PaymentMethodLogo, { method: DIRECT_DEBIT }),
		/* @__PURE__ */ jsxs("span", {
			className: "flex-grow-1",
			children: [/* @__PURE__ */ jsx("span", {
				className: "d-block fw-semibold text-body",
				children: label
			}), blocked && /* @__PURE__ */ jsx("span", {
				className: "d-block small text-danger",
				children: t("errors.direct_debit_blocked")
			})]
		}),
		!blocked && /* @__PURE__ */ jsx(ChevronRight, {
			className: "text-body-secondary",
			"aria-hidden": "true"
		})
	] });
	if (blocked) return /* @__PURE__ */ jsx("div", {
		className: "app-method-option app-method-option-disabled d-flex align-items-center gap-3 px-3 py-2",
		"aria-disabled": "true",
		"data-testid": "method-directdebit",
		children: content
	});
	return /* @__PURE__ */ jsx(Link, {
		className: "app-method-option d-flex align-items-center gap-3 px-3 py-2 text-decoration-none",
		to: `${pathFor("directdebit")}?${new URLSearchParams({ bundle: bundleId })}`,
		"data-testid": "method-directdebit",
		children: content
	});
}
// src/features/credits/order-summary.tsx
/** What the member is about to buy: the bundle, the discount, the total, and premium for a first purchase. */
function OrderSummary({ bundle, discount, becomesPremium, children }) {
	const { t } = useTranslation();
	const money = useFormatMoney();
	const total = discountedAmount(bundle.amount, discount?.value_percentage ?? null);
	return /* @__PURE__ */ jsx("section", {
		className: "card border-0 shadow-sm",
		"aria-labelledby": "summary-title",
		"data-testid": "order-summary",
		children: /* @__PURE__ */ jsxs("div", {
			className: "card-body p-4",
			children: [
				/* @__PURE__ */ jsx("h2", {
					className: "h5 mb-3",
					id: "summary-title",
					children: t("checkout.summary_title")
				}),
				/* @__PURE__ */ jsxs("dl", {
					className: "mb-0",
					children: [
						/* @__PURE__ */ jsxs("div", {
							className: "d-flex justify-content-between mb-2",
							children: [/* @__PURE__ */ jsx("dt", {
								className: "fw-normal",
								children: t("credits.credits_count", { count: bundle.credits })
							}), /* @__PURE__ */ jsx("dd", {
								className: "mb-0",
								children: money(bundle.amount, bundle.currency)
							})]
						}),
						discount && /* @__PURE__ */ jsxs("div", {
							className: "d-flex justify-content-between mb-2 text-success",
							"data-testid": "summary-discount",
							children: [/* @__PURE__ */ jsx("dt", {
								className: "fw-normal",
								children: t("checkout.discount_line", { percent: discount.value_percentage })
							}), /* @__PURE__ */ jsxs("dd", {
								className: "mb-0",
								children: ["−", money(bundle.amount - total, bundle.currency)]
							})]
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "d-flex justify-content-between align-items-baseline border-top pt-3 mt-3",
							children: [/* @__PURE__ */ jsx("dt", {
								className: "fs-5",
								children: t("checkout.total")
							}), /* @__PURE__ */ jsx("dd", {
								className: "mb-0 fs-4 fw-bold",
								"data-testid": "summary-total",
								children: money(total, bundle.currency)
							})]
						})
					]
				}),
				becomesPremium && /* @__PURE__ */ jsxs("p", {
					className: "small d-flex align-items-center gap-2 mt-3 mb-0 text-primary",
					children: [/* @__PURE__ */ jsx(Gem, { "aria-hidden": "true" }), t("premium.any_bundle")]
				}),
				children
			]
		})
	});
}
// src/features/credits/checkout-page.tsx
/** /credits/{id}/{paymentmethod?}: the checkout of one bundle; the chosen method lives in the URL. */
function Component() {
	const { t } = useTranslation();
	useDocumentTitle(t("routes.credits-id-paymentmethod"));
	return /* @__PURE__ */ jsx(MemberOnly, { children: /* @__PURE__ */ jsx("div", {
		className: "container py-3 py-md-4",
		"data-route": "credits-id-paymentmethod",
		children: /* @__PURE__ */ jsx(Checkout, {})
	}) });
}
function Checkout() {
	const { id = "" } = useParams();
	const user = useCurrentUser().data;
	if (!user) return null;
	return /* @__PURE__ */ jsx(WithOffer, { children: (offer) => {
		const bundle = offer.bundles.find((candidate) => candidate.id === id);
		return bundle ? /* @__PURE__ */ jsx(CheckoutForm, {
			offer,
			bundle,
			user
		}, bundle.id) : /* @__PURE__ */ jsx(BundleNotFound, {});
	} });
}
function BundleNotFound() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx(EmptyState, {
		icon: /* @__PURE__ */ jsx(QuestionCircle, { size: 40 }),
		title: t("checkout.not_found"),
		text: t("checkout.not_found_text"),
		children: /* @__PURE__ */ jsx(Link, {
			className: "btn btn-primary",
			to: pathFor("credits"),
			children: t("checkout.back_to_bundles")
		})
	});
}
/** The welcome time bonus applies by itself while it lasts (SPEC §4) for a member who has not paid yet. */
function useWelcomeBonus(user) {
	const welcome = useQuery({
		...welcomeDiscountQuery(user.id),
		enabled: !user.paid_user
	});
	return !user.paid_user ? welcome.data ?? null : null;
}
function CheckoutForm({ offer, bundle, user }) {
	const { t } = useTranslation();
	const money = useFormatMoney();
	const navigate = useNavigate();
	const { paymentmethod } = useParams();
	const { search } = useLocation();
	const carriedCode = new URLSearchParams(search).get(CARRIED_CODE_PARAM);
	const methods = usableMethods(offer);
	const [typedCode, setTypedCode] = useState(null);
	const [confirming, setConfirming] = useState(false);
	const welcome = useWelcomeBonus(user);
	const payment = useCreatePayment();
	if (paymentmethod === "directdebit") return /* @__PURE__ */ jsx(Navigate, {
		to: `${pathFor("directdebit")}?${new URLSearchParams({ bundle: bundle.id })}`,
		replace: true
	});
	const method = methods.find((candidate) => candidate === paymentmethod) ?? methods.find((candidate) => candidate !== "directdebit");
	const typedFits = typedCode !== null && discountFits(typedCode, bundle, method);
	const discount = typedFits ? typedCode : welcome && discountFits(welcome, bundle, method) ? welcome : null;
	const total = discountedAmount(bundle.amount, discount?.value_percentage ?? null);
	const select = (next) => navigate({
		pathname: pathFor("credits-id-paymentmethod", {
			id: bundle.id,
			paymentmethod: next
		}),
		search
	}, { preventScrollReset: true });
	const pay = () => {
		if (!method) return;
		payment.mutate({
			bundle_id: bundle.id,
			method,
			discount_code: discount?.code
		}, { onSuccess: ({ order, checkout_url }) => {
			if (checkout_url) window.location.assign(checkout_url);
			else navigate(`${pathFor("transactions-id", { id: String(order.id) })}?return=1`);
		} });
	};
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs(Link, {
			className: "d-inline-flex align-items-center gap-2 link-secondary text-decoration-none mb-3",
			to: pathFor("credits"),
			children: [/* @__PURE__ */ jsx(ArrowLeft, { "aria-hidden": "true" }), t("checkout.back_to_bundles")]
		}),
		/* @__PURE__ */ jsx("h1", {
			className: "h3 mb-1",
			children: t("checkout.title")
		}),
		/* @__PURE__ */ jsx("p", {
			className: "text-body-secondary mb-4",
			children: t("checkout.lead", {
				count: bundle.credits,
				price: money(bundle.amount, bundle.currency)
			})
		}),
		/* @__PURE__ */ jsxs("div", {
			className: "row g-4",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "col-lg-7",
				children: [/* @__PURE__ */ jsx(MethodPicker, {
					methods,
					selected: method,
					onSelect: select,
					bundleId: bundle.id,
					directDebit: offer.direct_debit
				}), /* @__PURE__ */ jsx(DiscountField, {
					bundleId: bundle.id,
					method,
					applied: discount,
					unfit: typedCode && !typedFits ? typedCode : null,
					onApply: setTypedCode,
					onRemove: () => setTypedCode(null),
					initialCode: carriedCode
				})]
			}), /* @__PURE__ */ jsx("div", {
				className: "col-lg-5",
				children: /* @__PURE__ */ jsxs("div", {
					className: "app-summary",
					children: [/* @__PURE__ */ jsx(OrderSummary, {
						bundle,
						discount,
						becomesPremium: !user.paid_user,
						children: /* @__PURE__ */ jsxs(PendingButton, {
							type: "button",
							size: "lg",
							className: "w-100 mt-4 d-flex align-items-center justify-content-center",
							pending: payment.isPending,
							disabled: !method,
							onClick: () => {
								payment.reset();
								setConfirming(true);
							},
							"data-testid": "pay-button",
							children: [/* @__PURE__ */ jsx(LockFill, {
								className: "me-2",
								"aria-hidden": "true"
							}), t("checkout.pay", { amount: money(total, bundle.currency) })]
						})
					}), /* @__PURE__ */ jsx(TrustPoints, {
						className: "mt-3",
						stacked: true
					})]
				})
			})]
		}),
		method && /* @__PURE__ */ jsx(ConfirmPaymentModal, {
			show: confirming,
			bundle,
			method,
			total,
			pending: payment.isPending || payment.isSuccess,
			error: payment.isError ? errorText(t, payment.error) : null,
			onConfirm: pay,
			onHide: () => setConfirming(false)
		})
	] });
}
export { Component };
