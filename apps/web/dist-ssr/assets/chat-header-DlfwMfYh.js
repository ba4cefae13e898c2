import { a as FictionalMark, n as ProfilePhoto } from "../entry-server.js";
import { r as pathFor } from "./route-table-DxKv25ul.js";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ArrowLeft } from "react-bootstrap-icons";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/chats/chat-header.tsx
/**
* The chat layout has no navigation: the conversation's own bar leads back and to the member.
* `profile` is undefined while the chat loads, null when the member has deleted their account.
*/
function ChatHeader({ profile }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx("header", {
		className: "border-bottom bg-white shadow-sm flex-shrink-0",
		"data-testid": "chat-header",
		children: /* @__PURE__ */ jsxs("div", {
			className: "d-flex align-items-center gap-2 px-2 py-2",
			children: [
				/* @__PURE__ */ jsx(Link, {
					to: pathFor("chats"),
					className: "btn btn-link text-body px-2",
					"aria-label": t("chats.back"),
					title: t("chats.back"),
					"data-testid": "chat-back",
					children: /* @__PURE__ */ jsx(ArrowLeft, {
						size: 22,
						"aria-hidden": "true"
					})
				}),
				profile === null && /* @__PURE__ */ jsx("span", {
					className: "fw-semibold text-body-secondary",
					"data-testid": "chat-deleted-member",
					children: t("chats.deleted_member")
				}),
				profile && /* @__PURE__ */ jsxs(Link, {
					to: pathFor("members-id", { id: String(profile.id) }),
					className: "d-flex align-items-center gap-2 text-reset min-w-0",
					"data-testid": "chat-profile-link",
					children: [
						/* @__PURE__ */ jsx("span", {
							className: "app-chat-avatar app-chat-avatar-sm",
							children: /* @__PURE__ */ jsx(ProfilePhoto, {
								url: profile.main_image?.thumb_url,
								alt: t("members.photo_of", { name: profile.name }),
								eager: true
							})
						}),
						/* @__PURE__ */ jsx("span", {
							className: "fw-semibold text-truncate",
							children: profile.name
						}),
						/* @__PURE__ */ jsx("span", {
							className: "text-body-secondary",
							children: t("members.age_short", { age: profile.age })
						}),
						/* @__PURE__ */ jsx(FictionalMark, { fictional: profile.fictional })
					]
				})
			]
		})
	});
}
export { ChatHeader as t };
