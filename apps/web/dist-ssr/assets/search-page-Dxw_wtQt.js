import { t as EmptyState } from "./empty-state-DruClCrc.js";
import { i as FictionalLegend, u as errorText } from "../entry-server.js";
import { i as ProfileGridItem, n as ProfileCardView, r as ProfileGrid, t as ProfileGridPlaceholder } from "./profile-grid-placeholder--zRXHtix.js";
import { t as SignupCta } from "./signup-cta-v_qxVmWo.js";
import { t as useDocumentTitle } from "./use-document-title-DKqvownB.js";
import { y as ApiError } from "./use-session-Cd-1WGe-.js";
import { r as searchQuery } from "./api-BF9X3HxW.js";
import { Kt as zod_without_eval_exports, Lt as CountryCode, lt as Gender } from "./route-table-DxKv25ul.js";
import { n as countryOptions } from "./countries-6q17D6oN.js";
import { i as regionsQuery, s as useSettings } from "./api-CqDn7Rbi.js";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { useEffect, useId, useRef } from "react";
import { Alert } from "react-bootstrap";
import { ChevronLeft, ChevronRight, Search } from "react-bootstrap-icons";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/components/pagination-nav.tsx
/** Page numbers as real links, so they can be opened, shared and followed back and forth. */
function PaginationNav({ page, pages, hrefOf, numbers }) {
	const { t } = useTranslation();
	if (pages <= 1) return null;
	const item = (target, label, aria, disabled = false) => /* @__PURE__ */ jsx("li", {
		className: `page-item${disabled ? " disabled" : ""}`,
		children: disabled ? /* @__PURE__ */ jsx("span", {
			className: "page-link",
			"aria-hidden": "true",
			children: label
		}) : /* @__PURE__ */ jsx(Link, {
			className: "page-link",
			to: hrefOf(target),
			"aria-label": aria,
			children: label
		})
	});
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": t("pagination.label"),
		className: "mt-4",
		"data-testid": "pagination",
		children: /* @__PURE__ */ jsxs("ul", {
			className: "pagination justify-content-center flex-wrap mb-0",
			children: [
				item(page - 1, /* @__PURE__ */ jsx(ChevronLeft, { "aria-hidden": "true" }), t("pagination.previous"), page <= 1),
				numbers.map((number, index) => number === null ? /* @__PURE__ */ jsx("li", {
					className: "page-item disabled",
					children: /* @__PURE__ */ jsx("span", {
						className: "page-link",
						children: "…"
					})
				}, `gap-${index}`) : number === page ? /* @__PURE__ */ jsx("li", {
					className: "page-item active",
					"aria-current": "page",
					children: /* @__PURE__ */ jsx("span", {
						className: "page-link",
						children: number
					})
				}, number) : /* @__PURE__ */ jsx("li", {
					className: "page-item",
					children: /* @__PURE__ */ jsx(Link, {
						className: "page-link",
						to: hrefOf(number),
						"aria-label": t("pagination.page", { page: number }),
						children: number
					})
				}, number)),
				item(page + 1, /* @__PURE__ */ jsx(ChevronRight, { "aria-hidden": "true" }), t("pagination.next"), page >= pages)
			]
		})
	});
}
// src/features/members/search-state.ts
var DEFAULT_SEARCH = {
	min_age: 18,
	max_age: 99,
	page: 1
};
var Age = zod_without_eval_exports.z.coerce.number().int().min(18).max(99);
var Page = zod_without_eval_exports.z.coerce.number().int().min(1).max(500);
var Region = zod_without_eval_exports.z.string().trim().min(1).max(100);
function parsed(schema, value) {
	if (value === null || value === "") return void 0;
	const result = schema.safeParse(value);
	return result.success ? result.data : void 0;
}
/**
* The search a URL asks for. Whatever is missing or broken (a hand-edited address) falls back to
* the default, field by field, so one bad value does not throw the rest away.
*/
function searchStateFromParams(params) {
	const country = parsed(CountryCode, params.get("country"));
	let minAge = parsed(Age, params.get("min_age")) ?? DEFAULT_SEARCH.min_age;
	let maxAge = parsed(Age, params.get("max_age")) ?? DEFAULT_SEARCH.max_age;
	if (minAge > maxAge) [minAge, maxAge] = [maxAge, minAge];
	const state = {
		min_age: minAge,
		max_age: maxAge,
		page: parsed(Page, params.get("page")) ?? DEFAULT_SEARCH.page
	};
	const gender = parsed(Gender, params.get("gender"));
	if (gender) state.gender = gender;
	if (country) {
		state.country = country;
		const region = parsed(Region, params.get("countryregion"));
		if (region) state.countryregion = region;
	}
	return state;
}
/** The URL query of a search: only what differs from the defaults, in a stable order. */
function searchParamsFromState(state) {
	const params = new URLSearchParams();
	if (state.gender) params.set("gender", state.gender);
	if (state.country) {
		params.set("country", state.country);
		if (state.countryregion) params.set("countryregion", state.countryregion);
	}
	if (state.min_age !== DEFAULT_SEARCH.min_age) params.set("min_age", String(state.min_age));
	if (state.max_age !== DEFAULT_SEARCH.max_age) params.set("max_age", String(state.max_age));
	if (state.page !== DEFAULT_SEARCH.page) params.set("page", String(state.page));
	return params;
}
/** The filters changed: back to the first page of results. */
function withFilters(state, change) {
	const next = {
		...state,
		...change,
		page: 1
	};
	if ("country" in change && change.country !== state.country) delete next.countryregion;
	for (const key of [
		"gender",
		"country",
		"countryregion"
	]) if (!next[key]) delete next[key];
	if (next.min_age > next.max_age) {
		if ("min_age" in change) next.max_age = next.min_age;
		else next.min_age = next.max_age;
	}
	return next;
}
/**
* Page numbers to offer: the first, the last, and two either side of the current one; null marks
* a gap ('…').
*/
function pageNumbers(current, pages) {
	const list = [.../* @__PURE__ */ new Set([
		1,
		pages,
		current - 2,
		current - 1,
		current,
		current + 1,
		current + 2
	])].filter((page) => page >= 1 && page <= pages).sort((a, b) => a - b);
	const out = [];
	for (const page of list) {
		const previous = out[out.length - 1];
		if (typeof previous === "number" && page - previous === 2) out.push(previous + 1);
		else if (typeof previous === "number" && page - previous > 2) out.push(null);
		out.push(page);
	}
	return out;
}
// src/features/members/search-filters.tsx
var AGES = Array.from({ length: 82 }, (_, index) => 18 + index);
/** The search form (SPEC §3): each choice applies at once and lands in the URL. */
function SearchFilters({ state, onChange, onReset }) {
	const { t, i18n } = useTranslation();
	const settings = useSettings();
	const id = useId();
	const fields = new Set(settings?.search_fields ?? [
		"gender",
		"country",
		"region",
		"age"
	]);
	const regions = useQuery({
		...regionsQuery(state.country),
		enabled: Boolean(state.country)
	}).data?.countries[0];
	const countries = countryOptions(settings?.countries ?? [], i18n.resolvedLanguage ?? "en");
	const changed = state.gender || state.country || state.min_age !== DEFAULT_SEARCH.min_age || state.max_age !== DEFAULT_SEARCH.max_age;
	return /* @__PURE__ */ jsx("form", {
		className: "card border-0 shadow-sm app-search-filters",
		role: "search",
		"aria-label": t("search.filters"),
		onSubmit: (e) => e.preventDefault(),
		children: /* @__PURE__ */ jsx("div", {
			className: "card-body p-3",
			children: /* @__PURE__ */ jsxs("div", {
				className: "row g-2 align-items-end",
				children: [
					fields.has("gender") && /* @__PURE__ */ jsxs("div", {
						className: "col-6 col-md",
						children: [/* @__PURE__ */ jsx("label", {
							className: "form-label small fw-semibold mb-1",
							htmlFor: `${id}-gender`,
							children: t("search.gender")
						}), /* @__PURE__ */ jsxs("select", {
							id: `${id}-gender`,
							className: "form-select",
							value: state.gender ?? "",
							onChange: (event) => onChange({ gender: event.target.value || void 0 }),
							children: [/* @__PURE__ */ jsx("option", {
								value: "",
								children: t("search.any_gender")
							}), Gender.options.map((gender) => /* @__PURE__ */ jsx("option", {
								value: gender,
								children: t(`search.genders.${gender}`)
							}, gender))]
						})]
					}),
					fields.has("country") && /* @__PURE__ */ jsxs("div", {
						className: "col-6 col-md",
						children: [/* @__PURE__ */ jsx("label", {
							className: "form-label small fw-semibold mb-1",
							htmlFor: `${id}-country`,
							children: t("fields.country")
						}), /* @__PURE__ */ jsxs("select", {
							id: `${id}-country`,
							className: "form-select",
							value: state.country ?? "",
							onChange: (event) => onChange({ country: event.target.value || void 0 }),
							children: [/* @__PURE__ */ jsx("option", {
								value: "",
								children: t("search.any_country")
							}), countries.map(({ code, name }) => /* @__PURE__ */ jsx("option", {
								value: code,
								children: name
							}, code))]
						})]
					}),
					fields.has("region") && state.country && regions && regions.regions.length > 0 && /* @__PURE__ */ jsxs("div", {
						className: "col-12 col-md",
						children: [/* @__PURE__ */ jsx("label", {
							className: "form-label small fw-semibold mb-1",
							htmlFor: `${id}-region`,
							children: t(`region_labels.${regions.label}`)
						}), /* @__PURE__ */ jsxs("select", {
							id: `${id}-region`,
							className: "form-select",
							value: state.countryregion ?? "",
							onChange: (event) => onChange({ countryregion: event.target.value || void 0 }),
							children: [/* @__PURE__ */ jsx("option", {
								value: "",
								children: t("search.any_region")
							}), regions.regions.map(({ code, name }) => /* @__PURE__ */ jsx("option", {
								value: code,
								children: name
							}, code))]
						})]
					}),
					fields.has("age") && /* @__PURE__ */ jsxs("fieldset", {
						className: "col-12 col-md-auto",
						children: [/* @__PURE__ */ jsx("legend", {
							className: "form-label small fw-semibold mb-1 float-none",
							children: t("search.age")
						}), /* @__PURE__ */ jsxs("div", {
							className: "d-flex align-items-center gap-2",
							children: [
								/* @__PURE__ */ jsx("label", {
									className: "visually-hidden",
									htmlFor: `${id}-min-age`,
									children: t("search.min_age")
								}),
								/* @__PURE__ */ jsx("select", {
									id: `${id}-min-age`,
									className: "form-select app-age-select",
									value: state.min_age,
									onChange: (event) => onChange({ min_age: Number(event.target.value) }),
									children: AGES.map((age) => /* @__PURE__ */ jsx("option", {
										value: age,
										children: age
									}, age))
								}),
								/* @__PURE__ */ jsx("span", {
									"aria-hidden": "true",
									children: "–"
								}),
								/* @__PURE__ */ jsx("label", {
									className: "visually-hidden",
									htmlFor: `${id}-max-age`,
									children: t("search.max_age")
								}),
								/* @__PURE__ */ jsx("select", {
									id: `${id}-max-age`,
									className: "form-select app-age-select",
									value: state.max_age,
									onChange: (event) => onChange({ max_age: Number(event.target.value) }),
									children: AGES.map((age) => /* @__PURE__ */ jsx("option", {
										value: age,
										children: age === 99 ? `${age}+` : age
									}, age))
								})
							]
						})]
					}),
					changed && /* @__PURE__ */ jsx("div", {
						className: "col-12 col-md-auto",
						children: /* @__PURE__ */ jsx("button", {
							type: "button",
							className: "btn btn-link px-0 px-md-2",
							onClick: onReset,
							"data-testid": "search-reset",
							children: t("search.reset")
						})
					})
				]
			})
		})
	});
}
// src/features/members/search-page.tsx
/** The server renders the first page of results the address asks for. */
var handle = { prefetch: ({ queryClient, url }) => queryClient.prefetchQuery(searchQuery(searchStateFromParams(url.searchParams))) };
/** /members: search with filters, result count, page numbers and similar results (SPEC §3). */
function Component() {
	const { t } = useTranslation();
	useDocumentTitle(t("routes.members"));
	const [searchParams] = useSearchParams();
	const navigate = useNavigate();
	const location = useLocation();
	const state = searchStateFromParams(searchParams);
	const search = useQuery(searchQuery(state));
	const resultsTop = useRef(null);
	const hrefOf = (next) => {
		const query = searchParamsFromState(next).toString();
		return `${location.pathname}${query ? `?${query}` : ""}`;
	};
	const go = (next) => void navigate(hrefOf(next));
	const currentState = () => searchStateFromParams(new URLSearchParams(window.location.search));
	const page = state.page;
	const firstRender = useRef(true);
	useEffect(() => {
		if (firstRender.current) {
			firstRender.current = false;
			return;
		}
		resultsTop.current?.scrollIntoView({ block: "start" });
	}, [page]);
	const loginRequired = search.error instanceof ApiError && search.error.code === "login_required";
	const data = search.data;
	return /* @__PURE__ */ jsxs("div", {
		className: "container py-3 py-md-4",
		"data-route": "members",
		children: [/* @__PURE__ */ jsx("h1", {
			className: "h3 mb-3",
			children: t("routes.members")
		}), loginRequired ? /* @__PURE__ */ jsx(SignupCta, {
			title: t("search.login_required_title"),
			text: t("search.login_required_text")
		}) : /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx(SearchFilters, {
				state,
				onChange: (change) => go(withFilters(currentState(), change)),
				onReset: () => go(DEFAULT_SEARCH)
			}),
			/* @__PURE__ */ jsx("div", {
				ref: resultsTop,
				className: "app-scroll-anchor"
			}),
			search.isError && !data && /* @__PURE__ */ jsx(Alert, {
				variant: "danger",
				className: "mt-3",
				children: errorText(t, search.error)
			}),
			!data && search.isPending && /* @__PURE__ */ jsx("div", {
				className: "mt-3",
				children: /* @__PURE__ */ jsx(ProfileGridPlaceholder, {})
			}),
			data && /* @__PURE__ */ jsxs("div", {
				className: `mt-3 app-results${search.isPlaceholderData ? " app-results-loading" : ""}`,
				"aria-busy": search.isFetching,
				children: [
					/* @__PURE__ */ jsx("p", {
						className: "text-body-secondary mb-2",
						role: "status",
						"data-testid": "result-count",
						children: t("search.result_count", { count: data.numResults })
					}),
					/* @__PURE__ */ jsx(FictionalLegend, { shown: data.results.some((profile) => profile.fictional) }),
					data.results.length > 0 ? /* @__PURE__ */ jsx(ProfileGrid, { children: data.results.map((profile) => /* @__PURE__ */ jsx(ProfileGridItem, { children: /* @__PURE__ */ jsx(ProfileCardView, { profile }) }, profile.id)) }) : /* @__PURE__ */ jsx(EmptyState, {
						icon: /* @__PURE__ */ jsx(Search, { size: 40 }),
						title: t("search.no_results"),
						text: t("search.no_results_text"),
						children: /* @__PURE__ */ jsx("button", {
							type: "button",
							className: "btn btn-outline-primary",
							onClick: () => go(DEFAULT_SEARCH),
							children: t("search.reset")
						})
					}),
					/* @__PURE__ */ jsx(PaginationNav, {
						page: data.pageNumber,
						pages: data.pages,
						numbers: pageNumbers(data.pageNumber, data.pages),
						hrefOf: (number) => hrefOf({
							...state,
							page: number
						})
					}),
					data.similar.length > 0 && /* @__PURE__ */ jsxs("section", {
						className: "mt-5",
						"aria-labelledby": "similar-title",
						"data-testid": "similar-results",
						children: [
							/* @__PURE__ */ jsx("h2", {
								className: "h5 mb-1",
								id: "similar-title",
								children: t("search.similar_title")
							}),
							/* @__PURE__ */ jsx("p", {
								className: "text-body-secondary small mb-3",
								children: t("search.similar_text", { count: data.numSimilar })
							}),
							/* @__PURE__ */ jsx(ProfileGrid, { children: data.similar.map((profile) => /* @__PURE__ */ jsx(ProfileGridItem, { children: /* @__PURE__ */ jsx(ProfileCardView, {
								profile,
								headingLevel: 3
							}) }, profile.id)) })
						]
					})
				]
			})
		] })]
	});
}
export { Component, handle };
