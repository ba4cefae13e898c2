import { Spinner } from "react-bootstrap";
import { jsx } from "react/jsx-runtime";
// src/components/page-loading.tsx
/** Shown while a page's code loads on the first visit. */
function PageLoading() {
	return /* @__PURE__ */ jsx("div", {
		className: "d-flex justify-content-center py-5",
		"aria-busy": "true",
		children: /* @__PURE__ */ jsx(Spinner, {
			animation: "border",
			variant: "primary"
		})
	});
}
export { PageLoading as t };
