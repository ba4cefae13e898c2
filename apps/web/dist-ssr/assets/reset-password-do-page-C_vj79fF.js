import { r as pathFor, tt as PasswordResetBody } from "./route-table-DxKv25ul.js";
import { n as AppForm, t as useFormErrors } from "./use-form-errors-DngMP3g0.js";
import { t as CardPage } from "./card-page-CC-dhhMU.js";
import { r as PasswordField } from "./form-field-C5g9m-TW.js";
import { t as PendingButton } from "./pending-button-BmPYxjzo.js";
import { y as ApiError } from "./use-session-Cd-1WGe-.js";
import { r as useResetPassword } from "./api-B2KO82Fe.js";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useState } from "react";
import { Alert } from "react-bootstrap";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/auth/reset-password-do-page.tsx
/** /reset-password/do?token=…: the new password, twice; afterwards the member is logged in. */
function Component() {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const [searchParams] = useSearchParams();
	const token = searchParams.get("token") ?? "";
	const reset = useResetPassword();
	const errors = useFormErrors();
	const [password, setPassword] = useState("");
	const [repeat, setRepeat] = useState("");
	const linkInvalid = reset.error instanceof ApiError && reset.error.code === "link_invalid" || !PasswordResetBody.shape.token.safeParse(token).success;
	const submit = () => {
		const body = PasswordResetBody.safeParse({
			token,
			password,
			password_repeat: repeat
		});
		if (!body.success) return errors.show(body.error);
		errors.clear();
		reset.mutate(body.data, {
			onSuccess: () => void navigate(pathFor("members"), { replace: true }),
			onError: errors.show
		});
	};
	return /* @__PURE__ */ jsx(CardPage, {
		title: t("routes.reset-password-do"),
		children: linkInvalid ? /* @__PURE__ */ jsxs(Alert, {
			variant: "danger",
			className: "mb-0",
			"data-testid": "link-invalid",
			children: [/* @__PURE__ */ jsx("p", { children: t("errors.link_invalid") }), /* @__PURE__ */ jsx(Link, {
				className: "btn btn-primary",
				to: pathFor("reset-password"),
				children: t("reset.request_new")
			})]
		}) : /* @__PURE__ */ jsxs(AppForm, {
			onSubmit: submit,
			error: errors.formError,
			children: [
				/* @__PURE__ */ jsx(PasswordField, {
					id: "reset-password",
					label: t("fields.new_password"),
					autoComplete: "new-password",
					autoFocus: true,
					value: password,
					onValueChange: setPassword,
					error: errors.fields.password
				}),
				/* @__PURE__ */ jsx(PasswordField, {
					id: "reset-password-repeat",
					label: t("fields.password_repeat"),
					autoComplete: "new-password",
					value: repeat,
					onValueChange: setRepeat,
					error: errors.fields.password_repeat
				}),
				/* @__PURE__ */ jsx(PendingButton, {
					pending: reset.isPending,
					className: "w-100",
					children: t("reset.save")
				})
			]
		})
	});
}
export { Component };
