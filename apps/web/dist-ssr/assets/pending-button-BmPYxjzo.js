import { Button, Spinner } from "react-bootstrap";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/pending-button.tsx
/**
* A button that starts a request (a form's submit button unless told otherwise): disabled with a
* spinner while the request runs, so it is not sent twice.
*/
function PendingButton({ pending, children, ...button }) {
	return /* @__PURE__ */ jsxs(Button, {
		type: "submit",
		variant: "primary",
		...button,
		disabled: pending || button.disabled,
		"aria-busy": pending,
		children: [pending && /* @__PURE__ */ jsx(Spinner, {
			as: "span",
			animation: "border",
			size: "sm",
			className: "me-2",
			"aria-hidden": "true"
		}), children]
	});
}
export { PendingButton as t };
