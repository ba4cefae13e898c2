import { Bt as ERROR_CODES, r as pathFor } from "./route-table-DxKv25ul.js";
import { t as CardPage } from "./card-page-CC-dhhMU.js";
import { t as PageLoading } from "./page-loading-Z-lFEJrw.js";
import { l as ResendActivation } from "../entry-server.js";
import { n as useCurrentUser } from "./use-session-Cd-1WGe-.js";
import { t as loginPath } from "./safe-next-D6uva3k-.js";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { ExclamationOctagon } from "react-bootstrap-icons";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/auth/activate-error-page.tsx
var isErrorCode = (value) => ERROR_CODES.includes(value);
/** Where a failed activation link lands (?reason=link_invalid): ask for a new mail. */
function Component() {
	const { t } = useTranslation();
	const [searchParams] = useSearchParams();
	const reason = searchParams.get("reason");
	return /* @__PURE__ */ jsxs(CardPage, {
		title: t("activation.error_title"),
		icon: /* @__PURE__ */ jsx(ExclamationOctagon, { size: 44 }),
		children: [/* @__PURE__ */ jsx("p", {
			className: "lead",
			"data-testid": "activation-error",
			children: t(`errors.${isErrorCode(reason) ? reason : "link_invalid"}`)
		}), /* @__PURE__ */ jsx(NextStep, {})]
	});
}
function NextStep() {
	const { t } = useTranslation();
	const location = useLocation();
	const { data: user, isPending } = useCurrentUser();
	if (isPending) return /* @__PURE__ */ jsx(PageLoading, {});
	if (!user) return /* @__PURE__ */ jsx(Link, {
		className: "btn btn-primary",
		to: loginPath(`${location.pathname}${location.search}`),
		children: t("activation.login_to_resend")
	});
	if (user.status !== "not_confirmed") return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", { children: t("activation.already_confirmed") }), /* @__PURE__ */ jsx(Link, {
		className: "btn btn-primary",
		to: pathFor("members"),
		children: t("activation.done_continue")
	})] });
	return /* @__PURE__ */ jsx(ResendActivation, { variant: "primary" });
}
export { Component };
