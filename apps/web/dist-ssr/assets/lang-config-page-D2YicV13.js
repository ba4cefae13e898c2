import { Ht as LOCALES, Wt as LOCALE_NATIVE_NAMES } from "./route-table-DxKv25ul.js";
import { t as CardPage } from "./card-page-CC-dhhMU.js";
import { m as useChooseLanguage } from "../entry-server.js";
import { useTranslation } from "react-i18next";
import { ListGroup } from "react-bootstrap";
import { CheckLg } from "react-bootstrap-icons";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/static-pages/lang-config-page.tsx
/** /lang-config: the interface languages by their own names, for visitors who look for theirs. */
function Component() {
	const { t, i18n } = useTranslation();
	const { choose } = useChooseLanguage();
	const current = i18n.resolvedLanguage;
	return /* @__PURE__ */ jsxs(CardPage, {
		title: t("routes.lang-config"),
		children: [/* @__PURE__ */ jsx("p", {
			className: "text-body-secondary",
			children: t("lang_config.intro")
		}), /* @__PURE__ */ jsx(ListGroup, {
			"data-testid": "language-list",
			children: LOCALES.map((locale) => /* @__PURE__ */ jsxs(ListGroup.Item, {
				action: true,
				as: "button",
				type: "button",
				lang: locale,
				active: locale === current,
				"aria-current": locale === current ? "true" : void 0,
				className: "d-flex align-items-center justify-content-between",
				onClick: () => choose(locale),
				"data-locale": locale,
				children: [LOCALE_NATIVE_NAMES[locale], locale === current && /* @__PURE__ */ jsxs("span", {
					className: "d-inline-flex align-items-center gap-1 small",
					children: [/* @__PURE__ */ jsx(CheckLg, { "aria-hidden": "true" }), /* @__PURE__ */ jsx("span", {
						className: "visually-hidden",
						children: t("lang_config.current")
					})]
				})]
			}, locale))
		})]
	});
}
export { Component };
