import { t as MemberOnly } from "./route-guards-BaOcFdtj.js";
import { t as useDocumentTitle } from "./use-document-title-DKqvownB.js";
import { t as ChatList } from "./chat-list-DsTl7fR1.js";
import { useTranslation } from "react-i18next";
import { ChatHeart } from "react-bootstrap-icons";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/chats/chats-page.tsx
/** /chats: the conversation list; on desktop beside a hint to pick a conversation (SPEC §2, §9). */
function Component() {
	const { t } = useTranslation();
	useDocumentTitle(t("routes.chats"));
	return /* @__PURE__ */ jsx(MemberOnly, { children: /* @__PURE__ */ jsxs("div", {
		className: "container py-3 py-md-4",
		"data-route": "chats",
		children: [/* @__PURE__ */ jsx("h1", {
			className: "h3 mb-3",
			children: t("routes.chats")
		}), /* @__PURE__ */ jsxs("div", {
			className: "app-chats app-chats-page border rounded bg-white overflow-hidden",
			children: [/* @__PURE__ */ jsx(ChatList, {}), /* @__PURE__ */ jsx("div", {
				className: "app-chat-content d-none d-md-flex align-items-center justify-content-center text-body-secondary p-4 bg-body-tertiary",
				children: /* @__PURE__ */ jsxs("div", {
					className: "text-center",
					children: [/* @__PURE__ */ jsx(ChatHeart, {
						size: 40,
						className: "mb-3 text-secondary",
						"aria-hidden": "true"
					}), /* @__PURE__ */ jsx("p", {
						className: "mb-0",
						children: t("chats.pick_conversation")
					})]
				})
			})]
		})]
	}) });
}
export { Component };
