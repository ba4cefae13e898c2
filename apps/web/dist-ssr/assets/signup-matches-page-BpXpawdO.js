import { t as EmptyState } from "./empty-state-DruClCrc.js";
import { i as ProfileGridItem, n as ProfileCardView, r as ProfileGrid, t as ProfileGridPlaceholder } from "./profile-grid-placeholder--zRXHtix.js";
import { t as MemberOnly } from "./route-guards-BaOcFdtj.js";
import { t as useDocumentTitle } from "./use-document-title-DKqvownB.js";
import { u as errorText } from "../entry-server.js";
import { r as pathFor } from "./route-table-DxKv25ul.js";
import { t as signupMatchesQuery } from "./api-BJF5zBmc.js";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "react-bootstrap";
import { Stars } from "react-bootstrap-icons";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/signup/signup-matches-page.tsx
/** Right after signup: members who suit the new member, to like or write to right away. */
function Component() {
	const { t } = useTranslation();
	useDocumentTitle(t("signup.matches.title"));
	return /* @__PURE__ */ jsx(MemberOnly, { children: /* @__PURE__ */ jsx("div", {
		className: "container py-3 py-md-4",
		"data-route": "signup-matches",
		children: /* @__PURE__ */ jsx(Matches, {})
	}) });
}
function Matches() {
	const { t } = useTranslation();
	const matches = useQuery(signupMatchesQuery);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs("div", {
			className: "d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3",
			children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
				className: "h3 mb-1",
				children: t("signup.matches.title")
			}), /* @__PURE__ */ jsx("p", {
				className: "text-body-secondary mb-0",
				children: t("signup.matches.text")
			})] }), /* @__PURE__ */ jsx(Link, {
				className: "btn btn-outline-primary",
				to: pathFor("members"),
				children: t("nav.search_members")
			})]
		}),
		matches.isPending && /* @__PURE__ */ jsx(ProfileGridPlaceholder, {}),
		matches.isError && /* @__PURE__ */ jsx(Alert, {
			variant: "danger",
			children: errorText(t, matches.error)
		}),
		matches.data && (matches.data.profiles.length > 0 ? /* @__PURE__ */ jsx(ProfileGrid, { children: matches.data.profiles.map((profile) => /* @__PURE__ */ jsx(ProfileGridItem, { children: /* @__PURE__ */ jsx(ProfileCardView, { profile }) }, profile.id)) }) : /* @__PURE__ */ jsx(EmptyState, {
			icon: /* @__PURE__ */ jsx(Stars, { size: 40 }),
			title: t("signup.matches.empty"),
			children: /* @__PURE__ */ jsx(Link, {
				className: "btn btn-primary",
				to: pathFor("members"),
				children: t("nav.search_members")
			})
		}))
	] });
}
export { Component };
