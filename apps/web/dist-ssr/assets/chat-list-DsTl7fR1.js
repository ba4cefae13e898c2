import { t as EmptyState } from "./empty-state-DruClCrc.js";
import { a as FictionalMark, n as ProfilePhoto, p as NavBadge, u as errorText } from "../entry-server.js";
import { l as chatsQuery } from "./use-document-title-DKqvownB.js";
import { r as pathFor } from "./route-table-DxKv25ul.js";
import { r as deleteChatKey, u as useDeleteChat } from "./api-BkBCLTe8.js";
import { useMutationState, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useState } from "react";
import { Alert, Button, Placeholder } from "react-bootstrap";
import { ChatDots, Gift, Image, Trash } from "react-bootstrap-icons";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/chats/chat-list.tsx
/** 'Today' shows the time, older messages the date. */
function messageTime(iso, locale, now = /* @__PURE__ */ new Date()) {
	const date = new Date(iso);
	const sameDay = date.toDateString() === now.toDateString();
	return new Intl.DateTimeFormat(locale, sameDay ? {
		hour: "2-digit",
		minute: "2-digit"
	} : {
		day: "numeric",
		month: "short"
	}).format(date);
}
function MessagePreview({ message }) {
	const { t } = useTranslation();
	if (!message) return /* @__PURE__ */ jsx("span", {
		className: "fst-italic",
		children: t("chats.no_messages_yet")
	});
	if (message.kind === "gift") return /* @__PURE__ */ jsxs("span", {
		className: "d-inline-flex align-items-center gap-1",
		children: [
			/* @__PURE__ */ jsx(Gift, { "aria-hidden": "true" }),
			" ",
			t("chats.preview_gift")
		]
	});
	if (message.kind === "photo") return /* @__PURE__ */ jsxs("span", {
		className: "d-inline-flex align-items-center gap-1",
		children: [
			/* @__PURE__ */ jsx(Image, { "aria-hidden": "true" }),
			" ",
			t("chats.preview_photo")
		]
	});
	return /* @__PURE__ */ jsx(Fragment, { children: message.text });
}
/** The member's conversations (SPEC §2 chat overview): photo, name, last message, time, unread. */
function ChatList({ activeId }) {
	const { t, i18n } = useTranslation();
	const chats = useQuery(chatsQuery);
	const deleteChat = useDeleteChat();
	const navigate = useNavigate();
	const failed = useMutationState({
		filters: {
			mutationKey: deleteChatKey,
			status: "error"
		},
		select: (mutation) => ({
			at: mutation.state.submittedAt,
			error: mutation.state.error
		})
	}).at(-1);
	const [dismissedAt, setDismissedAt] = useState(0);
	return /* @__PURE__ */ jsxs("div", {
		className: "app-chat-list bg-white",
		"data-testid": "chat-list",
		children: [
			failed && failed.at > dismissedAt && /* @__PURE__ */ jsx(Alert, {
				variant: "danger",
				dismissible: true,
				onClose: () => setDismissedAt(failed.at),
				className: "m-2",
				"data-testid": "delete-chat-error",
				children: errorText(t, failed.error)
			}),
			chats.isPending && /* @__PURE__ */ jsx("div", {
				className: "p-3",
				"aria-hidden": "true",
				children: [
					0,
					1,
					2
				].map((row) => /* @__PURE__ */ jsx(Placeholder, {
					as: "div",
					animation: "glow",
					className: "mb-3",
					children: /* @__PURE__ */ jsx(Placeholder, {
						xs: 12,
						size: "lg"
					})
				}, row))
			}),
			chats.isError && /* @__PURE__ */ jsx(Alert, {
				variant: "danger",
				className: "m-2",
				children: errorText(t, chats.error)
			}),
			chats.data && chats.data.chats.length === 0 && /* @__PURE__ */ jsx(EmptyState, {
				icon: /* @__PURE__ */ jsx(ChatDots, { size: 40 }),
				title: t("chats.empty_title"),
				text: t("chats.empty_text"),
				children: /* @__PURE__ */ jsx(Link, {
					className: "btn btn-primary",
					to: pathFor("members"),
					children: t("nav.search_members")
				})
			}),
			chats.data && chats.data.chats.length > 0 && /* @__PURE__ */ jsx("ul", {
				className: "list-unstyled mb-0",
				children: chats.data.chats.map((chat) => /* @__PURE__ */ jsx(ChatRow, {
					chat,
					active: chat.conversation.id === activeId,
					locale: i18n.language,
					onDelete: () => {
						deleteChat.mutate(chat.conversation.id);
						if (chat.conversation.id === activeId) navigate(pathFor("chats"));
					}
				}, chat.conversation.id))
			})
		]
	});
}
function ChatRow({ chat, active, locale, onDelete }) {
	const { t } = useTranslation();
	const unread = chat.num_unread_messages;
	const name = chat.profile?.name ?? t("chats.deleted_member");
	return /* @__PURE__ */ jsxs("li", {
		className: `d-flex align-items-center border-bottom app-chat-item ${active ? "active" : ""}`,
		"data-testid": "chat-item",
		"data-conversation-id": chat.conversation.id,
		children: [/* @__PURE__ */ jsxs(Link, {
			to: pathFor("chats-id", { id: String(chat.conversation.id) }),
			className: "d-flex align-items-center gap-3 px-3 py-2 flex-grow-1 text-reset app-chat-preview",
			"aria-current": active ? "page" : void 0,
			children: [/* @__PURE__ */ jsx("span", {
				className: "app-chat-avatar",
				children: /* @__PURE__ */ jsx(ProfilePhoto, {
					url: chat.profile?.main_image?.thumb_url,
					alt: t("members.photo_of", { name })
				})
			}), /* @__PURE__ */ jsxs("span", {
				className: "flex-grow-1 app-chat-preview",
				children: [/* @__PURE__ */ jsxs("span", {
					className: "d-flex justify-content-between gap-2",
					children: [/* @__PURE__ */ jsxs("span", {
						className: "d-flex align-items-center gap-1 min-w-0",
						children: [/* @__PURE__ */ jsx("span", {
							className: `text-truncate ${unread > 0 ? "fw-bold" : "fw-semibold"}`,
							children: name
						}), /* @__PURE__ */ jsx(FictionalMark, {
							fictional: chat.profile?.fictional ?? false,
							size: 12,
							className: "flex-shrink-0"
						})]
					}), chat.last_message && /* @__PURE__ */ jsx("small", {
						className: "text-body-secondary text-nowrap",
						children: messageTime(chat.last_message.created_at, locale)
					})]
				}), /* @__PURE__ */ jsxs("span", {
					className: "d-flex justify-content-between align-items-center gap-2",
					children: [/* @__PURE__ */ jsx("small", {
						className: `text-truncate ${unread > 0 ? "text-body" : "text-body-secondary"}`,
						children: /* @__PURE__ */ jsx(MessagePreview, { message: chat.last_message })
					}), unread > 0 && /* @__PURE__ */ jsx("span", {
						"aria-label": t("chats.unread", { count: unread }),
						children: /* @__PURE__ */ jsx(NavBadge, {
							count: unread,
							bg: "unread"
						})
					})]
				})]
			})]
		}), /* @__PURE__ */ jsx(Button, {
			variant: "link",
			className: "text-body-secondary px-2",
			onClick: onDelete,
			"aria-label": t("chats.delete", { name }),
			title: t("chats.delete", { name }),
			"data-testid": "delete-chat",
			children: /* @__PURE__ */ jsx(Trash, { "aria-hidden": "true" })
		})]
	});
}
export { messageTime as n, ChatList as t };
