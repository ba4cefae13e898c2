import { c as DialogHeader, u as errorText } from "../entry-server.js";
import { t as PendingButton } from "./pending-button-BmPYxjzo.js";
import { useTranslation } from "react-i18next";
import { Alert, Button, Modal } from "react-bootstrap";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/confirm-modal.tsx
/** Asks before a step that cannot be undone; the step's error shows under the question. */
function ConfirmModal({ title, confirmLabel, pending, error, onConfirm, onClose, size, "data-testid": testId, children }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs(Modal, {
		show: true,
		onHide: onClose,
		centered: true,
		size,
		"data-testid": testId,
		children: [
			/* @__PURE__ */ jsx(DialogHeader, { children: title }),
			/* @__PURE__ */ jsxs(Modal.Body, { children: [children, error != null && /* @__PURE__ */ jsx(Alert, {
				variant: "danger",
				className: "mt-3 mb-0",
				children: errorText(t, error)
			})] }),
			/* @__PURE__ */ jsxs(Modal.Footer, { children: [/* @__PURE__ */ jsx(Button, {
				variant: "link",
				onClick: onClose,
				children: t("common.cancel")
			}), /* @__PURE__ */ jsx(PendingButton, {
				type: "button",
				variant: "danger",
				pending,
				onClick: onConfirm,
				children: confirmLabel
			})] })
		]
	});
}
export { ConfirmModal as t };
