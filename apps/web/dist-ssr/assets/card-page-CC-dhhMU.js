import { t as useDocumentTitle } from "./use-document-title-DKqvownB.js";
import { g as useRouteName } from "../entry-server.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/card-page.tsx
/** A page that is one centred card: the account pages (login, reset, results) all look alike. */
function CardPage({ title, icon, wide, children }) {
	const name = useRouteName();
	useDocumentTitle(title);
	return /* @__PURE__ */ jsx("div", {
		className: "container py-4 py-md-5",
		"data-route": name,
		children: /* @__PURE__ */ jsx("div", {
			className: "row justify-content-center",
			children: /* @__PURE__ */ jsx("div", {
				className: wide ? "col-lg-8" : "col-md-9 col-lg-6",
				children: /* @__PURE__ */ jsx("div", {
					className: "card border-0 shadow-sm",
					children: /* @__PURE__ */ jsxs("div", {
						className: "card-body p-4 p-md-5",
						children: [
							icon && /* @__PURE__ */ jsx("div", {
								className: "text-primary mb-3",
								"aria-hidden": "true",
								children: icon
							}),
							/* @__PURE__ */ jsx("h1", {
								className: "h3 mb-3",
								children: title
							}),
							children
						]
					})
				})
			})
		})
	});
}
export { CardPage as t };
