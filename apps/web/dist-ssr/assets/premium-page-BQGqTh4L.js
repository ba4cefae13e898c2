import { r as pathFor } from "./route-table-DxKv25ul.js";
import { t as MemberOnly } from "./route-guards-BaOcFdtj.js";
import { t as useDocumentTitle } from "./use-document-title-DKqvownB.js";
import { n as useCurrentUser } from "./use-session-Cd-1WGe-.js";
import { n as ChooseBundleLink, t as BundleCards } from "./bundle-card-BJHlGJwf.js";
import { n as WithOffer, t as TrustPoints } from "./credits-C7UcNYW2.js";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChatHeartFill, CheckCircleFill, Gem, Images, Infinity as Infinity$1, UnlockFill } from "react-bootstrap-icons";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/credits/premium-page.tsx
/** /premium: what premium brings and the bundles that bring it (SPEC §1: any bundle makes a member premium). */
function Component() {
	const { t } = useTranslation();
	useDocumentTitle(t("premium.title"));
	return /* @__PURE__ */ jsx(MemberOnly, { children: /* @__PURE__ */ jsx(PremiumContent, {}) });
}
var BENEFITS = [
	{
		key: "photos",
		Icon: UnlockFill
	},
	{
		key: "uploads",
		Icon: Images,
		values: {
			premium: 25,
			free: 3
		}
	},
	{
		key: "conversations",
		Icon: Infinity$1,
		values: { free: 2 }
	},
	{
		key: "forever",
		Icon: CheckCircleFill
	}
];
function PremiumContent() {
	const { t } = useTranslation();
	const user = useCurrentUser().data;
	if (!user) return null;
	return /* @__PURE__ */ jsxs("div", {
		"data-route": "premium",
		children: [/* @__PURE__ */ jsx("section", {
			className: "app-premium-hero py-4 py-md-5",
			children: /* @__PURE__ */ jsxs("div", {
				className: "container text-center",
				children: [
					/* @__PURE__ */ jsx(Gem, {
						size: 40,
						className: "mb-3",
						"aria-hidden": "true"
					}),
					/* @__PURE__ */ jsx("h1", {
						className: "h2 fw-bold mb-2",
						children: t(user.paid_user ? "premium.title_member" : "premium.title")
					}),
					/* @__PURE__ */ jsx("p", {
						className: "lead mb-4 opacity-75",
						children: t("premium.lead")
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "d-inline-flex align-items-center gap-3 px-4 py-3 rounded-4 bg-white bg-opacity-10",
						"data-testid": "match-chance",
						children: [/* @__PURE__ */ jsx(ChatHeartFill, {
							size: 32,
							"aria-hidden": "true"
						}), /* @__PURE__ */ jsxs("div", {
							className: "text-start",
							children: [/* @__PURE__ */ jsxs("div", {
								className: "app-premium-stat fw-bold",
								children: [
									"+",
									46,
									"%"
								]
							}), /* @__PURE__ */ jsx("div", {
								className: "small",
								children: t("premium.match_chance")
							})]
						})]
					})
				]
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: "container py-4 py-md-5",
			children: [
				user.paid_user && /* @__PURE__ */ jsx(AlreadyPremium, { user }),
				/* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "benefits-title",
					className: "mb-5",
					children: [/* @__PURE__ */ jsx("h2", {
						className: "h4 text-center mb-4",
						id: "benefits-title",
						children: t("premium.benefits_title")
					}), /* @__PURE__ */ jsx("ul", {
						className: "list-unstyled row row-cols-1 row-cols-md-2 row-cols-lg-4 g-3 mb-0",
						children: BENEFITS.map(({ key, Icon, values }) => /* @__PURE__ */ jsx("li", {
							className: "col",
							children: /* @__PURE__ */ jsx("div", {
								className: "card h-100 border-0 shadow-sm",
								children: /* @__PURE__ */ jsxs("div", {
									className: "card-body p-3 p-md-4 d-flex d-md-block gap-3",
									children: [/* @__PURE__ */ jsx(Icon, {
										className: "text-primary mb-md-3 flex-shrink-0",
										size: 28,
										"aria-hidden": "true"
									}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h3", {
										className: "h6 fw-bold",
										children: t(`premium.benefits.${key}.title`, values)
									}), /* @__PURE__ */ jsx("p", {
										className: "small text-body-secondary mb-0",
										children: t(`premium.benefits.${key}.text`, values)
									})] })]
								})
							})
						}, key))
					})]
				}),
				/* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "premium-bundles-title",
					children: [
						/* @__PURE__ */ jsxs("div", {
							className: "text-center mb-4",
							children: [/* @__PURE__ */ jsx("h2", {
								className: "h4 mb-1",
								id: "premium-bundles-title",
								children: t(user.paid_user ? "premium.bundles_title_member" : "premium.bundles_title")
							}), !user.paid_user && /* @__PURE__ */ jsx("p", {
								className: "text-body-secondary mb-0",
								children: t("premium.any_bundle")
							})]
						}),
						/* @__PURE__ */ jsx(WithOffer, { children: (offer) => /* @__PURE__ */ jsx(BundleCards, {
							bundles: offer.bundles,
							action: (bundle) => /* @__PURE__ */ jsx(ChooseBundleLink, { bundle })
						}) }),
						/* @__PURE__ */ jsx(TrustPoints, { className: "mt-4" })
					]
				})
			]
		})]
	});
}
function AlreadyPremium({ user }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("div", {
		className: "alert alert-success d-flex flex-column flex-sm-row align-items-sm-center gap-3 mb-5",
		"data-testid": "already-premium",
		children: [
			/* @__PURE__ */ jsx(Gem, {
				size: 28,
				className: "flex-shrink-0",
				"aria-hidden": "true"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex-grow-1",
				children: [/* @__PURE__ */ jsx("div", {
					className: "fw-semibold",
					children: t("premium.already")
				}), /* @__PURE__ */ jsx("div", {
					className: "small",
					children: t("premium.already_text", { count: user.credits })
				})]
			}),
			/* @__PURE__ */ jsx(Link, {
				className: "btn btn-success",
				to: pathFor("credits"),
				children: t("premium.buy_credits")
			})
		]
	});
}
export { Component };
