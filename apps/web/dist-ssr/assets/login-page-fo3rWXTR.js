import { r as pathFor, ut as LoginBody } from "./route-table-DxKv25ul.js";
import { n as AppForm, t as useFormErrors } from "./use-form-errors-DngMP3g0.js";
import { t as CardPage } from "./card-page-CC-dhhMU.js";
import { r as PasswordField, t as EmailField } from "./form-field-C5g9m-TW.js";
import { t as PendingButton } from "./pending-button-BmPYxjzo.js";
import { n as VisitorOnly } from "./route-guards-BaOcFdtj.js";
import { r as useLogin } from "./use-session-Cd-1WGe-.js";
import { n as safeNextPath } from "./safe-next-D6uva3k-.js";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/auth/login-page.tsx
/** /login: after logging in, on to ?next= (a path on this site only) or the members. */
function Component() {
	const { t } = useTranslation();
	const [searchParams] = useSearchParams();
	const next = safeNextPath(searchParams.get("next")) ?? pathFor("members");
	return /* @__PURE__ */ jsx(VisitorOnly, {
		to: next,
		children: /* @__PURE__ */ jsx(CardPage, {
			title: t("login.title"),
			children: /* @__PURE__ */ jsx(LoginForm, { next })
		})
	});
}
function LoginForm({ next }) {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const login = useLogin();
	const errors = useFormErrors();
	const [email, setEmail] = useState("");
	const [password, setPassword] = useState("");
	const submit = () => {
		const body = LoginBody.safeParse({
			email,
			password
		});
		if (!body.success) return errors.show(body.error);
		errors.clear();
		login.mutate(body.data, {
			onSuccess: () => void navigate(next, { replace: true }),
			onError: errors.show
		});
	};
	return /* @__PURE__ */ jsxs(AppForm, {
		onSubmit: submit,
		error: errors.formError,
		errorTestId: "login-error",
		children: [
			/* @__PURE__ */ jsx(EmailField, {
				id: "login-email",
				autoComplete: "username",
				autoFocus: true,
				value: email,
				onValueChange: setEmail,
				error: errors.fields.email
			}),
			/* @__PURE__ */ jsx(PasswordField, {
				id: "login-password",
				autoComplete: "current-password",
				value: password,
				onValueChange: setPassword,
				error: errors.fields.password,
				hint: /* @__PURE__ */ jsx(Link, {
					to: pathFor("reset-password"),
					children: t("login.forgot_password")
				})
			}),
			/* @__PURE__ */ jsx(PendingButton, {
				pending: login.isPending,
				className: "w-100 mt-2",
				"data-testid": "login-submit",
				children: t("login.submit")
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "text-center small mt-4 mb-0",
				children: [
					t("login.no_account"),
					" ",
					/* @__PURE__ */ jsx(Link, {
						to: pathFor("signup"),
						children: t("home.cta_signup")
					})
				]
			})
		]
	});
}
export { Component };
