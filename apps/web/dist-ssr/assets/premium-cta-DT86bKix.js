import { r as pathFor } from "./route-table-DxKv25ul.js";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Gem } from "react-bootstrap-icons";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/premium-cta.tsx
/** SPEC §6: 'This feature is only available for premium members.' and the way to premium. */
function PremiumCta({ text, compact, className = "" }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("div", {
		className: `app-premium-cta d-flex ${compact ? "flex-column align-items-center text-center gap-2" : "flex-column flex-sm-row align-items-sm-center gap-3"} ${className}`,
		"data-testid": "premium-cta",
		children: [
			/* @__PURE__ */ jsx(Gem, {
				className: "text-primary flex-shrink-0",
				size: compact ? 22 : 28,
				"aria-hidden": "true"
			}),
			/* @__PURE__ */ jsx("p", {
				className: `mb-0 ${compact ? "small" : "flex-grow-1"}`,
				children: text ?? t("errors.premium_required")
			}),
			/* @__PURE__ */ jsx(Link, {
				className: `btn btn-primary ${compact ? "btn-sm" : ""}`,
				to: pathFor("premium"),
				children: t("premium_cta.button")
			})
		]
	});
}
export { PremiumCta as t };
