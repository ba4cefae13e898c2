import { n as SignupGate, r as SignupFlow, t as useSignupFlow } from "./use-signup-flow-CF-7COOK.js";
import { c as DialogHeader } from "../entry-server.js";
import { useTranslation } from "react-i18next";
import { useState } from "react";
import { Modal } from "react-bootstrap";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/signup/signup-modal.tsx
/**
* The layouts' signup modal. Once typing has begun it closes only by its close button: a stray
* click beside it or Escape must not throw a half-done signup away (SPEC §4).
*/
function SignupModal({ onClosed }) {
	const { t } = useTranslation();
	const [show, setShow] = useState(true);
	const close = () => setShow(false);
	const flow = useSignupFlow({ onSignedUp: close });
	return /* @__PURE__ */ jsxs(Modal, {
		show,
		onHide: close,
		onExited: onClosed,
		backdrop: flow.inProgress ? "static" : true,
		keyboard: !flow.inProgress,
		centered: true,
		"data-testid": "signup-modal",
		children: [/* @__PURE__ */ jsx(DialogHeader, { children: t("signup.title") }), /* @__PURE__ */ jsx(Modal.Body, {
			className: "p-4",
			children: /* @__PURE__ */ jsx(SignupGate, { children: /* @__PURE__ */ jsx(SignupFlow, {
				flow,
				onLeave: close
			}) })
		})]
	});
}
export { SignupModal as default };
