import { t as CardPage } from "./card-page-CC-dhhMU.js";
import { t as PageLoading } from "./page-loading-Z-lFEJrw.js";
import { n as useCurrentUser, p as userQuery } from "./use-session-Cd-1WGe-.js";
import { t as loginPath } from "./safe-next-D6uva3k-.js";
import { r as pathFor } from "./route-table-DxKv25ul.js";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useEffect } from "react";
import { PatchCheck } from "react-bootstrap-icons";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/auth/activate-done-page.tsx
/** Where the activation link lands once the e-mail address is confirmed. */
function Component() {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	useEffect(() => {
		queryClient.invalidateQueries({ queryKey: userQuery.queryKey });
	}, [queryClient]);
	return /* @__PURE__ */ jsxs(CardPage, {
		title: t("activation.done_title"),
		icon: /* @__PURE__ */ jsx(PatchCheck, { size: 44 }),
		children: [/* @__PURE__ */ jsx("p", {
			className: "lead",
			children: t("activation.done_text")
		}), /* @__PURE__ */ jsx(NextStep, {})]
	});
}
/** The link logs nobody in (a link can be planted), so a browser other than the signup's logs in here. */
function NextStep() {
	const { t } = useTranslation();
	const { data: user, isPending } = useCurrentUser();
	if (isPending) return /* @__PURE__ */ jsx(PageLoading, {});
	return user ? /* @__PURE__ */ jsx(Link, {
		className: "btn btn-primary",
		to: pathFor("members"),
		children: t("activation.done_continue")
	}) : /* @__PURE__ */ jsx(Link, {
		className: "btn btn-primary",
		to: loginPath(pathFor("members")),
		children: t("login.submit")
	});
}
export { Component };
