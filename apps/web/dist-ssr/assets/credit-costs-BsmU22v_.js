import { s as useSettings } from "./api-CqDn7Rbi.js";
import { useTranslation } from "react-i18next";
import { ChatDots, Gift, Image } from "react-bootstrap-icons";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/credits/credit-costs.tsx
/** What credits pay for (SPEC §1): a message, a photo, a gift, at the site's prices. */
function CreditCosts() {
	const { t } = useTranslation();
	const settings = useSettings();
	if (!settings) return null;
	const costs = [
		{
			key: "message",
			Icon: ChatDots,
			credits: settings.message_credits
		},
		{
			key: "photo",
			Icon: Image,
			credits: settings.photo_credits
		},
		{
			key: "gift",
			Icon: Gift,
			credits: settings.gift_credits
		}
	];
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "credit-costs-title",
		"data-testid": "credit-costs",
		children: [/* @__PURE__ */ jsx("h2", {
			className: "h5 mb-3",
			id: "credit-costs-title",
			children: t("credits.costs.title")
		}), /* @__PURE__ */ jsx("ul", {
			className: "list-unstyled row row-cols-1 row-cols-sm-3 g-2 mb-0",
			children: costs.map(({ key, Icon, credits }) => /* @__PURE__ */ jsx("li", {
				className: "col",
				children: /* @__PURE__ */ jsxs("div", {
					className: "d-flex align-items-center gap-3 p-3 rounded-3 bg-body-tertiary h-100",
					children: [/* @__PURE__ */ jsx(Icon, {
						className: "text-primary flex-shrink-0",
						size: 24,
						"aria-hidden": "true"
					}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("div", {
						className: "fw-semibold",
						children: t(`credits.costs.${key}`)
					}), /* @__PURE__ */ jsx("div", {
						className: "small text-body-secondary",
						children: t("credits.credits_count", { count: credits })
					})] })]
				})
			}, key))
		})]
	});
}
export { CreditCosts as t };
