import { Kt as zod_without_eval_exports, _t as passwordIsPersonal, ft as Sexuality, gt as nameIsNotEmail, it as EmailCheckBody, lt as Gender, ot as SIGNUP_STEPS, r as pathFor, st as SignupBody } from "./route-table-DxKv25ul.js";
import { a as useSignup, y as ApiError } from "./use-session-Cd-1WGe-.js";
import { s as useSettings } from "./api-CqDn7Rbi.js";
import { t as PageLoading } from "./page-loading-Z-lFEJrw.js";
import { t as PendingButton } from "./pending-button-BmPYxjzo.js";
import { b as removeStored, d as fieldErrorText, f as formErrorsOf, u as errorText, x as writeStored, y as readStored } from "../entry-server.js";
import { n as FormField, r as PasswordField, t as EmailField } from "./form-field-C5g9m-TW.js";
import { t as storedTracking } from "./tracking-yz60feei.js";
import { r as defaultCountry } from "./countries-6q17D6oN.js";
import { t as BirthDateField } from "./birth-date-field-Cv7xFbOO.js";
import { t as LocationFields } from "./location-fields-Cn1C1jp9.js";
import { n as useEmailCheck } from "./api-BJF5zBmc.js";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useState } from "react";
import { Alert, Button, ProgressBar } from "react-bootstrap";
import { EnvelopePaper, SignStop } from "react-bootstrap-icons";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { POPULAR_DOMAINS, run } from "@zootools/email-spell-checker";
// ../../packages/core/src/signup-access.ts
/**
* SPEC §4 signups mode: 'all' lets everyone in, 'with_trafficsource' only visitors who came
* through a traffic source (a tracking network that is not blank), 'off' nobody. The server
* refuses a signup this does not open; the browser shows why instead of the form.
*/
function signupAccess(mode, tracking) {
	if (mode === "off") return "closed";
	if (mode === "with_trafficsource" && !tracking?.network?.trim()) return "invite_only";
	return "open";
}
// src/features/signup/choice-field.tsx
/** A few choices shown as toggle buttons (a radio group underneath, so keyboards and readers know it). */
function ChoiceField({ name, legend, options, label, value, onChange, error }) {
	const { t } = useTranslation();
	const errorId = `${name}-error`;
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "mb-3",
		"aria-describedby": error ? errorId : void 0,
		children: [
			/* @__PURE__ */ jsx("legend", {
				className: "form-label fs-6 mb-2",
				children: legend
			}),
			/* @__PURE__ */ jsx("div", {
				className: "d-flex flex-wrap gap-2",
				children: options.map((option) => /* @__PURE__ */ jsxs("span", { children: [/* @__PURE__ */ jsx("input", {
					type: "radio",
					className: "btn-check",
					name,
					id: `${name}-${option}`,
					value: option,
					checked: value === option,
					onChange: () => onChange(option)
				}), /* @__PURE__ */ jsx("label", {
					className: "btn btn-outline-primary",
					htmlFor: `${name}-${option}`,
					children: label(option)
				})] }, option))
			}),
			error && /* @__PURE__ */ jsx("div", {
				className: "invalid-feedback d-block",
				id: errorId,
				children: fieldErrorText(t, error)
			})
		]
	});
}
// src/features/signup/signup-flow.tsx
/** SPEC §4's signup steps 0 to 4 with their progress; the same on /signup and in the modal. */
function SignupFlow({ flow, onLeave }) {
	const { t } = useTranslation();
	const { step, stepName } = flow;
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "signup-flow",
		"data-step": stepName,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "mb-4",
				children: [/* @__PURE__ */ jsx("div", {
					className: "d-flex justify-content-between small text-body-secondary mb-1",
					children: /* @__PURE__ */ jsx("span", { children: t("signup.progress", {
						step: step + 1,
						count: SIGNUP_STEPS.length
					}) })
				}), /* @__PURE__ */ jsx(ProgressBar, {
					now: (step + 1) / SIGNUP_STEPS.length * 100,
					style: { height: 6 },
					"aria-hidden": "true"
				})]
			}),
			/* @__PURE__ */ jsxs("form", {
				noValidate: true,
				onSubmit: (event) => {
					event.preventDefault();
					flow.next();
				},
				children: [
					/* @__PURE__ */ jsx("h2", {
						className: "h4 mb-1",
						children: t(`signup.steps.${stepName}.title`)
					}),
					/* @__PURE__ */ jsx("p", {
						className: "text-body-secondary mb-4",
						children: t(`signup.steps.${stepName}.text`)
					}),
					flow.formError !== void 0 && /* @__PURE__ */ jsx(Alert, {
						variant: "danger",
						role: "alert",
						children: errorText(t, flow.formError)
					}),
					/* @__PURE__ */ jsx(StepFields, {
						flow,
						onLeave
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "d-flex gap-2 mt-4",
						children: [step > 0 && /* @__PURE__ */ jsx(Button, {
							variant: "outline-secondary",
							onClick: flow.back,
							disabled: flow.pending,
							children: t("common.back")
						}), /* @__PURE__ */ jsx(PendingButton, {
							pending: flow.pending,
							className: "ms-auto px-4",
							"data-testid": "signup-next",
							children: flow.isLastStep ? t("signup.submit") : t("common.next")
						})]
					}),
					flow.isLastStep && /* @__PURE__ */ jsxs("p", {
						className: "small text-body-secondary mt-3 mb-0",
						children: [
							t("signup.consent", { min_age: 18 }),
							" ",
							/* @__PURE__ */ jsx(Link, {
								to: pathFor("pages-terms"),
								onClick: onLeave,
								children: t("footer.terms")
							}),
							" · ",
							/* @__PURE__ */ jsx(Link, {
								to: pathFor("pages-privacy"),
								onClick: onLeave,
								children: t("footer.privacy")
							})
						]
					})
				]
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "text-center small mt-4 mb-0",
				children: [
					t("signup.have_account"),
					" ",
					/* @__PURE__ */ jsx(Link, {
						to: pathFor("login"),
						onClick: onLeave,
						children: t("nav.login")
					})
				]
			})
		]
	});
}
function StepFields({ flow, onLeave }) {
	const { t } = useTranslation();
	const { draft, errors, update, suggestion } = flow;
	switch (flow.stepName) {
		case "email": return /* @__PURE__ */ jsx(EmailField, {
			id: "signup-email",
			autoFocus: true,
			value: draft.email,
			onValueChange: (email) => update({ email }),
			onBlur: () => draft.email && flow.checkEmail(),
			error: errors.email,
			hint: suggestion ? /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "btn btn-link btn-sm p-0 align-baseline",
				onClick: () => update({ email: suggestion }),
				"data-testid": "email-suggestion",
				children: t("validation.did_you_mean", { suggestion })
			}) : errors.email === "email_taken" ? /* @__PURE__ */ jsx(Link, {
				to: pathFor("login"),
				onClick: onLeave,
				children: t("signup.login_instead")
			}) : void 0
		});
		case "name": return /* @__PURE__ */ jsx(FormField, {
			id: "signup-name",
			label: t("fields.name"),
			autoComplete: "username",
			autoFocus: true,
			value: draft.name,
			onChange: (event) => update({ name: event.target.value }),
			error: errors.name
		});
		case "password": return /* @__PURE__ */ jsx(PasswordField, {
			id: "signup-password",
			autoComplete: "new-password",
			autoFocus: true,
			value: draft.password,
			onValueChange: (password) => update({ password }),
			error: errors.password
		});
		case "date_of_birth": return /* @__PURE__ */ jsx(BirthDateField, {
			id: "signup-dob",
			value: draft.date_of_birth,
			onChange: (date_of_birth) => update({ date_of_birth }),
			error: errors.date_of_birth
		});
		case "about": return /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx(ChoiceField, {
				name: "signup-gender",
				legend: t("fields.gender"),
				options: Gender.options,
				label: (gender) => t(`profile.gender.${gender}`),
				value: draft.gender,
				onChange: (gender) => update({ gender }),
				error: errors.gender
			}),
			/* @__PURE__ */ jsx(ChoiceField, {
				name: "signup-sexuality",
				legend: t("fields.sexuality"),
				options: Sexuality.options,
				label: (sexuality) => t(`profile.sexuality.${sexuality}`),
				value: draft.sexuality,
				onChange: (sexuality) => update({ sexuality }),
				error: errors.sexuality
			}),
			/* @__PURE__ */ jsx(LocationFields, {
				idPrefix: "signup",
				country: draft.country,
				region: draft.region,
				onChange: (location) => update(location),
				errors
			}),
			flow.memberId !== void 0 && /* @__PURE__ */ jsx(FormField, {
				as: "textarea",
				id: "signup-message",
				label: t("fields.signup_message"),
				rows: 3,
				value: draft.signup_message,
				onChange: (event) => update({ signup_message: event.target.value }),
				error: errors.signup_message,
				hint: t("signup.message_hint")
			})
		] });
	}
}
// src/features/signup/signup-gate.tsx
/** The signup form, or why there is none: signups closed, or by invitation only (SPEC §4). */
function SignupGate({ children }) {
	const { t } = useTranslation();
	const settings = useSettings();
	if (!settings) return /* @__PURE__ */ jsx(PageLoading, {});
	const access = signupAccess(settings.signups, storedTracking());
	if (access === "open") return children;
	const Icon = access === "closed" ? SignStop : EnvelopePaper;
	return /* @__PURE__ */ jsxs("div", {
		className: "text-center py-3",
		"data-testid": `signup-${access}`,
		children: [
			/* @__PURE__ */ jsx(Icon, {
				size: 40,
				className: "text-primary mb-3",
				"aria-hidden": "true"
			}),
			/* @__PURE__ */ jsx("h2", {
				className: "h4",
				children: t(`signup.${access}.title`)
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-body-secondary mb-0",
				children: t(`signup.${access}.text`, { site: settings.name })
			})
		]
	});
}
// src/features/signup/email-suggestion.ts
/** The library knows mostly American providers; these are the big ones of the site's 11 languages. */
var EUROPEAN_DOMAINS = [
	"hotmail.com",
	"outlook.com",
	"live.com",
	"yahoo.com",
	"gmx.de",
	"gmx.net",
	"gmx.at",
	"t-online.de",
	"hotmail.nl",
	"live.nl",
	"ziggo.nl",
	"kpnmail.nl",
	"telenet.be",
	"skynet.be",
	"orange.fr",
	"free.fr",
	"laposte.net",
	"hotmail.fr",
	"libero.it",
	"virgilio.it",
	"hotmail.it",
	"wp.pl",
	"onet.pl",
	"o2.pl",
	"interia.pl",
	"bluewin.ch",
	"hotmail.es",
	"telefonica.net",
	"online.no",
	"hotmail.se",
	"telia.com",
	"hotmail.dk",
	"jubii.dk",
	"suomi24.fi"
];
var DOMAINS = [.../* @__PURE__ */ new Set([...POPULAR_DOMAINS, ...EUROPEAN_DOMAINS])];
/** SPEC §5 'did you mean': the address with a well-known domain it was probably meant to have. */
function emailSuggestion(email) {
	const typed = email.trim().toLowerCase();
	const suggestion = run({
		email: typed,
		domains: DOMAINS
	})?.full;
	return suggestion && suggestion !== typed ? suggestion : void 0;
}
// src/lib/storage-keys.ts
/** The signup flow's draft in sessionStorage: the app's signup keeps it, a lander may start it. */
var SIGNUP_DRAFT_KEY = "signup-draft";
// src/features/signup/signup-draft.ts
/** The fields the signup form asks for (SPEC §3 signup draft plus the profile basics). */
var DRAFT_FIELDS = [
	"email",
	"name",
	"password",
	"date_of_birth",
	"gender",
	"sexuality",
	"country",
	"region",
	"signup_message"
];
var EMPTY_DRAFT = Object.fromEntries(DRAFT_FIELDS.map((field) => [field, ""]));
var STORAGE_KEY = SIGNUP_DRAFT_KEY;
var StoredDraft = zod_without_eval_exports.z.object({
	step: zod_without_eval_exports.z.number().int().min(0).max(SIGNUP_STEPS.length - 1),
	draft: zod_without_eval_exports.z.record(zod_without_eval_exports.z.string(), zod_without_eval_exports.z.string())
});
/** The draft of this tab's signup, so a reload loses nothing (SPEC §4). */
function loadDraft() {
	const stored = readStored("session", STORAGE_KEY, StoredDraft);
	if (!stored) return {
		step: 0,
		draft: EMPTY_DRAFT
	};
	const draft = { ...EMPTY_DRAFT };
	for (const field of DRAFT_FIELDS) draft[field] = stored.draft[field] ?? "";
	return {
		step: stored.step,
		draft
	};
}
/** Saves the draft without the password: that never goes to storage. */
function saveDraft({ step, draft }) {
	const { password: _password, ...rest } = draft;
	writeStored("session", STORAGE_KEY, {
		step,
		draft: rest
	});
}
function clearDraft() {
	removeStored("session", STORAGE_KEY);
}
// src/features/signup/signup-steps.ts
/** Which fields each step of SPEC §4's flow asks for. */
var STEP_FIELDS = {
	email: ["email"],
	name: ["name"],
	password: ["password"],
	date_of_birth: ["date_of_birth"],
	about: [
		"gender",
		"sexuality",
		"country",
		"region",
		"signup_message"
	]
};
/** A field's broken rule, judged by the same core schema the server uses. */
function fieldError(field, draft) {
	const value = draft[field];
	if (field === "name" && value.trim() !== "" && !nameIsNotEmail(draft)) return "name_equals_email";
	const result = SignupBody.shape[field].safeParse(value);
	if (!result.success) return value.trim() === "" ? "required" : result.error.issues[0]?.message;
	if (field === "password" && passwordIsPersonal(value, draft)) return "password_personal";
}
/** The broken rules of one step, by field; empty when the visitor may go on. */
function validateStep(step, draft) {
	const errors = {};
	for (const field of STEP_FIELDS[step]) {
		const code = fieldError(field, draft);
		if (code) errors[field] = code;
	}
	return errors;
}
/** The first step showing one of these errors, so the visitor lands where to fix it. */
function firstStepWithError(errors) {
	const index = SIGNUP_STEPS.findIndex((step) => STEP_FIELDS[step].some((field) => errors[field]));
	return index === -1 ? void 0 : index;
}
/** All steps at once, before sending: a draft restored after a reload has no password yet. */
function validateDraft(draft) {
	return Object.assign({}, ...SIGNUP_STEPS.map((step) => validateStep(step, draft)));
}
/** The request body from a draft that passed validateDraft. */
function signupBody(draft, { memberId, tracking }) {
	return SignupBody.parse({
		...draft,
		signup_message: memberId !== void 0 && draft.signup_message.trim() ? draft.signup_message : void 0,
		member_id: memberId,
		tracking
	});
}
// src/features/signup/use-signup-flow.ts
var LAST_STEP = SIGNUP_STEPS.length - 1;
var isRateLimited = (error) => error instanceof ApiError && error.status === 429;
/**
* The state of SPEC §4's signup flow, steps 0 to 4 and then 'complete': each step is checked with
* the core schemas before the next one shows, and the draft (without the password) survives a reload.
*/
function useSignupFlow({ memberId, onSignedUp } = {}) {
	const settings = useSettings();
	const navigate = useNavigate();
	const signup = useSignup();
	const emailCheck = useEmailCheck();
	const [saved, setSaved] = useState(loadDraft);
	const [errors, setErrors] = useState({});
	const [formError, setFormError] = useState();
	const [suggestion, setSuggestion] = useState();
	const [stoppedFor, setStoppedFor] = useState();
	const { step } = saved;
	const stepName = SIGNUP_STEPS[step];
	const draft = {
		...saved.draft,
		country: saved.draft.country || (settings ? defaultCountry(settings) : "")
	};
	const save = (change) => setSaved((current) => {
		const next = change(current);
		saveDraft(next);
		return next;
	});
	const goTo = (index) => save((current) => ({
		...current,
		step: index
	}));
	const update = (changes) => {
		save((current) => ({
			...current,
			draft: {
				...current.draft,
				...changes
			}
		}));
		setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in changes))));
		setFormError(void 0);
		if ("email" in changes) setSuggestion(void 0);
	};
	/** SPEC §5: a likely typo in the domain gets a 'did you mean' hint. */
	const checkEmail = () => setSuggestion(emailSuggestion(draft.email));
	/**
	* A hint stops the visitor once, so it is seen even when it appeared only as the Next button
	* took the focus; pressing on keeps the address as typed.
	*/
	const stopForHint = () => {
		const hint = emailSuggestion(draft.email);
		setSuggestion(hint);
		if (hint === void 0 || stoppedFor === hint) return false;
		setStoppedFor(hint);
		return true;
	};
	const submit = () => {
		const all = validateDraft(draft);
		const wrongStep = firstStepWithError(all);
		if (wrongStep !== void 0) {
			setErrors(all);
			goTo(wrongStep);
			return;
		}
		signup.mutate(signupBody(draft, {
			memberId,
			tracking: storedTracking()
		}), {
			onSuccess: () => {
				clearDraft();
				onSignedUp?.();
				navigate(pathFor("complete-signup"));
			},
			onError: (error) => {
				const shown = formErrorsOf(error, {
					email_taken: "email",
					account_pending_deletion: "email"
				});
				setErrors(shown.fields);
				setFormError(shown.form);
				const at = firstStepWithError(shown.fields);
				if (at !== void 0) goTo(at);
				else if (Object.keys(shown.fields).length > 0) setFormError(error);
			}
		});
	};
	const next = () => {
		const stepErrors = validateStep(stepName, draft);
		const stopped = stepName === "email" && stopForHint();
		setErrors(stepErrors);
		if (stopped || Object.keys(stepErrors).length > 0) return;
		if (stepName === "email") return checkAvailable();
		if (step < LAST_STEP) goTo(step + 1);
		else submit();
	};
	/** An address that already has an account is named at once, not after four more steps. */
	const checkAvailable = () => emailCheck.mutate(EmailCheckBody.parse({ email: draft.email }), {
		onSuccess: ({ available }) => available ? goTo(step + 1) : setErrors({ email: "email_taken" }),
		onError: (error) => isRateLimited(error) ? setFormError(error) : goTo(step + 1)
	});
	return {
		step,
		stepName,
		isLastStep: step === LAST_STEP,
		draft,
		errors,
		formError,
		suggestion,
		memberId,
		pending: signup.isPending || emailCheck.isPending,
		/** Typing has begun: the signup modal then no longer closes by backdrop or Escape (SPEC §4). */
		inProgress: signup.isPending || saved.draft.email !== "",
		update,
		checkEmail,
		next,
		back: () => goTo(Math.max(0, step - 1))
	};
}
export { SignupGate as n, SignupFlow as r, useSignupFlow as t };
