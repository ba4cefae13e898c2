import { r as pathFor } from "./route-table-DxKv25ul.js";
import { t as PageLoading } from "./page-loading-Z-lFEJrw.js";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useEffect } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/lander-handoff.tsx
/** Whether this document was loaded for the current address (rather than reached inside the app). */
function loadedForThisAddress() {
	const [navigation] = performance.getEntriesByType("navigation");
	return navigation?.name === window.location.href;
}
/**
* The landers are their own small page that the server writes (lander.html), not part of the app.
* A link inside the app that reaches one loads it from the server. Had the server answered this
* address with the app itself (a development server), loading it again would loop: say so instead.
*/
function Component() {
	const { t } = useTranslation();
	const handOver = !loadedForThisAddress();
	useEffect(() => {
		if (handOver) window.location.reload();
	}, [handOver]);
	if (handOver) return /* @__PURE__ */ jsx(PageLoading, {});
	return /* @__PURE__ */ jsxs("div", {
		className: "container py-5 text-center",
		children: [/* @__PURE__ */ jsx("h1", {
			className: "h2 mb-3",
			children: t("errors.page_not_found")
		}), /* @__PURE__ */ jsx(Link, {
			className: "btn btn-primary",
			to: pathFor("index"),
			children: t("errors.back_home")
		})]
	});
}
export { Component };
