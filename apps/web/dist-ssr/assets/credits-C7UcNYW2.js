import { n as useCurrentUser } from "./use-session-Cd-1WGe-.js";
import { s as useSettings } from "./api-CqDn7Rbi.js";
import { n as creditsOfferQuery } from "./payments-RPbzDEEh.js";
import { t as PageLoading } from "./page-loading-Z-lFEJrw.js";
import { u as errorText } from "../entry-server.js";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Alert, Button } from "react-bootstrap";
import { ArrowRepeat, ArrowReturnLeft, LockFill } from "react-bootstrap-icons";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/credits/offer.tsx
/** Renders its children with the member's (or visitor's) offer once it is there; says so when it cannot be loaded. */
function WithOffer({ children }) {
	const { t } = useTranslation();
	const user = useCurrentUser().data;
	const settings = useSettings();
	const visitorCountry = user ? null : settings?.geoip_selected_country ?? settings?.geoip_country;
	const offer = useQuery({
		...creditsOfferQuery(user?.id ?? null, visitorCountry),
		enabled: user !== void 0
	});
	if (offer.data) return children(offer.data);
	if (offer.isError) return /* @__PURE__ */ jsxs(Alert, {
		variant: "danger",
		className: "d-flex flex-wrap align-items-center justify-content-between gap-2",
		children: [errorText(t, offer.error), /* @__PURE__ */ jsx(Button, {
			variant: "outline-danger",
			size: "sm",
			onClick: () => void offer.refetch(),
			children: t("credits.reload")
		})]
	});
	return /* @__PURE__ */ jsx(PageLoading, {});
}
/** The reassurances a payer looks for next to a price: safe payment, no subscription, free returns. */
function TrustPoints({ className = "", stacked }) {
	const { t } = useTranslation();
	const refundDays = useSettings()?.refund_days;
	const points = [
		{
			key: "secure",
			Icon: LockFill,
			text: t("credits.trust.secure")
		},
		{
			key: "once",
			Icon: ArrowRepeat,
			text: t("credits.trust.no_subscription")
		},
		...refundDays ? [{
			key: "returns",
			Icon: ArrowReturnLeft,
			text: t("credits.trust.returns", { days: refundDays })
		}] : []
	];
	return /* @__PURE__ */ jsx("ul", {
		className: `list-unstyled d-flex small text-body-secondary mb-0 ${stacked ? "flex-column align-items-center gap-2" : "flex-wrap justify-content-center gap-3 gap-md-4"} ${className}`,
		children: points.map(({ key, Icon, text }) => /* @__PURE__ */ jsxs("li", {
			className: "d-flex align-items-center gap-2",
			children: [/* @__PURE__ */ jsx(Icon, {
				className: "text-success",
				"aria-hidden": "true"
			}), text]
		}, key))
	});
}
export { WithOffer as n, TrustPoints as t };
