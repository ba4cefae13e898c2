import { r as pathFor } from "./route-table-DxKv25ul.js";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Modal } from "react-bootstrap";
import { ShieldExclamation } from "react-bootstrap-icons";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/entry-warning/entry-warning-content.tsx
/** Where "Leave" takes a visitor who is not of age or does not want adult content. */
var LEAVE_URL = "https://www.google.com/";
/** The warning's words and its two answers, the same in the app's modal and the landers' dialog. */
function EntryWarningContent({ t, siteName, fictionalWarning, cookieLink, onEnter }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(ShieldExclamation, {
			size: 40,
			className: "text-primary mb-2",
			"aria-hidden": "true"
		}),
		/* @__PURE__ */ jsx("h2", {
			className: "h4",
			id: "entry-warning-title",
			children: t("entry_warning.title")
		}),
		/* @__PURE__ */ jsx("p", { children: t("entry_warning.age", { site: siteName }) }),
		/* @__PURE__ */ jsx("p", { children: t("entry_warning.adult_content") }),
		fictionalWarning && /* @__PURE__ */ jsx("p", { children: fictionalWarning }),
		/* @__PURE__ */ jsxs("p", {
			className: "small text-body-secondary app-inline-links",
			children: [
				t("entry_warning.cookies"),
				" ",
				cookieLink
			]
		}),
		/* @__PURE__ */ jsx("button", {
			type: "button",
			className: "btn btn-primary btn-lg w-100",
			onClick: onEnter,
			"data-testid": "entry-warning-enter",
			children: t("entry_warning.enter")
		}),
		/* @__PURE__ */ jsx("a", {
			className: "btn btn-link text-body-secondary mt-2",
			href: LEAVE_URL,
			rel: "noreferrer",
			"data-testid": "entry-warning-leave",
			children: t("entry_warning.leave")
		})
	] });
}
// src/features/entry-warning/entry-warning-modal.tsx
/**
* The warning itself: a static backdrop and no close button, because it must be answered: enter
* (remembered for good) or leave.
*/
function EntryWarningModal({ siteName, fictionalWarning, onEnter }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx(Modal, {
		show: true,
		backdrop: "static",
		keyboard: false,
		centered: true,
		"aria-labelledby": "entry-warning-title",
		"data-testid": "entry-warning",
		children: /* @__PURE__ */ jsx(Modal.Body, {
			className: "p-4 text-center",
			children: /* @__PURE__ */ jsx(EntryWarningContent, {
				t,
				siteName,
				fictionalWarning,
				cookieLink: /* @__PURE__ */ jsx(Link, {
					to: pathFor("pages-cookies"),
					children: t("entry_warning.cookies_link")
				}),
				onEnter
			})
		})
	});
}
export { EntryWarningModal as default };
