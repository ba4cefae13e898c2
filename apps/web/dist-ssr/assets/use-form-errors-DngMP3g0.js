import { f as formErrorsOf, u as errorText } from "../entry-server.js";
import { useTranslation } from "react-i18next";
import { useState } from "react";
import { Alert } from "react-bootstrap";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/app-form.tsx
/**
* A form the app validates itself (with the contract's schemas, then the server's answer): the
* browser's own validation is off, and an error that belongs to no field shows on top.
*/
function AppForm({ onSubmit, error, errorTestId, className, "data-testid": testId, children }) {
	return /* @__PURE__ */ jsxs("form", {
		noValidate: true,
		className,
		"data-testid": testId,
		onSubmit: (event) => {
			event.preventDefault();
			onSubmit();
		},
		children: [error && /* @__PURE__ */ jsx(Alert, {
			variant: "danger",
			"data-testid": errorTestId,
			children: error
		}), children]
	});
}
// src/hooks/use-form-errors.ts
/**
* A form's errors: per field (codes, which FormField translates) and one above the form (translated
* here, so a language switch translates it again).
*/
function useFormErrors(fieldOfCode) {
	const { t } = useTranslation();
	const [errors, setErrors] = useState({ fields: {} });
	return {
		fields: errors.fields,
		formError: errors.form === void 0 ? void 0 : errorText(t, errors.form),
		/** Shows a zod failure, an ApiError or any other failure where it belongs. */
		show: (error) => setErrors(formErrorsOf(error, fieldOfCode)),
		showFields: (fields) => setErrors({ fields }),
		clear: () => setErrors({ fields: {} })
	};
}
export { AppForm as n, useFormErrors as t };
