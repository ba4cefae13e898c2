import { t as EmptyState } from "./empty-state-DruClCrc.js";
import { i as ProfileGridItem, n as ProfileCardView, r as ProfileGrid, t as ProfileGridPlaceholder } from "./profile-grid-placeholder--zRXHtix.js";
import { t as MemberOnly } from "./route-guards-BaOcFdtj.js";
import { t as useDocumentTitle } from "./use-document-title-DKqvownB.js";
import { u as errorText } from "../entry-server.js";
import { r as pathFor } from "./route-table-DxKv25ul.js";
import { t as matchFinderQuery } from "./api-BF9X3HxW.js";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "react-bootstrap";
import { ArrowClockwise, Stars } from "react-bootstrap-icons";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/members/match-finder-page.tsx
/** /match-finder: members who suit the member, to like right away. */
function Component() {
	const { t } = useTranslation();
	useDocumentTitle(t("routes.match-finder"));
	return /* @__PURE__ */ jsx(MemberOnly, { children: /* @__PURE__ */ jsx("div", {
		className: "container py-3 py-md-4",
		"data-route": "match-finder",
		children: /* @__PURE__ */ jsx(Suggestions, {})
	}) });
}
function Suggestions() {
	const { t } = useTranslation();
	const suggestions = useQuery(matchFinderQuery);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs("div", {
			className: "d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3",
			children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
				className: "h3 mb-1",
				children: t("routes.match-finder")
			}), /* @__PURE__ */ jsx("p", {
				className: "text-body-secondary mb-0",
				children: t("match_finder.intro")
			})] }), /* @__PURE__ */ jsxs("button", {
				type: "button",
				className: "btn btn-outline-primary d-inline-flex align-items-center gap-2",
				onClick: () => void suggestions.refetch(),
				disabled: suggestions.isFetching,
				children: [/* @__PURE__ */ jsx(ArrowClockwise, { "aria-hidden": "true" }), t("match_finder.refresh")]
			})]
		}),
		suggestions.isPending && /* @__PURE__ */ jsx(ProfileGridPlaceholder, {}),
		suggestions.isError && /* @__PURE__ */ jsx(Alert, {
			variant: "danger",
			children: errorText(t, suggestions.error)
		}),
		suggestions.data && (suggestions.data.profiles.length > 0 ? /* @__PURE__ */ jsx(ProfileGrid, { children: suggestions.data.profiles.map((profile) => /* @__PURE__ */ jsx(ProfileGridItem, { children: /* @__PURE__ */ jsx(ProfileCardView, { profile }) }, profile.id)) }) : /* @__PURE__ */ jsx(EmptyState, {
			icon: /* @__PURE__ */ jsx(Stars, { size: 40 }),
			title: t("match_finder.empty"),
			children: /* @__PURE__ */ jsx(Link, {
				className: "btn btn-primary",
				to: pathFor("members"),
				children: t("nav.search_members")
			})
		}))
	] });
}
export { Component };
