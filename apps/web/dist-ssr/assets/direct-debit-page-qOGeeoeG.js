import { Et as DirectDebitStarted, Tt as DirectDebitConfirmBody, bt as CreatePaymentResponse, r as pathFor, wt as DirectDebitBody } from "./route-table-DxKv25ul.js";
import { t as PageLoading } from "./page-loading-Z-lFEJrw.js";
import { t as MemberOnly } from "./route-guards-BaOcFdtj.js";
import { t as useDocumentTitle } from "./use-document-title-DKqvownB.js";
import { n as AppForm, t as useFormErrors } from "./use-form-errors-DngMP3g0.js";
import { b as api, n as useCurrentUser, y as ApiError } from "./use-session-Cd-1WGe-.js";
import { d as fieldErrorText, f as formErrorsOf, u as errorText } from "../entry-server.js";
import { n as creditsOfferQuery, r as formatMoney, t as CREDITS_OFFER_KEY } from "./payments-RPbzDEEh.js";
import { n as FormField } from "./form-field-C5g9m-TW.js";
import { t as PendingButton } from "./pending-button-BmPYxjzo.js";
import { o as useCompanyInfo } from "./api-CqDn7Rbi.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from "ibantools";
import { parsePhoneNumberFromString } from "libphonenumber-js/mobile";
import { Alert, Button } from "react-bootstrap";
import { ArrowLeft, Bank, CheckLg, LockFill, Phone, ShieldCheck, ShieldLock } from "react-bootstrap-icons";
import { jsx, jsxs } from "react/jsx-runtime";
// ../../packages/core/src/payment-details.ts
/**
* The IBAN in electronic format ('NL91ABNA0417164300') when it is valid and its country takes part
* in SEPA direct debit; null otherwise. Spaces and lower case as people type them are fine.
*/
function sepaIban(value) {
	const iban = electronicFormatIBAN(value);
	if (!iban || !isValidIBAN(iban)) return null;
	return isSEPACountry(iban.slice(0, 2)) ? iban : null;
}
/**
* A mobile number in E.164 ('+31612345678'), read in the member's country when typed without a
* country code; null when it is not a valid mobile number (fixed lines cannot receive the SMS).
*/
function mobileNumber(value, country) {
	const phone = parsePhoneNumberFromString(value, country);
	return phone?.isValid() ? phone.number : null;
}
// src/features/direct-debit/api.ts
/** POST /api/directdebit.php: checks the details and sends the SMS code (again, for a resend). */
function useStartDirectDebit() {
	return useMutation({ mutationFn: (body) => api("directdebit.php", DirectDebitStarted, {
		method: "POST",
		body
	}) });
}
/** POST /api/directdebit-confirm.php: the right code creates the mandate and the order. */
function useConfirmDirectDebit() {
	return useMutation({ mutationFn: (body) => api("directdebit-confirm.php", CreatePaymentResponse, {
		method: "POST",
		body
	}) });
}
// src/features/direct-debit/code-step.tsx
/** Step 2: the six-digit code from the SMS confirms the mandate and the payment. */
function CodeStep(props) {
	const { t } = useTranslation();
	const { phoneHint, code, fields, amount } = props;
	return /* @__PURE__ */ jsxs(AppForm, {
		onSubmit: props.onConfirm,
		error: props.formError,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "text-center mb-4",
				children: [
					/* @__PURE__ */ jsx("span", {
						className: "d-inline-flex align-items-center justify-content-center rounded-circle bg-primary-subtle text-primary mb-3 p-3",
						"aria-hidden": "true",
						children: /* @__PURE__ */ jsx(Phone, { size: 28 })
					}),
					/* @__PURE__ */ jsx("h2", {
						className: "h5",
						children: t("direct_debit.code_title")
					}),
					/* @__PURE__ */ jsx("p", {
						className: "text-body-secondary mb-0",
						"data-testid": "dd-code-sent",
						children: t("direct_debit.code_sent", { phone: phoneHint })
					})
				]
			}),
			/* @__PURE__ */ jsx(FormField, {
				id: "dd-code",
				label: t("direct_debit.code"),
				value: code,
				onChange: (event) => props.onCodeChange(event.target.value.replace(/\D/g, "").slice(0, 6)),
				error: fields.code,
				inputMode: "numeric",
				autoComplete: "one-time-code",
				pattern: "[0-9]*",
				maxLength: 6,
				placeholder: "••••••",
				className: "form-control-lg text-center font-monospace fs-3",
				style: { letterSpacing: "0.5em" },
				autoFocus: true,
				required: true
			}),
			props.resent && /* @__PURE__ */ jsx("p", {
				className: "small text-success",
				role: "status",
				"data-testid": "dd-code-resent",
				children: t("direct_debit.code_resent")
			}),
			/* @__PURE__ */ jsx(PendingButton, {
				pending: props.confirming,
				size: "lg",
				className: "w-100",
				"data-testid": "dd-confirm",
				children: t("direct_debit.confirm", { amount })
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "d-flex flex-wrap justify-content-between gap-2 mt-3",
				children: [/* @__PURE__ */ jsxs(Button, {
					variant: "link",
					className: "px-0 text-body-secondary",
					onClick: props.onBack,
					children: [/* @__PURE__ */ jsx(ArrowLeft, {
						className: "me-1",
						"aria-hidden": "true"
					}), t("direct_debit.change_details")]
				}), /* @__PURE__ */ jsx(Button, {
					variant: "link",
					className: "px-0",
					onClick: props.onResend,
					disabled: props.resending,
					"data-testid": "dd-resend",
					children: t("direct_debit.resend")
				})]
			})
		]
	});
}
// src/features/direct-debit/details.ts
var NO_DETAILS = {
	account_holder: "",
	iban: "",
	street: "",
	house_number: "",
	postal_code: "",
	city: "",
	mobile: "",
	authorization: false
};
/**
* The request for POST /api/directdebit.php, or what is wrong with the details: the contract's
* rules, then the IBAN (a SEPA account) and the mobile number (in the member's country) checked
* the same way the server checks them, so most mistakes show before anything is sent. The IBAN
* and number go out in their canonical form.
*/
function directDebitRequest(details, bundleId, country) {
	const parsed = DirectDebitBody.safeParse({
		...details,
		bundle_id: bundleId
	});
	const fields = parsed.success ? {} : formErrorsOf(parsed.error).fields;
	const iban = sepaIban(details.iban);
	const mobile = mobileNumber(details.mobile, country);
	if (!iban) fields.iban ??= "invalid_iban";
	if (!mobile) fields.mobile ??= "invalid_phone";
	if (!parsed.success || !iban || !mobile) return { fields };
	return { body: {
		...parsed.data,
		iban,
		mobile
	} };
}
/** The bundle the link asks for (?bundle=), else the one marked popular, else the first. */
function chosenBundle(bundles, requested) {
	return bundles.find((bundle) => bundle.id === requested) ?? bundles.find((bundle) => bundle.highlight === "popular") ?? bundles[0];
}
// src/features/direct-debit/iban-format.ts
/** The longest IBAN there is (ISO 13616). */
var IBAN_MAX = 34;
/** 'nl91abna 04171643 00' → 'NL91 ABNA 0417 1643 00': the way an IBAN is printed and read aloud. */
function formatIban(value) {
	return value.replace(/[^0-9a-z]/gi, "").toUpperCase().slice(0, IBAN_MAX).replace(/(.{4})(?=.)/g, "$1 ");
}
/**
* Where the caret belongs in the formatted IBAN: after as many letters and digits as were before
* it in what was typed, so typing or deleting in the middle does not throw it to the end.
*/
function caretInFormatted(typed, caret) {
	const before = typed.slice(0, caret).replace(/[^0-9a-z]/gi, "").length;
	return before === 0 ? 0 : before + Math.floor((before - 1) / 4);
}
// src/features/direct-debit/iban-field.tsx
/** The IBAN, grouped in fours while it is typed, the caret staying where the member left it. */
function IbanField({ value, onChange, error }) {
	const { t } = useTranslation();
	const caret = useRef(null);
	useLayoutEffect(() => {
		if (!caret.current) return;
		const { input, position } = caret.current;
		caret.current = null;
		if (document.activeElement === input) input.setSelectionRange(position, position);
	}, [value]);
	return /* @__PURE__ */ jsx(FormField, {
		id: "dd-iban",
		label: t("direct_debit.iban"),
		value,
		onChange: (event) => {
			const input = event.target;
			caret.current = {
				input,
				position: caretInFormatted(input.value, input.selectionStart ?? input.value.length)
			};
			onChange(formatIban(input.value));
		},
		error,
		placeholder: "NL91 ABNA 0417 1643 00",
		autoComplete: "off",
		autoCapitalize: "characters",
		autoCorrect: "off",
		spellCheck: false,
		className: "font-monospace",
		required: true
	});
}
// src/features/direct-debit/details-step.tsx
/** Step 1: the account, the address and the mobile number, and the SEPA mandate. */
function DetailsStep({ details, onChange, onSubmit, pending, fields, formError, disabled, amount }) {
	const { t } = useTranslation();
	const company = useCompanyInfo();
	const form = useRef(null);
	useEffect(() => {
		form.current?.querySelector("[aria-invalid=\"true\"]")?.focus();
	}, [fields]);
	const text = (field) => ({
		value: details[field],
		onChange: (event) => onChange({ [field]: event.target.value }),
		error: fields[field],
		required: true
	});
	return /* @__PURE__ */ jsx(AppForm, {
		onSubmit,
		error: formError,
		children: /* @__PURE__ */ jsxs("fieldset", {
			disabled,
			"data-testid": "dd-details",
			ref: form,
			children: [
				/* @__PURE__ */ jsx("legend", {
					className: "h6 text-uppercase text-body-secondary mb-3",
					children: t("direct_debit.account_section")
				}),
				/* @__PURE__ */ jsx(FormField, {
					id: "dd-holder",
					label: t("direct_debit.account_holder"),
					autoComplete: "name",
					...text("account_holder")
				}),
				/* @__PURE__ */ jsx(IbanField, {
					value: details.iban,
					onChange: (iban) => onChange({ iban }),
					error: fields.iban
				}),
				/* @__PURE__ */ jsx("h3", {
					className: "h6 text-uppercase text-body-secondary mt-4 mb-3",
					children: t("direct_debit.address_section")
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "row g-3 mb-3",
					children: [
						/* @__PURE__ */ jsx(FormField, {
							id: "dd-street",
							label: t("direct_debit.street"),
							autoComplete: "address-line1",
							groupClassName: "col-8",
							...text("street")
						}),
						/* @__PURE__ */ jsx(FormField, {
							id: "dd-house-number",
							label: t("direct_debit.house_number"),
							groupClassName: "col-4",
							...text("house_number")
						}),
						/* @__PURE__ */ jsx(FormField, {
							id: "dd-postal-code",
							label: t("direct_debit.postal_code"),
							autoComplete: "postal-code",
							groupClassName: "col-5 col-sm-4",
							...text("postal_code")
						}),
						/* @__PURE__ */ jsx(FormField, {
							id: "dd-city",
							label: t("direct_debit.city"),
							autoComplete: "address-level2",
							groupClassName: "col-7 col-sm-8",
							...text("city")
						})
					]
				}),
				/* @__PURE__ */ jsx(FormField, {
					id: "dd-mobile",
					type: "tel",
					inputMode: "tel",
					autoComplete: "tel",
					label: t("direct_debit.mobile"),
					hint: t("direct_debit.mobile_hint"),
					...text("mobile")
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "border rounded-3 bg-body-tertiary p-3 mt-4 mb-4",
					children: [/* @__PURE__ */ jsxs("div", {
						className: "form-check mb-0",
						children: [
							/* @__PURE__ */ jsx("input", {
								id: "dd-authorization",
								type: "checkbox",
								className: `form-check-input${fields.authorization ? " is-invalid" : ""}`,
								checked: details.authorization,
								onChange: (event) => onChange({ authorization: event.target.checked }),
								"aria-invalid": fields.authorization ? true : void 0,
								"aria-describedby": fields.authorization ? "dd-authorization-error" : void 0,
								required: true
							}),
							/* @__PURE__ */ jsx("label", {
								className: "form-check-label small text-body",
								htmlFor: "dd-authorization",
								children: t("direct_debit.mandate", {
									company: company?.name ?? "…",
									amount
								})
							}),
							fields.authorization && /* @__PURE__ */ jsx("div", {
								className: "invalid-feedback",
								id: "dd-authorization-error",
								children: fieldErrorText(t, fields.authorization)
							})
						]
					}), company && /* @__PURE__ */ jsx("p", {
						className: "small text-body-secondary mt-2 mb-0 ps-4",
						"data-testid": "dd-creditor",
						children: t("direct_debit.creditor", {
							company: company.name,
							address: company.address.inline
						})
					})]
				}),
				/* @__PURE__ */ jsxs(PendingButton, {
					pending,
					size: "lg",
					className: "w-100",
					"data-testid": "dd-submit",
					children: [/* @__PURE__ */ jsx(LockFill, {
						className: "me-2",
						"aria-hidden": "true"
					}), t("direct_debit.send_code")]
				})
			]
		})
	});
}
// src/features/direct-debit/order-summary.tsx
/** What is being paid for, beside the form (above it on a phone). */
function OrderSummary({ bundle }) {
	const { t, i18n } = useTranslation();
	return /* @__PURE__ */ jsx("div", {
		className: "card border-0 shadow-sm",
		"data-testid": "dd-summary",
		children: /* @__PURE__ */ jsxs("div", {
			className: "card-body p-4",
			children: [
				/* @__PURE__ */ jsx("h2", {
					className: "h6 text-uppercase text-body-secondary mb-3",
					children: t("direct_debit.summary_title")
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "d-flex justify-content-between align-items-baseline gap-3",
					children: [/* @__PURE__ */ jsx("span", {
						className: "fw-semibold",
						children: t("direct_debit.bundle_credits", { credits: bundle.credits })
					}), /* @__PURE__ */ jsx("span", {
						className: "fs-4 fw-bold",
						"data-testid": "dd-amount",
						children: formatMoney(bundle.amount, bundle.currency, i18n.language)
					})]
				}),
				/* @__PURE__ */ jsx("hr", {}),
				/* @__PURE__ */ jsxs("p", {
					className: "d-flex align-items-center gap-2 mb-2 small",
					children: [/* @__PURE__ */ jsx(Bank, {
						className: "text-primary flex-shrink-0",
						"aria-hidden": "true"
					}), t("direct_debit.method")]
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "d-flex align-items-start gap-2 mb-0 small text-body-secondary",
					children: [/* @__PURE__ */ jsx(ShieldLock, {
						className: "text-success flex-shrink-0 mt-1",
						"aria-hidden": "true"
					}), t("direct_debit.refund_right")]
				})
			]
		})
	});
}
// src/features/direct-debit/direct-debit-page.tsx
/** /directdebit?bundle={id}: pay a bundle by SEPA direct debit, confirmed with an SMS code (members only). */
function Component() {
	const { t } = useTranslation();
	useDocumentTitle(t("routes.directdebit"));
	return /* @__PURE__ */ jsx(MemberOnly, { children: /* @__PURE__ */ jsx("div", {
		className: "container py-4 py-md-5",
		"data-route": "directdebit",
		children: /* @__PURE__ */ jsx(Offer, {})
	}) });
}
function Offer() {
	const { t } = useTranslation();
	const { data: user } = useCurrentUser();
	const offer = useQuery({
		...creditsOfferQuery(user?.id ?? null),
		enabled: user !== void 0
	});
	const [searchParams] = useSearchParams();
	if (!user || offer.isPending) return /* @__PURE__ */ jsx(PageLoading, {});
	if (offer.isError) return /* @__PURE__ */ jsxs(Alert, {
		variant: "danger",
		className: "d-flex flex-wrap align-items-center gap-3",
		children: [/* @__PURE__ */ jsx("span", {
			className: "flex-grow-1",
			children: errorText(t, offer.error)
		}), /* @__PURE__ */ jsx(Button, {
			variant: "outline-danger",
			size: "sm",
			onClick: () => void offer.refetch(),
			children: t("direct_debit.retry")
		})]
	});
	const bundle = chosenBundle(offer.data.bundles, searchParams.get("bundle"));
	if (!bundle) return /* @__PURE__ */ jsx(Alert, {
		variant: "warning",
		children: t("errors.bundle_not_found")
	});
	return /* @__PURE__ */ jsx(DirectDebit, {
		user,
		offer: offer.data,
		bundle
	});
}
/** Why the offer rules direct debit out for this purchase, if it does. */
function unavailability(offer, bundle) {
	const { direct_debit: directDebit } = offer;
	if (!directDebit.available) return "direct_debit.not_available";
	if (directDebit.blocked) return "errors.direct_debit_blocked";
	if (directDebit.remaining_limit < bundle.amount) return "errors.direct_debit_limit_reached";
}
function DirectDebit({ user, offer, bundle }) {
	const { t, i18n } = useTranslation();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const start = useStartDirectDebit();
	const confirm = useConfirmDirectDebit();
	const detailsErrors = useFormErrors();
	const codeErrors = useFormErrors({ sms_code_invalid: "code" });
	const [details, setDetails] = useState(NO_DETAILS);
	const [started, setStarted] = useState(null);
	const [code, setCode] = useState("");
	const [resent, setResent] = useState(false);
	const amount = formatMoney(bundle.amount, bundle.currency, i18n.language);
	const ruledOut = unavailability(offer, bundle);
	const otherMethods = pathFor("credits-id-paymentmethod", { id: bundle.id });
	/** A refusal that depends on the member's state means the offer we showed is out of date. */
	const refreshOfferOn = (error) => {
		if (error instanceof ApiError && (error.code === "direct_debit_blocked" || error.code === "direct_debit_limit_reached")) queryClient.invalidateQueries({ queryKey: CREDITS_OFFER_KEY });
	};
	const sendCode = (then, showError) => {
		const request = directDebitRequest(details, bundle.id, user.profile.country);
		if ("fields" in request) {
			setStarted(null);
			return detailsErrors.showFields(request.fields);
		}
		start.mutate(request.body, {
			onSuccess: then,
			onError: (error) => {
				refreshOfferOn(error);
				showError(error);
			}
		});
	};
	const submitDetails = () => {
		detailsErrors.clear();
		sendCode((answer) => {
			setStarted(answer);
			setCode("");
			setResent(false);
			codeErrors.clear();
		}, detailsErrors.show);
	};
	const resend = () => {
		codeErrors.clear();
		sendCode((answer) => {
			setStarted(answer);
			setCode("");
			setResent(true);
		}, (error) => {
			if (Object.keys(formErrorsOf(error).fields).length === 0) return codeErrors.show(error);
			setStarted(null);
			detailsErrors.show(error);
		});
	};
	const submitCode = () => {
		if (!started) return;
		const body = DirectDebitConfirmBody.safeParse({
			verification_id: started.verification_id,
			code
		});
		if (!body.success) return codeErrors.show(body.error);
		codeErrors.clear();
		confirm.mutate(body.data, {
			onSuccess: ({ order }) => {
				queryClient.invalidateQueries({ queryKey: CREDITS_OFFER_KEY });
				navigate(`${pathFor("transactions-id", { id: String(order.id) })}?return=1`);
			},
			onError: codeErrors.show
		});
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "row justify-content-center g-4",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "col-12 col-xl-10",
				children: [
					/* @__PURE__ */ jsxs(Link, {
						to: otherMethods,
						className: "small text-body-secondary text-decoration-none d-inline-flex align-items-center gap-1 mb-2",
						children: [/* @__PURE__ */ jsx(ArrowLeft, { "aria-hidden": "true" }), t("direct_debit.other_methods")]
					}),
					/* @__PURE__ */ jsx("h1", {
						className: "h3 mb-1",
						children: t("direct_debit.title")
					}),
					/* @__PURE__ */ jsx("p", {
						className: "text-body-secondary",
						children: t("direct_debit.intro")
					})
				]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "col-12 col-lg-5 col-xl-4 order-lg-2",
				children: /* @__PURE__ */ jsx(OrderSummary, { bundle })
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "col-12 col-lg-7 col-xl-6 order-lg-1",
				children: [
					ruledOut && /* @__PURE__ */ jsxs(Alert, {
						variant: ruledOut === "direct_debit.not_available" ? "info" : "danger",
						"data-testid": "dd-unavailable",
						children: [/* @__PURE__ */ jsx("p", {
							className: "mb-2",
							children: t(ruledOut)
						}), /* @__PURE__ */ jsx(Link, {
							to: otherMethods,
							className: "alert-link",
							children: t("direct_debit.choose_other_method")
						})]
					}),
					/* @__PURE__ */ jsx("div", {
						className: "card border-0 shadow-sm",
						children: /* @__PURE__ */ jsxs("div", {
							className: "card-body p-4",
							children: [/* @__PURE__ */ jsx(Steps, { current: started ? 2 : 1 }), started ? /* @__PURE__ */ jsx(CodeStep, {
								phoneHint: started.phone_hint,
								code,
								onCodeChange: setCode,
								onConfirm: submitCode,
								onResend: resend,
								onBack: () => setStarted(null),
								confirming: confirm.isPending || confirm.isSuccess,
								resending: start.isPending,
								resent,
								fields: codeErrors.fields,
								formError: codeErrors.formError,
								amount
							}) : /* @__PURE__ */ jsx(DetailsStep, {
								details,
								onChange: (change) => setDetails((current) => ({
									...current,
									...change
								})),
								onSubmit: submitDetails,
								pending: start.isPending,
								fields: detailsErrors.fields,
								formError: detailsErrors.formError,
								disabled: ruledOut !== void 0,
								amount
							})]
						})
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "small text-body-secondary d-flex align-items-start gap-2 mt-3 mb-0",
						children: [/* @__PURE__ */ jsx(ShieldCheck, {
							className: "text-success flex-shrink-0 mt-1",
							"aria-hidden": "true"
						}), t("direct_debit.privacy")]
					})
				]
			})
		]
	});
}
/** Where the member is: details first, then the SMS code. */
function Steps({ current }) {
	const { t } = useTranslation();
	const steps = [t("direct_debit.step_details"), t("direct_debit.step_code")];
	return /* @__PURE__ */ jsx("ol", {
		className: "list-unstyled d-flex gap-3 mb-4 small",
		"aria-label": t("direct_debit.steps"),
		children: steps.map((label, index) => {
			const number = index + 1;
			const todo = number > current;
			return /* @__PURE__ */ jsxs("li", {
				className: `d-flex align-items-center gap-2 ${todo ? "text-body-secondary" : "fw-semibold"}`,
				"aria-current": number === current ? "step" : void 0,
				children: [/* @__PURE__ */ jsx("span", {
					className: `d-inline-flex align-items-center justify-content-center rounded-circle flex-shrink-0 ${todo ? "border text-body-secondary" : "bg-primary text-white"}`,
					style: {
						width: "1.75rem",
						height: "1.75rem"
					},
					"aria-hidden": "true",
					children: number < current ? /* @__PURE__ */ jsx(CheckLg, {}) : number
				}), label]
			}, label);
		})
	});
}
export { Component };
