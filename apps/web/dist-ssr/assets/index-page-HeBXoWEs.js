import { t as useDocumentTitle } from "./use-document-title-DKqvownB.js";
import { n as useCurrentUser } from "./use-session-Cd-1WGe-.js";
import { t as useOpenSignup } from "../entry-server.js";
import { t as loginPath } from "./safe-next-D6uva3k-.js";
import { r as pathFor, s as nicheCopyKey } from "./route-table-DxKv25ul.js";
import { s as useSettings } from "./api-CqDn7Rbi.js";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Alert } from "react-bootstrap";
import { ChatHeartFill, HeartFill, Search } from "react-bootstrap-icons";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/home/niche-copy.ts
/**
* The home page speaks to the site's audience (SPEC §9 niches): its kicker, headline and search
* text come from `home.niche.<copy key>`, the lander's copy key of the niche. Until the settings
* are known it speaks to everyone.
*/
function homeNicheKeys(niche) {
	const prefix = `home.niche.${nicheCopyKey(niche ?? 1)}`;
	return {
		kicker: `${prefix}.kicker`,
		title: `${prefix}.title`,
		search: `${prefix}.search`
	};
}
// src/features/home/index-page.tsx
var FEATURES = [
	{
		key: "search",
		Icon: Search
	},
	{
		key: "swipe",
		Icon: HeartFill
	},
	{
		key: "chat",
		Icon: ChatHeartFill
	}
];
var STEPS = [
	"profile",
	"like",
	"chat"
];
/** The server renders it with the site's settings alone. */
var handle = { prefetch: async () => void 0 };
/** The home page for visitors: what the site is and the way in. */
function Component() {
	const { t } = useTranslation();
	const settings = useSettings();
	const site = settings?.name ?? "";
	const copy = homeNicheKeys(settings?.niche);
	const [searchParams] = useSearchParams();
	const { data: user } = useCurrentUser();
	useDocumentTitle();
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		searchParams.get("reactivated") === "1" && /* @__PURE__ */ jsx("div", {
			className: "container mt-3",
			children: /* @__PURE__ */ jsxs(Alert, {
				variant: "success",
				dismissible: true,
				closeLabel: t("common.close"),
				"data-testid": "reactivated",
				children: [/* @__PURE__ */ jsx("span", {
					"data-testid": "reactivated-text",
					children: t("home.reactivated")
				}), !user && /* @__PURE__ */ jsx(Link, {
					className: "btn btn-success btn-sm ms-3",
					to: loginPath(pathFor("members")),
					"data-testid": "reactivated-login",
					children: t("login.submit")
				})]
			})
		}),
		/* @__PURE__ */ jsx("section", {
			className: "app-hero py-5",
			children: /* @__PURE__ */ jsx("div", {
				className: "container py-lg-5",
				children: /* @__PURE__ */ jsx("div", {
					className: "row align-items-center",
					children: /* @__PURE__ */ jsxs("div", {
						className: "col-lg-7",
						children: [
							/* @__PURE__ */ jsx("p", {
								className: "text-uppercase fw-semibold small mb-2 opacity-75",
								children: t(copy.kicker, { site })
							}),
							/* @__PURE__ */ jsx("h1", {
								className: "display-5 fw-bold mb-3",
								children: t(copy.title)
							}),
							/* @__PURE__ */ jsx("p", {
								className: "lead mb-4",
								children: t("home.lead")
							}),
							/* @__PURE__ */ jsxs("div", {
								className: "d-flex flex-wrap gap-2",
								children: [/* @__PURE__ */ jsx(SignupButton, { className: "btn btn-light btn-lg text-primary fw-semibold" }), !user && /* @__PURE__ */ jsx(Link, {
									className: "btn btn-outline-light btn-lg",
									to: pathFor("members"),
									children: t("home.cta_browse")
								})]
							}),
							/* @__PURE__ */ jsx("p", {
								className: "small mt-3 mb-0 opacity-75",
								children: t("home.adults_only")
							})
						]
					})
				})
			})
		}),
		/* @__PURE__ */ jsx("section", {
			className: "container py-5",
			children: /* @__PURE__ */ jsx("div", {
				className: "row gy-4",
				children: FEATURES.map(({ key, Icon }) => /* @__PURE__ */ jsx("div", {
					className: "col-md-4",
					children: /* @__PURE__ */ jsx("div", {
						className: "card h-100 border-0 shadow-sm",
						children: /* @__PURE__ */ jsxs("div", {
							className: "card-body p-4",
							children: [
								/* @__PURE__ */ jsx(Icon, {
									className: "text-primary mb-3",
									size: 36,
									"aria-hidden": "true"
								}),
								/* @__PURE__ */ jsx("h2", {
									className: "h5 card-title",
									children: t(`home.features.${key}.title`)
								}),
								/* @__PURE__ */ jsx("p", {
									className: "card-text text-body-secondary",
									children: t(key === "search" ? copy.search : `home.features.${key}.text`)
								})
							]
						})
					})
				}, key))
			})
		}),
		/* @__PURE__ */ jsx("section", {
			className: "bg-body-tertiary py-5",
			children: /* @__PURE__ */ jsxs("div", {
				className: "container",
				children: [
					/* @__PURE__ */ jsx("h2", {
						className: "h3 text-center mb-4",
						children: t("home.steps_title")
					}),
					/* @__PURE__ */ jsx("ol", {
						className: "row gy-4 list-unstyled mb-4",
						children: STEPS.map((step, index) => /* @__PURE__ */ jsxs("li", {
							className: "col-md-4 text-center",
							children: [/* @__PURE__ */ jsx("span", {
								className: "app-step-number d-inline-flex align-items-center justify-content-center rounded-circle bg-primary text-white fw-bold mb-2",
								children: index + 1
							}), /* @__PURE__ */ jsx("p", {
								className: "mb-0",
								children: t(`home.steps.${step}`)
							})]
						}, step))
					}),
					/* @__PURE__ */ jsx("div", {
						className: "text-center",
						children: /* @__PURE__ */ jsx(SignupButton, { className: "btn btn-primary btn-lg" })
					})
				]
			})
		})
	] });
}
/** 'Sign up for free' opens the signup modal; a member is already in and goes to the members. */
function SignupButton({ className }) {
	const { t } = useTranslation();
	const { data: user } = useCurrentUser();
	const openSignup = useOpenSignup();
	if (user) return /* @__PURE__ */ jsx(Link, {
		className,
		to: pathFor("members"),
		children: t("nav.search_members")
	});
	return /* @__PURE__ */ jsx("button", {
		type: "button",
		className,
		onClick: openSignup,
		"data-testid": "open-signup",
		children: t("home.cta_signup")
	});
}
export { Component, handle };
