import { r as pathFor } from "./route-table-DxKv25ul.js";
import { t as PageLoading } from "./page-loading-Z-lFEJrw.js";
import { t as PremiumCta } from "./premium-cta-DT86bKix.js";
import { t as MemberOnly } from "./route-guards-BaOcFdtj.js";
import { t as useDocumentTitle } from "./use-document-title-DKqvownB.js";
import { y as ApiError } from "./use-session-Cd-1WGe-.js";
import { u as errorText } from "../entry-server.js";
import { n as conversationQuery, s as rememberOpenedChat } from "./api-BkBCLTe8.js";
import { t as ChatHeader } from "./chat-header-DlfwMfYh.js";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useEffect } from "react";
import { Alert } from "react-bootstrap";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/chats/member-chat-page.tsx
/** /members/{id}/chat: opens (or starts) the conversation with the member, then shows it as /chats/{id}. */
function Component() {
	const { t } = useTranslation();
	useDocumentTitle(t("routes.members-id-chat"));
	const { id: rawId } = useParams();
	const profileId = Number(rawId);
	return /* @__PURE__ */ jsx(MemberOnly, { children: /* @__PURE__ */ jsx("div", {
		className: "app-chat-screen",
		"data-route": "members-id-chat",
		children: Number.isInteger(profileId) && profileId > 0 ? /* @__PURE__ */ jsx(OpenConversation, { profileId }) : /* @__PURE__ */ jsx(Alert, {
			variant: "danger",
			className: "m-3",
			children: t("errors.not_found")
		})
	}) });
}
function OpenConversation({ profileId }) {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const opened = useQuery({
		...conversationQuery(profileId),
		retry: (count, error) => error instanceof ApiError && error.retryable && count < 3
	});
	const chat = opened.data?.chat;
	useEffect(() => {
		if (!chat) return;
		rememberOpenedChat(queryClient, chat);
		navigate(pathFor("chats-id", { id: String(chat.conversation.id) }), { replace: true });
	}, [
		chat,
		navigate,
		queryClient
	]);
	const error = opened.error;
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(ChatHeader, { profile: void 0 }), /* @__PURE__ */ jsxs("div", {
		className: "app-chat-column p-3",
		children: [opened.isPending && /* @__PURE__ */ jsx(PageLoading, {}), error instanceof ApiError && error.code === "conversation_limit_reached" ? /* @__PURE__ */ jsx(PremiumCta, { text: t("errors.conversation_limit_reached", {
			limit: 2,
			...error.params
		}) }) : error && /* @__PURE__ */ jsx(Alert, {
			variant: "danger",
			"data-testid": "open-chat-error",
			children: errorText(t, error)
		})]
	})] });
}
export { Component };
