import { r as pathFor } from "./route-table-DxKv25ul.js";
import { t as CardPage } from "./card-page-CC-dhhMU.js";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EnvelopeHeart } from "react-bootstrap-icons";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/settings/account-deleted-page.tsx
/** After deletion: the account waits REACTIVATION_DAYS days, and the mailed link brings it back. */
function Component() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs(CardPage, {
		title: t("routes.account-deleted"),
		icon: /* @__PURE__ */ jsx(EnvelopeHeart, { size: 44 }),
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "lead",
				children: t("account_deleted.text", { days: 14 })
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-body-secondary",
				children: t("account_deleted.reactivate", { days: 14 })
			}),
			/* @__PURE__ */ jsx(Link, {
				className: "btn btn-outline-primary",
				to: pathFor("index"),
				children: t("errors.back_home")
			})
		]
	});
}
export { Component };
