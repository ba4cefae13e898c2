import { d as fieldErrorText } from "../entry-server.js";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/form-field.tsx
/** A labelled input, textarea or select with its error and help, wired up for screen readers. */
function FormField({ id, label, error, hint, groupClassName = "mb-3", ...control }) {
	const { t } = useTranslation();
	const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(" ") || void 0;
	const shared = {
		id,
		"aria-invalid": error ? true : void 0,
		"aria-describedby": describedBy
	};
	const invalid = error ? " is-invalid" : "";
	const extraClass = control.className ? ` ${control.className}` : "";
	let element;
	if (control.as === "select") {
		const { as: _as, ...rest } = control;
		element = /* @__PURE__ */ jsx("select", {
			...rest,
			...shared,
			className: `form-select${invalid}${extraClass}`
		});
	} else if (control.as === "textarea") {
		const { as: _as, ...rest } = control;
		element = /* @__PURE__ */ jsx("textarea", {
			...rest,
			...shared,
			className: `form-control${invalid}${extraClass}`
		});
	} else {
		const { as: _as, ...rest } = control;
		element = /* @__PURE__ */ jsx("input", {
			...rest,
			...shared,
			className: `form-control${invalid}${extraClass}`
		});
	}
	return /* @__PURE__ */ jsxs("div", {
		className: groupClassName,
		children: [
			/* @__PURE__ */ jsx("label", {
				className: "form-label",
				htmlFor: id,
				children: label
			}),
			element,
			error && /* @__PURE__ */ jsx("div", {
				className: "invalid-feedback",
				id: `${id}-error`,
				children: fieldErrorText(t, error)
			}),
			hint && /* @__PURE__ */ jsx("div", {
				className: "form-text",
				id: `${id}-hint`,
				children: hint
			})
		]
	});
}
/** An e-mail address field: the mail keyboard on a phone and the browser's address autofill. */
function EmailField({ label, onValueChange, ...props }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx(FormField, {
		type: "email",
		inputMode: "email",
		autoComplete: "email",
		...props,
		label: label ?? t("fields.email"),
		onChange: (event) => onValueChange(event.target.value)
	});
}
/**
* A password field. Which password it asks for is required: password managers fill a current one
* and offer to generate and save a new one only when told.
*/
function PasswordField({ label, onValueChange, ...props }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx(FormField, {
		type: "password",
		...props,
		label: label ?? t("fields.password"),
		onChange: (event) => onValueChange(event.target.value)
	});
}
export { FormField as n, PasswordField as r, EmailField as t };
