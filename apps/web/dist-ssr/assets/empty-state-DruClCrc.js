import { jsx, jsxs } from "react/jsx-runtime";
// src/components/empty-state.tsx
/** A friendly 'nothing here yet' with an icon and, usually, the way to something. */
function EmptyState({ icon, title, text, children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "text-center py-5 px-3",
		"data-testid": "empty-state",
		children: [
			/* @__PURE__ */ jsx("div", {
				className: "text-primary opacity-75 mb-3",
				"aria-hidden": "true",
				children: icon
			}),
			/* @__PURE__ */ jsx("h2", {
				className: "h5",
				children: title
			}),
			text && /* @__PURE__ */ jsx("p", {
				className: "text-body-secondary mx-auto app-measure",
				children: text
			}),
			children
		]
	});
}
export { EmptyState as t };
