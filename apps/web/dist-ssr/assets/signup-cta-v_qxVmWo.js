import { t as useOpenSignup } from "../entry-server.js";
import { t as loginPath } from "./safe-next-D6uva3k-.js";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { PersonPlusFill } from "react-bootstrap-icons";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/signup-cta.tsx
/** For a visitor where members only may go on: sign up (the modal) or log in and come back here. */
function SignupCta({ title, text }) {
	const { t } = useTranslation();
	const openSignup = useOpenSignup();
	const location = useLocation();
	return /* @__PURE__ */ jsx("div", {
		className: "card border-0 shadow-sm text-center app-signup-cta",
		"data-testid": "signup-cta",
		children: /* @__PURE__ */ jsxs("div", {
			className: "card-body p-4 p-md-5",
			children: [
				/* @__PURE__ */ jsx(PersonPlusFill, {
					size: 40,
					className: "text-primary mb-3",
					"aria-hidden": "true"
				}),
				/* @__PURE__ */ jsx("h2", {
					className: "h4",
					children: title ?? t("signup_cta.title")
				}),
				/* @__PURE__ */ jsx("p", {
					className: "text-body-secondary mb-4",
					children: text ?? t("signup_cta.text")
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "d-flex flex-wrap justify-content-center gap-2",
					children: [/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "btn btn-primary btn-lg",
						onClick: openSignup,
						children: t("home.cta_signup")
					}), /* @__PURE__ */ jsx(Link, {
						className: "btn btn-outline-secondary btn-lg",
						to: loginPath(`${location.pathname}${location.search}`),
						children: t("nav.login")
					})]
				})
			]
		})
	});
}
export { SignupCta as t };
