import { M as LIKE_TYPES, r as pathFor } from "./route-table-DxKv25ul.js";
import { t as EmptyState } from "./empty-state-DruClCrc.js";
import { i as FictionalLegend, u as errorText } from "../entry-server.js";
import { i as ProfileGridItem, n as ProfileCardView, r as ProfileGrid, t as ProfileGridPlaceholder } from "./profile-grid-placeholder--zRXHtix.js";
import { t as MemberOnly } from "./route-guards-BaOcFdtj.js";
import { o as likesOfType, s as likesQuery, t as useDocumentTitle } from "./use-document-title-DKqvownB.js";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, data, useParams } from "react-router";
import { Alert, Badge } from "react-bootstrap";
import { Heart, HeartFill, HeartHalf, Search } from "react-bootstrap-icons";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/likes/likes-page.tsx
var isLikeType = (value) => LIKE_TYPES.includes(value ?? "");
/** /likes/{type} knows three types; anything else is a page that does not exist. */
function loader({ params }) {
	if (params.type !== void 0 && !isLikeType(params.type)) throw data("This page could not be found", { status: 404 });
	return null;
}
var EMPTY_ICONS = {
	received: Heart,
	sent: HeartHalf,
	matches: HeartFill
};
/** /likes and /likes/{type}: received (new first), sent and matches (SPEC §2, §4). */
function Component() {
	const { t } = useTranslation();
	const { type: rawType } = useParams();
	const type = isLikeType(rawType) ? rawType : "received";
	useDocumentTitle(`${t("routes.likes")}: ${t(`likes.tabs.${type}`)}`);
	return /* @__PURE__ */ jsx(MemberOnly, { children: /* @__PURE__ */ jsxs("div", {
		className: "container py-3 py-md-4",
		"data-route": rawType ? "likes-type" : "likes",
		children: [/* @__PURE__ */ jsx("h1", {
			className: "h3 mb-3",
			children: t("routes.likes")
		}), /* @__PURE__ */ jsx(LikesLists, { type })]
	}) });
}
function LikesLists({ type }) {
	const { t } = useTranslation();
	const likes = useQuery(likesQuery);
	const counts = Object.fromEntries(LIKE_TYPES.map((tab) => [tab, likes.data ? likesOfType(likes.data, tab).length : void 0]));
	const newCount = likes.data?.liked_by.filter((entry) => entry.like_new).length ?? 0;
	const entries = likes.data ? likesOfType(likes.data, type) : [];
	const EmptyIcon = EMPTY_ICONS[type];
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("nav", {
			"aria-label": t("likes.tabs_label"),
			children: /* @__PURE__ */ jsx("ul", {
				className: "nav nav-pills app-tabs mb-3 flex-nowrap overflow-auto",
				children: LIKE_TYPES.map((tab) => /* @__PURE__ */ jsx("li", {
					className: "nav-item",
					children: /* @__PURE__ */ jsxs(Link, {
						className: `nav-link d-flex align-items-center gap-2 text-nowrap${tab === type ? " active" : ""}`,
						to: pathFor("likes-type", { type: tab }),
						"aria-current": tab === type ? "page" : void 0,
						"data-testid": `likes-tab-${tab}`,
						children: [
							t(`likes.tabs.${tab}`),
							counts[tab] !== void 0 && /* @__PURE__ */ jsx(Badge, {
								pill: true,
								bg: tab === type ? "light" : "secondary",
								text: tab === type ? "dark" : void 0,
								children: counts[tab]
							}),
							tab === "received" && newCount > 0 && /* @__PURE__ */ jsx(Badge, {
								pill: true,
								bg: "warning",
								text: "dark",
								children: t("likes.new_count", { count: newCount })
							})
						]
					})
				}, tab))
			})
		}),
		likes.isPending && /* @__PURE__ */ jsx(ProfileGridPlaceholder, { count: 5 }),
		likes.isError && /* @__PURE__ */ jsx(Alert, {
			variant: "danger",
			children: errorText(t, likes.error)
		}),
		/* @__PURE__ */ jsx(FictionalLegend, { shown: entries.some(({ profile }) => profile.fictional) }),
		likes.data && (entries.length > 0 ? /* @__PURE__ */ jsx(ProfileGrid, { children: entries.map(({ profile, isNew }) => /* @__PURE__ */ jsx(ProfileGridItem, { children: /* @__PURE__ */ jsx(ProfileCardView, {
			profile,
			badge: isNew && type !== "sent" ? /* @__PURE__ */ jsx(Badge, {
				bg: "warning",
				text: "dark",
				className: "shadow-sm",
				"data-testid": "new-like",
				children: t("likes.new")
			}) : void 0
		}) }, profile.id)) }) : /* @__PURE__ */ jsx(EmptyState, {
			icon: /* @__PURE__ */ jsx(EmptyIcon, { size: 40 }),
			title: t(`likes.empty.${type}`),
			text: t("likes.empty_text"),
			children: /* @__PURE__ */ jsxs(Link, {
				className: "btn btn-primary d-inline-flex align-items-center gap-2",
				to: pathFor("members"),
				children: [/* @__PURE__ */ jsx(Search, { "aria-hidden": "true" }), t("nav.search_members")]
			})
		}))
	] });
}
export { Component, loader };
