import { c as StaticPageResponse, i as PageToken } from "./route-table-DxKv25ul.js";
import { t as PageLoading } from "./page-loading-Z-lFEJrw.js";
import { t as useDocumentTitle } from "./use-document-title-DKqvownB.js";
import { _ as useHydrated, g as useRouteName, v as RouteErrorView } from "../entry-server.js";
import { b as api, y as ApiError } from "./use-session-Cd-1WGe-.js";
import { t as MyComplaints } from "./my-complaints-CA_xtTsK.js";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { data, useLoaderData, useLocation, useNavigate } from "react-router";
import { useEffect, useMemo } from "react";
import { Alert, Button } from "react-bootstrap";
import { Printer, SlashCircle } from "react-bootstrap-icons";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/lib/ban-page.ts
function isBanState(value) {
	return typeof value === "object" && value !== null && value.banned === true;
}
// src/features/static-pages/api.ts
/** GET /api/page.php in the interface language; a language change loads the page again. */
var staticPageQuery = (name, lang) => queryOptions({
	queryKey: [
		"static-page",
		name,
		lang
	],
	queryFn: ({ signal }) => api("page.php", StaticPageResponse, {
		query: {
			name,
			lang
		},
		signal
	}),
	staleTime: Infinity
});
function useStaticPage(name, lang) {
	return useQuery(staticPageQuery(name, lang));
}
// src/features/static-pages/ban-notice.tsx
/**
* Above the /ban page when a ban brought the member there: it is about them, and until when; and
* the decisions on complaints about them, which a banned member may still read and appeal.
*/
function BanNotice({ until }) {
	const { t, i18n } = useTranslation();
	const end = until && new Date(until).toLocaleString(i18n.resolvedLanguage, {
		dateStyle: "long",
		timeStyle: "short"
	});
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs(Alert, {
		variant: "danger",
		className: "d-flex gap-3 align-items-start mb-4",
		"data-testid": "ban-notice",
		children: [/* @__PURE__ */ jsx(SlashCircle, {
			size: 24,
			className: "flex-shrink-0 mt-1",
			"aria-hidden": "true"
		}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
			className: "h5 alert-heading",
			children: t("ban_notice.title")
		}), /* @__PURE__ */ jsx("p", {
			className: "mb-0",
			children: end ? t("ban_notice.suspended_until", { date: end }) : t("ban_notice.banned")
		})] })]
	}), /* @__PURE__ */ jsx("div", {
		className: "mb-4",
		children: /* @__PURE__ */ jsx(MyComplaints, {})
	})] });
}
// src/features/static-pages/static-page.tsx
/**
* The page a route shows: /terms and the like by route name, `{token}` URLs by their token, which
* may name a built-in page or one the site's operator published. A path that cannot be a token is
* a 404 without asking; for any other the server says whether the page exists.
*/
function loader({ params }) {
	if (params.token === void 0) return null;
	const token = PageToken.safeParse(params.token);
	if (!token.success || token.data !== params.token) throw data("This page could not be found", { status: 404 });
	return token.data;
}
/** The page's name: its token, else its route's name (pages-terms → terms). */
var pageName = (token, routeName) => token ?? routeName.replace(/^pages-/, "");
/** The server renders the page's text in the interface language. */
var handle = { prefetch: ({ queryClient, routeId, loaderData, locale }) => queryClient.prefetchQuery(staticPageQuery(pageName(loaderData, routeId), locale)) };
/** The FAQ's questions, for a list of links at the top. */
function sectionHeadings(html) {
	return [...new DOMParser().parseFromString(html, "text/html").querySelectorAll("h2[id]")].map((h) => ({
		id: h.id,
		text: h.textContent ?? ""
	}));
}
function Component() {
	const { t, i18n } = useTranslation();
	const routeName = useRouteName();
	const name = pageName(useLoaderData(), routeName);
	const lang = i18n.resolvedLanguage;
	const { data: page, isPending, isError, error } = useStaticPage(name, lang);
	const navigate = useNavigate();
	const { hash, state } = useLocation();
	const hydrated = useHydrated();
	const toc = useMemo(() => hydrated && page?.name === "faq" ? sectionHeadings(page.html) : [], [page, hydrated]);
	useDocumentTitle(page?.title ?? t(`routes.pages-${name}`));
	useEffect(() => {
		if (page && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
	}, [page, hash]);
	/** Links in the content to our own pages navigate inside the app instead of reloading it. */
	const followLink = (event) => {
		const link = event.target.closest("a");
		if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
		const url = new URL(link.href, window.location.href);
		if (url.origin !== window.location.origin || link.target) return;
		event.preventDefault();
		navigate(url.pathname + url.search + url.hash);
	};
	if (error instanceof ApiError && error.status === 404) return /* @__PURE__ */ jsx(RouteErrorView, { error });
	return /* @__PURE__ */ jsxs("div", {
		className: "container app-static-page py-4 py-md-5",
		"data-route": routeName,
		"data-page": name,
		children: [name === "ban" && isBanState(state) && /* @__PURE__ */ jsx(BanNotice, { until: state.until }), isPending ? /* @__PURE__ */ jsx(PageLoading, {}) : isError ? /* @__PURE__ */ jsx("div", {
			className: "alert alert-danger",
			role: "alert",
			children: t("errors.internal_error")
		}) : /* @__PURE__ */ jsxs("article", {
			lang: page.lang,
			children: [
				/* @__PURE__ */ jsxs("header", {
					className: "d-flex flex-wrap align-items-start justify-content-between gap-2 mb-4",
					children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
						className: "h2 mb-1",
						children: page.title
					}), page.updated && /* @__PURE__ */ jsx("p", {
						className: "text-body-secondary small mb-0",
						"data-testid": "page-updated",
						children: t("static_pages.updated", { date: new Date(page.updated).toLocaleDateString(lang, {
							dateStyle: "long",
							timeZone: "UTC"
						}) })
					})] }), /* @__PURE__ */ jsxs(Button, {
						variant: "outline-secondary",
						size: "sm",
						className: "app-static-actions d-inline-flex align-items-center gap-2",
						onClick: () => window.print(),
						children: [/* @__PURE__ */ jsx(Printer, { "aria-hidden": "true" }), t("static_pages.print")]
					})]
				}),
				toc.length > 0 && /* @__PURE__ */ jsxs("nav", {
					className: "app-static-toc card card-body mb-4",
					"aria-label": t("static_pages.contents"),
					children: [/* @__PURE__ */ jsx("h2", {
						className: "h6 text-body-secondary",
						children: t("static_pages.contents")
					}), /* @__PURE__ */ jsx("ul", {
						className: "mb-0",
						children: toc.map((heading) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
							href: `#${heading.id}`,
							children: heading.text
						}) }, heading.id))
					})]
				}),
				/* @__PURE__ */ jsx("div", {
					className: "app-static-body",
					onClick: followLink,
					dangerouslySetInnerHTML: { __html: page.html },
					"data-testid": "page-body"
				})
			]
		})]
	});
}
export { Component, handle, loader };
