import { r as pathFor, rt as TokenBody } from "./route-table-DxKv25ul.js";
import { t as CardPage } from "./card-page-CC-dhhMU.js";
import { t as PageLoading } from "./page-loading-Z-lFEJrw.js";
import { y as ApiError } from "./use-session-Cd-1WGe-.js";
import { u as errorText } from "../entry-server.js";
import { t as useConfirmMailChange } from "./api-B2KO82Fe.js";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useEffect, useRef } from "react";
import { Alert } from "react-bootstrap";
import { EnvelopeAt } from "react-bootstrap-icons";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/auth/mail-change-do-page.tsx
/** /mail-change/do?token=…: confirms the new address as soon as the mailed link is opened. */
function Component() {
	const { t } = useTranslation();
	const [searchParams] = useSearchParams();
	const rawToken = searchParams.get("token");
	const tokenValid = TokenBody.safeParse({ token: rawToken }).success;
	const confirm = useConfirmMailChange();
	const { mutate } = confirm;
	const sent = useRef(false);
	useEffect(() => {
		if (sent.current || !tokenValid || !rawToken) return;
		sent.current = true;
		mutate({ token: rawToken });
	}, [
		mutate,
		tokenValid,
		rawToken
	]);
	const failed = !tokenValid || confirm.isError;
	return /* @__PURE__ */ jsxs(CardPage, {
		title: t("routes.mail-change-do"),
		icon: /* @__PURE__ */ jsx(EnvelopeAt, { size: 44 }),
		children: [
			confirm.isSuccess && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
				className: "lead",
				"data-testid": "mail-change-done",
				children: confirm.data.user ? t("mail_change.done", { email: confirm.data.user.email }) : t("mail_change.done_no_session")
			}), /* @__PURE__ */ jsx(Link, {
				className: "btn btn-primary",
				to: pathFor("settings"),
				children: t("nav.settings")
			})] }),
			failed && /* @__PURE__ */ jsxs(Alert, {
				variant: "danger",
				className: "mb-0",
				"data-testid": "mail-change-failed",
				children: [/* @__PURE__ */ jsx("p", { children: confirm.isError ? errorText(t, confirm.error) : t("errors.link_invalid") }), !(confirm.error instanceof ApiError && confirm.error.code === "email_taken") && /* @__PURE__ */ jsx(Link, {
					className: "btn btn-primary",
					to: pathFor("settings"),
					children: t("mail_change.request_new")
				})]
			}),
			!confirm.isSuccess && !failed && /* @__PURE__ */ jsx(PageLoading, {})
		]
	});
}
export { Component };
