import { t as PremiumCta } from "./premium-cta-DT86bKix.js";
import { t as SignupCta } from "./signup-cta-v_qxVmWo.js";
import { t as useDocumentTitle } from "./use-document-title-DKqvownB.js";
import { n as useCurrentUser } from "./use-session-Cd-1WGe-.js";
import { t as useOpenSignup } from "../entry-server.js";
import { n as ChooseBundleLink, t as BundleCards } from "./bundle-card-BJHlGJwf.js";
import { t as CreditCosts } from "./credit-costs-BsmU22v_.js";
import { n as WithOffer, t as TrustPoints } from "./credits-C7UcNYW2.js";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/credits/pricing-page.tsx
/** /pricing, public: the bundles in the visitor's currency and what credits pay for (footer link, SPEC §2). */
function Component() {
	const { t } = useTranslation();
	const { data: user, isPending } = useCurrentUser();
	const openSignup = useOpenSignup();
	useDocumentTitle(t("pricing.title"));
	return /* @__PURE__ */ jsxs("div", {
		className: "container py-3 py-md-4",
		"data-route": "pricing",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "text-center mb-4",
				children: [/* @__PURE__ */ jsx("h1", {
					className: "h3 mb-1",
					children: t("pricing.title")
				}), /* @__PURE__ */ jsx("p", {
					className: "text-body-secondary mb-0 mx-auto app-measure",
					children: t("pricing.lead")
				})]
			}),
			/* @__PURE__ */ jsx(WithOffer, { children: (offer) => /* @__PURE__ */ jsx(BundleCards, {
				bundles: offer.bundles,
				action: (bundle) => user ? /* @__PURE__ */ jsx(ChooseBundleLink, { bundle }) : /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "btn btn-outline-primary w-100",
					onClick: openSignup,
					disabled: isPending,
					children: t("pricing.signup")
				})
			}) }),
			/* @__PURE__ */ jsx(TrustPoints, { className: "mt-4 mb-5" }),
			/* @__PURE__ */ jsx(CreditCosts, {}),
			/* @__PURE__ */ jsx("p", {
				className: "small text-body-secondary mt-4",
				children: t("pricing.notes")
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-4",
				children: user ? !user.paid_user && /* @__PURE__ */ jsx(PremiumCta, { text: t("premium.any_bundle") }) : !isPending && /* @__PURE__ */ jsx(SignupCta, {})
			})
		]
	});
}
export { Component };
