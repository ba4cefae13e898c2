import { D as ComplaintBody, r as pathFor } from "./route-table-DxKv25ul.js";
import { n as AppForm, t as useFormErrors } from "./use-form-errors-DngMP3g0.js";
import { t as CardPage } from "./card-page-CC-dhhMU.js";
import { t as EmailField } from "./form-field-C5g9m-TW.js";
import { t as PendingButton } from "./pending-button-BmPYxjzo.js";
import { n as useCurrentUser } from "./use-session-Cd-1WGe-.js";
import { f as formErrorsOf } from "../entry-server.js";
import { r as useSendComplaint } from "./complaints-Bvd_NH3g.js";
import { t as ComplaintFields } from "./complaint-fields-axv7v5il.js";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useState } from "react";
import { CheckCircleFill, Flag } from "react-bootstrap-icons";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/complaints/complaints-page.tsx
/** A positive id from the query string, or undefined. */
function idParam(params, name) {
	const id = Number(params.get(name));
	return Number.isInteger(id) && id > 0 ? id : void 0;
}
/**
* /complaints: anyone can complain; about a member when the link carries profile_id, and about
* one of their chat messages (message_id, from a chat) or profile photos (photo_id).
*/
function Component() {
	const { t } = useTranslation();
	const [searchParams] = useSearchParams();
	const aboutMember = idParam(searchParams, "profile_id");
	const messageId = aboutMember && idParam(searchParams, "message_id");
	const photoId = aboutMember && idParam(searchParams, "photo_id");
	const { data: user, isPending: userPending } = useCurrentUser();
	const send = useSendComplaint();
	const errors = useFormErrors();
	const [reason, setReason] = useState(aboutMember ? "fake_profile" : "");
	const [message, setMessage] = useState("");
	const [email, setEmail] = useState("");
	if (send.isSuccess) return /* @__PURE__ */ jsxs(CardPage, {
		title: t("complaints.sent_title"),
		icon: /* @__PURE__ */ jsx(CheckCircleFill, { size: 44 }),
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "lead",
				role: "status",
				"data-testid": "complaint-sent",
				children: t("complaints.sent_text")
			}),
			/* @__PURE__ */ jsx("p", {
				"data-testid": "complaint-reference",
				children: t("complaints.sent_reference", { reference: send.data.reference })
			}),
			/* @__PURE__ */ jsx(Link, {
				className: "btn btn-primary",
				to: aboutMember ? pathFor("members-id", { id: String(aboutMember) }) : pathFor("index"),
				children: aboutMember ? t("complaints.back_to_profile") : t("errors.back_home")
			})
		]
	});
	const submit = () => {
		const body = ComplaintBody.safeParse({
			reason: reason || void 0,
			message,
			email: user || !email.trim() ? void 0 : email,
			profile_id: aboutMember,
			message_id: messageId,
			photo_id: photoId
		});
		const fields = body.success ? {} : formErrorsOf(body.error).fields;
		if (!reason) fields.reason = "required";
		if (!user && !email.trim()) fields.email = "required";
		if (!body.success || Object.keys(fields).length > 0) return errors.showFields(fields);
		errors.clear();
		send.mutate(body.data, { onError: errors.show });
	};
	return /* @__PURE__ */ jsx(CardPage, {
		title: t("routes.complaints"),
		icon: /* @__PURE__ */ jsx(Flag, { size: 40 }),
		wide: true,
		children: /* @__PURE__ */ jsxs("div", {
			"data-route": "complaints",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "text-body-secondary",
					children: aboutMember ? t("complaints.intro_member") : t("complaints.intro")
				}),
				messageId && /* @__PURE__ */ jsx("p", {
					className: "text-body-secondary",
					"data-testid": "complaint-about-message",
					children: t("complaints.about_message")
				}),
				/* @__PURE__ */ jsxs(AppForm, {
					onSubmit: submit,
					error: errors.formError,
					children: [
						/* @__PURE__ */ jsx(ComplaintFields, {
							idPrefix: "complaint",
							reason,
							message,
							onReason: setReason,
							onMessage: setMessage,
							errors: errors.fields
						}),
						!user && !userPending && /* @__PURE__ */ jsx(EmailField, {
							id: "complaint-email",
							label: t("complaints.email"),
							value: email,
							onValueChange: setEmail,
							error: errors.fields.email,
							hint: t("complaints.email_hint"),
							required: true
						}),
						/* @__PURE__ */ jsx(PendingButton, {
							pending: send.isPending,
							"data-testid": "complaint-submit",
							children: t("complaints.submit")
						})
					]
				})
			]
		})
	});
}
export { Component };
