import { t as CardPage } from "./card-page-CC-dhhMU.js";
import { l as ResendActivation } from "../entry-server.js";
import { t as MemberOnly } from "./route-guards-BaOcFdtj.js";
import { n as useCurrentUser } from "./use-session-Cd-1WGe-.js";
import { r as pathFor } from "./route-table-DxKv25ul.js";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EnvelopeCheck } from "react-bootstrap-icons";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/signup/complete-signup-page.tsx
/** The flow's 'complete' state (SPEC §4): the account exists, the e-mail address waits for its link. */
function Component() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx(MemberOnly, { children: /* @__PURE__ */ jsx(CardPage, {
		title: t("signup.complete.title"),
		icon: /* @__PURE__ */ jsx(EnvelopeCheck, { size: 44 }),
		children: /* @__PURE__ */ jsx(CompleteSignup, {})
	}) });
}
function CompleteSignup() {
	const { t } = useTranslation();
	const { data: user } = useCurrentUser();
	if (!user) return null;
	return /* @__PURE__ */ jsxs(Fragment, { children: [user.status === "not_confirmed" ? /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("p", {
			className: "lead",
			"data-testid": "complete-signup-email",
			children: t("signup.complete.text", { email: user.email })
		}),
		/* @__PURE__ */ jsx("p", {
			className: "text-body-secondary",
			children: t("activation.spam_hint")
		}),
		/* @__PURE__ */ jsx("div", {
			className: "mb-4",
			children: /* @__PURE__ */ jsx(ResendActivation, {})
		})
	] }) : /* @__PURE__ */ jsx("p", {
		className: "lead",
		children: t("signup.complete.confirmed")
	}), /* @__PURE__ */ jsx(Link, {
		className: "btn btn-primary",
		to: `${pathFor("signup-matches")}?api_signup_complete=1`,
		children: t("common.continue")
	})] });
}
export { Component };
