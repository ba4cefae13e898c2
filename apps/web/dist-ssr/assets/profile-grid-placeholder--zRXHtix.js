import { r as pathFor } from "./route-table-DxKv25ul.js";
import { a as FictionalMark, n as ProfilePhoto } from "../entry-server.js";
import { t as LikeButton } from "./like-button-CvNTPAMi.js";
import { t as MemberLocation } from "./member-location-CnkTTiSO.js";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/profile-card-view.tsx
/** A member in a grid: photo, name, age, where, the fictional icon and the like heart. */
function ProfileCardView({ profile, badge, hideLike, headingLevel = 2 }) {
	const { t } = useTranslation();
	const Heading = headingLevel === 3 ? "h3" : "h2";
	const to = pathFor("members-id", { id: String(profile.id) });
	return /* @__PURE__ */ jsxs("article", {
		className: "card app-profile-card h-100 border-0 shadow-sm",
		"data-testid": "profile-card",
		"data-profile-id": profile.id,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "position-relative",
			children: [
				/* @__PURE__ */ jsx(Link, {
					to,
					className: "d-block ratio ratio-1x1 app-profile-card-photo",
					tabIndex: -1,
					"aria-hidden": "true",
					children: /* @__PURE__ */ jsx(ProfilePhoto, {
						url: profile.main_image?.thumb_url,
						alt: ""
					})
				}),
				badge && /* @__PURE__ */ jsx("div", {
					className: "position-absolute top-0 start-0 m-2",
					children: badge
				}),
				!hideLike && /* @__PURE__ */ jsx(LikeButton, {
					profile,
					className: "position-absolute bottom-0 end-0 m-2"
				})
			]
		}), /* @__PURE__ */ jsxs("div", {
			className: "card-body px-2 py-2",
			children: [
				/* @__PURE__ */ jsxs(Heading, {
					className: "h6 mb-0 d-flex align-items-center gap-1 text-truncate",
					children: [/* @__PURE__ */ jsx(Link, {
						to,
						className: "text-body text-truncate fw-semibold",
						children: profile.name
					}), /* @__PURE__ */ jsx("span", {
						className: "text-body-secondary fw-normal",
						children: t("members.age_short", { age: profile.age })
					})]
				}),
				/* @__PURE__ */ jsx("p", {
					className: "small text-body-secondary mb-0 text-truncate",
					children: /* @__PURE__ */ jsx(MemberLocation, {
						country: profile.country,
						region: profile.region,
						city: profile.city
					})
				}),
				/* @__PURE__ */ jsx(FictionalMark, {
					fictional: profile.fictional,
					size: 12,
					className: "mt-1 mw-100 text-truncate"
				})
			]
		})]
	});
}
/** The responsive grid the cards sit in: 2 columns on a phone up to 5 on a wide screen. */
function ProfileGrid({ children }) {
	return /* @__PURE__ */ jsx("ul", {
		className: "row row-cols-2 row-cols-sm-3 row-cols-lg-4 row-cols-xl-5 g-2 g-md-3 list-unstyled mb-0",
		children
	});
}
function ProfileGridItem({ children }) {
	return /* @__PURE__ */ jsx("li", {
		className: "col",
		children
	});
}
// src/components/profile-grid-placeholder.tsx
/** Grey cards in the shape of the results while the first answer loads. */
function ProfileGridPlaceholder({ count = 10 }) {
	return /* @__PURE__ */ jsx("div", {
		"aria-busy": "true",
		"aria-hidden": "true",
		children: /* @__PURE__ */ jsx(ProfileGrid, { children: Array.from({ length: count }, (_, index) => /* @__PURE__ */ jsx(ProfileGridItem, { children: /* @__PURE__ */ jsxs("div", {
			className: "card border-0 shadow-sm placeholder-glow",
			children: [/* @__PURE__ */ jsx("div", { className: "ratio ratio-1x1 placeholder bg-body-secondary rounded-top" }), /* @__PURE__ */ jsxs("div", {
				className: "card-body px-2 py-2",
				children: [/* @__PURE__ */ jsx("span", { className: "placeholder col-7 d-block mb-1" }), /* @__PURE__ */ jsx("span", { className: "placeholder placeholder-sm col-5 d-block" })]
			})]
		}) }, index)) })
	});
}
export { ProfileGridItem as i, ProfileCardView as n, ProfileGrid as r, ProfileGridPlaceholder as t };
