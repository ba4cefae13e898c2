import { useTranslation } from "react-i18next";
import { CheckCircle } from "react-bootstrap-icons";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/settings-section.tsx
/** One titled card of a settings page (settings, notifications), reachable as #id. */
function SettingsSection({ id, title, children }) {
	return /* @__PURE__ */ jsx("section", {
		className: "card border-0 shadow-sm mb-4",
		id,
		"aria-labelledby": `${id}-title`,
		children: /* @__PURE__ */ jsxs("div", {
			className: "card-body p-4",
			children: [/* @__PURE__ */ jsx("h2", {
				className: "h5 mb-3",
				id: `${id}-title`,
				children: title
			}), children]
		})
	});
}
/** 'Saved.' beside a form's button once its change is stored. */
function SavedNote({ show, text }) {
	const { t } = useTranslation();
	if (!show) return null;
	return /* @__PURE__ */ jsxs("span", {
		className: "text-success small d-inline-flex align-items-center gap-1",
		role: "status",
		"data-testid": "saved",
		children: [/* @__PURE__ */ jsx(CheckCircle, { "aria-hidden": "true" }), text ?? t("settings.saved")]
	});
}
export { SettingsSection as n, SavedNote as t };
