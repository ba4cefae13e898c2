import { nt as PasswordResetRequestBody, r as pathFor } from "./route-table-DxKv25ul.js";
import { n as AppForm, t as useFormErrors } from "./use-form-errors-DngMP3g0.js";
import { t as CardPage } from "./card-page-CC-dhhMU.js";
import { t as EmailField } from "./form-field-C5g9m-TW.js";
import { t as PendingButton } from "./pending-button-BmPYxjzo.js";
import { n as useRequestPasswordReset } from "./api-B2KO82Fe.js";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useState } from "react";
import { Alert } from "react-bootstrap";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/auth/reset-password-page.tsx
/** /reset-password: mails a link to choose a new password. */
function Component() {
	const { t } = useTranslation();
	const request = useRequestPasswordReset();
	const errors = useFormErrors({ email_not_found: "email" });
	const [email, setEmail] = useState("");
	const submit = () => {
		const body = PasswordResetRequestBody.safeParse({ email });
		if (!body.success) return errors.show(body.error);
		errors.clear();
		request.mutate(body.data, { onError: errors.show });
	};
	return /* @__PURE__ */ jsxs(CardPage, {
		title: t("routes.reset-password"),
		children: [request.isSuccess ? /* @__PURE__ */ jsxs(Alert, {
			variant: "success",
			className: "mb-0",
			"data-testid": "reset-mail-sent",
			children: [
				t("reset.sent", { email: request.variables.email }),
				" ",
				t("activation.spam_hint")
			]
		}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
			className: "text-body-secondary",
			children: t("reset.intro")
		}), /* @__PURE__ */ jsxs(AppForm, {
			onSubmit: submit,
			error: errors.formError,
			children: [/* @__PURE__ */ jsx(EmailField, {
				id: "reset-email",
				autoFocus: true,
				value: email,
				onValueChange: setEmail,
				error: errors.fields.email
			}), /* @__PURE__ */ jsx(PendingButton, {
				pending: request.isPending,
				className: "w-100",
				children: t("reset.submit")
			})]
		})] }), /* @__PURE__ */ jsx("p", {
			className: "text-center small mt-4 mb-0",
			children: /* @__PURE__ */ jsx(Link, {
				to: pathFor("login"),
				children: t("reset.back_to_login")
			})
		})]
	});
}
export { Component };
