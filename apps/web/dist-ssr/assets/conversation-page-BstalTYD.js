import { t as MemberOnly } from "./route-guards-BaOcFdtj.js";
import { f as messagesQuery, l as chatsQuery, t as useDocumentTitle, u as flattenMessages } from "./use-document-title-DKqvownB.js";
import { n as useCurrentUser, y as ApiError } from "./use-session-Cd-1WGe-.js";
import { S as setOpenConversation, a as FictionalMark, c as DialogHeader, r as photoSrc, u as errorText } from "../entry-server.js";
import { a as openedChatKey, c as sendWithRetry, d as useMarkRead, i as giftsQuery, l as useConfirmFictionalWarning, o as postMessage, t as applySent } from "./api-BkBCLTe8.js";
import { t as ChatHeader } from "./chat-header-DlfwMfYh.js";
import { n as messageTime, t as ChatList } from "./chat-list-DsTl7fR1.js";
import { s as useSettings } from "./api-CqDn7Rbi.js";
import { r as pathFor, x as ICEBREAKER_KEYS } from "./route-table-DxKv25ul.js";
import { t as PremiumCta } from "./premium-cta-DT86bKix.js";
import { skipToken, useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Alert, Button, Form, Modal, Spinner } from "react-bootstrap";
import { ArrowClockwise, Check, CheckAll, Clock, Flag, Gift, Image, SendFill } from "react-bootstrap-icons";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/chats/cost-hint.tsx
/** What sending costs (settings), with the least a message costs in the member's country as money. */
function CostHint() {
	const { t, i18n } = useTranslation();
	const settings = useSettings();
	const { data: user } = useCurrentUser();
	if (!settings) return /* @__PURE__ */ jsx("span", {});
	const minimum = user ? settings.minimum_message_costs[user.profile.country] : void 0;
	let money;
	if (minimum && minimum.costs > 0) try {
		money = new Intl.NumberFormat(i18n.language, {
			style: "currency",
			currency: minimum.currency
		}).format(minimum.costs);
	} catch {
		money = void 0;
	}
	return /* @__PURE__ */ jsxs("span", {
		"data-testid": "cost-hint",
		children: [t("chats.cost_hint", {
			message: settings.message_credits,
			photo: settings.photo_credits,
			gift: settings.gift_credits
		}), money && /* @__PURE__ */ jsxs(Fragment, { children: [" ", t("chats.cost_minimum", { amount: money })] })]
	});
}
// src/features/chats/fictional-warning.tsx
/**
* SPEC §1: before the first paid message to a fictional profile the member reads the site's
* warning, in their language, and confirms it; the server refuses such messages until then.
*/
function FictionalWarning({ onConfirmed }) {
	const { t } = useTranslation();
	const settings = useSettings();
	const confirm = useConfirmFictionalWarning();
	return /* @__PURE__ */ jsxs(Alert, {
		variant: "info",
		className: "mb-0",
		"data-testid": "chat-fictional-warning",
		children: [
			/* @__PURE__ */ jsxs(Alert.Heading, {
				as: "h2",
				className: "h6 d-flex flex-wrap align-items-center gap-2",
				children: [/* @__PURE__ */ jsx(FictionalMark, { fictional: true }), t("chats.fictional_warning_title")]
			}),
			/* @__PURE__ */ jsx("p", { children: settings?.fictional_warning }),
			confirm.isError && /* @__PURE__ */ jsx("p", {
				className: "text-danger small",
				children: errorText(t, confirm.error)
			}),
			/* @__PURE__ */ jsx(Button, {
				variant: "primary",
				disabled: confirm.isPending,
				onClick: () => confirm.mutate(void 0, { onSuccess: onConfirmed }),
				"data-testid": "fictional-warning-confirm",
				children: t("chats.fictional_warning_confirm")
			})
		]
	});
}
// src/features/chats/gift-picker.tsx
/** The gifts to choose from, with what a gift costs. */
function GiftPicker({ onHide, onPick }) {
	const { t } = useTranslation();
	const settings = useSettings();
	const gifts = useQuery(giftsQuery);
	return /* @__PURE__ */ jsxs(Modal, {
		show: true,
		onHide,
		centered: true,
		"data-testid": "gift-picker",
		children: [/* @__PURE__ */ jsx(DialogHeader, { children: t("chats.gifts_title") }), /* @__PURE__ */ jsxs(Modal.Body, { children: [
			settings && /* @__PURE__ */ jsx("p", {
				className: "small text-body-secondary",
				children: t("chats.gift_cost", { credits: settings.gift_credits })
			}),
			gifts.isPending && /* @__PURE__ */ jsx(Spinner, {
				animation: "border",
				variant: "secondary"
			}),
			gifts.isError && /* @__PURE__ */ jsx(Alert, {
				variant: "danger",
				children: errorText(t, gifts.error)
			}),
			gifts.data && /* @__PURE__ */ jsx("div", {
				className: "d-flex flex-wrap gap-2 justify-content-center",
				children: gifts.data.gifts.map((gift) => /* @__PURE__ */ jsx(Button, {
					variant: "outline-secondary",
					className: "app-gift-tile p-2",
					onClick: () => onPick(gift),
					"aria-label": t("chats.send_gift"),
					"data-testid": "gift",
					children: /* @__PURE__ */ jsx("img", {
						src: photoSrc(gift.image_url, settings?.cdn_prefix),
						alt: ""
					})
				}, gift.id))
			})
		] })]
	});
}
// src/features/chats/send-error.tsx
/** Why a send was refused, with the way out where there is one (SPEC §6, §8). */
function SendError({ error, onClose }) {
	const { t } = useTranslation();
	if (error instanceof ApiError && error.code === "not_enough_credits") return /* @__PURE__ */ jsxs(Alert, {
		variant: "warning",
		dismissible: true,
		onClose,
		className: "d-flex flex-wrap align-items-center gap-2 mb-2",
		"data-testid": "not-enough-credits",
		children: [/* @__PURE__ */ jsx("span", {
			className: "flex-grow-1",
			children: t("errors.not_enough_credits")
		}), /* @__PURE__ */ jsx(Link, {
			className: "btn btn-primary btn-sm",
			to: pathFor("credits"),
			children: t("chats.buy_credits")
		})]
	});
	if (error instanceof ApiError && error.code === "conversation_limit_reached") return /* @__PURE__ */ jsx(Alert, {
		variant: "light",
		dismissible: true,
		onClose,
		className: "mb-2 border",
		"data-testid": "conversation-limit",
		children: /* @__PURE__ */ jsx(PremiumCta, {
			compact: true,
			text: t("errors.conversation_limit_reached", {
				limit: 2,
				...error.params
			})
		})
	});
	return /* @__PURE__ */ jsx(Alert, {
		variant: "danger",
		dismissible: true,
		onClose,
		className: "mb-2",
		"data-testid": "send-error",
		children: errorText(t, error)
	});
}
// src/features/chats/composer.tsx
/** Text, gift and photo sending with what they cost; where the member may not reply, why not. */
function Composer({ chat, sender }) {
	const { t } = useTranslation();
	const maxLength = useSettings()?.message_length ?? 1e3;
	const [giftsOpen, setGiftsOpen] = useState(false);
	const photoInput = useRef(null);
	if (!chat.can_reply) return /* @__PURE__ */ jsx("footer", {
		className: "border-top bg-white flex-shrink-0",
		children: /* @__PURE__ */ jsx("div", {
			className: "app-chat-column p-3",
			children: /* @__PURE__ */ jsx(Alert, {
				variant: "info",
				className: "mb-0",
				"data-testid": "cannot-reply",
				children: chat.profile === null ? t("chats.deleted_member_note") : t("errors.cannot_reply")
			})
		})
	});
	const refusedUnwarned = sender.error instanceof ApiError && sender.error.code === "fictional_warning_unconfirmed";
	if (chat.fictional_warning_pending || refusedUnwarned) return /* @__PURE__ */ jsx("footer", {
		className: "border-top bg-white flex-shrink-0",
		children: /* @__PURE__ */ jsx("div", {
			className: "app-chat-column p-3",
			children: /* @__PURE__ */ jsx(FictionalWarning, { onConfirmed: sender.clearError })
		})
	});
	const tooLong = sender.text.length > maxLength;
	return /* @__PURE__ */ jsxs("footer", {
		className: "border-top bg-white flex-shrink-0",
		"data-testid": "composer",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "app-chat-column px-2 px-sm-3 py-2",
			children: [
				sender.error !== null && /* @__PURE__ */ jsx(SendError, {
					error: sender.error,
					onClose: sender.clearError
				}),
				/* @__PURE__ */ jsxs(Form, {
					className: "d-flex align-items-end gap-2",
					onSubmit: (event) => {
						event.preventDefault();
						if (!tooLong) sender.sendText();
					},
					children: [
						/* @__PURE__ */ jsx(Button, {
							variant: "outline-secondary",
							onClick: () => setGiftsOpen(true),
							"aria-label": t("chats.send_gift"),
							title: t("chats.send_gift"),
							"data-testid": "gift-button",
							children: /* @__PURE__ */ jsx(Gift, { "aria-hidden": "true" })
						}),
						/* @__PURE__ */ jsx(Button, {
							variant: "outline-secondary",
							onClick: () => photoInput.current?.click(),
							"aria-label": t("chats.send_photo"),
							title: t("chats.send_photo"),
							"data-testid": "photo-button",
							children: /* @__PURE__ */ jsx(Image, { "aria-hidden": "true" })
						}),
						/* @__PURE__ */ jsx("input", {
							ref: photoInput,
							type: "file",
							accept: "image/*",
							className: "d-none",
							"data-testid": "photo-input",
							onChange: (event) => {
								const file = event.target.files?.[0];
								if (file) sender.sendPhoto(file);
								event.target.value = "";
							}
						}),
						/* @__PURE__ */ jsx("div", {
							className: "flex-grow-1",
							children: /* @__PURE__ */ jsx(Form.Control, {
								as: "textarea",
								rows: 1,
								value: sender.text,
								onChange: (event) => sender.setText(event.target.value),
								onKeyDown: (event) => {
									if (event.key === "Enter" && !event.shiftKey) {
										event.preventDefault();
										if (!tooLong) sender.sendText();
									}
								},
								placeholder: t("chats.placeholder"),
								"aria-label": t("chats.placeholder"),
								isInvalid: tooLong,
								"data-testid": "composer-input"
							})
						}),
						/* @__PURE__ */ jsx(Button, {
							type: "submit",
							variant: "primary",
							disabled: !sender.text.trim() || tooLong,
							"aria-label": t("chats.send"),
							title: t("chats.send"),
							"data-testid": "send",
							children: /* @__PURE__ */ jsx(SendFill, { "aria-hidden": "true" })
						})
					]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "d-flex justify-content-between gap-2 mt-1 small text-body-secondary",
					children: [/* @__PURE__ */ jsx(CostHint, {}), /* @__PURE__ */ jsx("span", {
						className: tooLong ? "text-danger" : "",
						"data-testid": "length-counter",
						children: t("chats.length_counter", {
							count: sender.text.length,
							max: maxLength
						})
					})]
				})
			]
		}), giftsOpen && /* @__PURE__ */ jsx(GiftPicker, {
			onHide: () => setGiftsOpen(false),
			onPick: (gift) => {
				setGiftsOpen(false);
				sender.sendGift(gift);
			}
		})]
	});
}
// src/features/chats/icebreaker-modal.tsx
/** SPEC §2 icebreaker modal: suggested first messages that fill the composer. */
function IcebreakerModal({ show, name, onHide, onPick }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs(Modal, {
		show,
		onHide,
		centered: true,
		"data-testid": "icebreaker-modal",
		children: [/* @__PURE__ */ jsx(DialogHeader, { children: t("chats.icebreaker_title", { name }) }), /* @__PURE__ */ jsxs(Modal.Body, { children: [/* @__PURE__ */ jsx("p", {
			className: "small text-body-secondary",
			children: t("chats.icebreaker_text")
		}), /* @__PURE__ */ jsx("div", {
			className: "d-grid gap-2",
			children: ICEBREAKER_KEYS.map((key) => /* @__PURE__ */ jsx(Button, {
				variant: "outline-secondary",
				className: "text-start",
				onClick: () => onPick(t(`icebreakers.${key}`)),
				"data-testid": "icebreaker",
				children: t(`icebreakers.${key}`)
			}, key))
		})] })]
	});
}
// src/features/chats/message-bubbles.tsx
/** A message in the history; the member's own carry a delivered or read tick. */
function Bubble({ message, own }) {
	const { t, i18n } = useTranslation();
	const settings = useSettings();
	return /* @__PURE__ */ jsx("div", {
		className: `d-flex ${own ? "justify-content-end" : "justify-content-start"}`,
		"data-testid": "message",
		"data-own": own,
		children: /* @__PURE__ */ jsxs("div", {
			className: `app-bubble ${own ? "app-bubble-own" : "app-bubble-other"}`,
			children: [
				message.kind === "photo" && message.photo && /* @__PURE__ */ jsx("a", {
					href: photoSrc(message.photo.url, settings?.cdn_prefix),
					target: "_blank",
					rel: "noreferrer",
					children: /* @__PURE__ */ jsx("img", {
						src: photoSrc(message.photo.thumb_url, settings?.cdn_prefix),
						alt: t("chats.preview_photo"),
						loading: "lazy"
					})
				}),
				message.kind === "gift" && message.gift && /* @__PURE__ */ jsxs("span", {
					className: "d-flex flex-column align-items-center app-gift-tile",
					children: [/* @__PURE__ */ jsx("img", {
						src: photoSrc(message.gift.image_url, settings?.cdn_prefix),
						alt: t("chats.preview_gift")
					}), /* @__PURE__ */ jsx("small", { children: t("chats.preview_gift") })]
				}),
				message.text && /* @__PURE__ */ jsx("span", { children: message.text }),
				/* @__PURE__ */ jsxs("small", {
					className: `d-flex justify-content-end align-items-center gap-1 mt-1 app-bubble-meta${own ? "" : " text-body-secondary"}`,
					children: [
						messageTime(message.created_at, i18n.language),
						!own && /* @__PURE__ */ jsx(Link, {
							to: `${pathFor("complaints")}?profile_id=${message.sender_id}&message_id=${message.id}`,
							className: "text-body-secondary",
							"aria-label": t("chats.report_message"),
							title: t("chats.report_message"),
							"data-testid": "report-message",
							children: /* @__PURE__ */ jsx(Flag, { "aria-hidden": "true" })
						}),
						own && (message.read ? /* @__PURE__ */ jsx(CheckAll, {
							"aria-label": t("chats.read"),
							"data-testid": "read-tick"
						}) : /* @__PURE__ */ jsx(Check, {
							"aria-label": t("chats.delivered"),
							"data-testid": "sent-tick"
						}))
					]
				})
			]
		})
	});
}
/** A message on its way, or failed, with retry and cancel. */
function PendingBubble({ item, onRetry, onDiscard }) {
	const { t } = useTranslation();
	const { outgoing } = item;
	const failed = item.status === "failed";
	return /* @__PURE__ */ jsxs("div", {
		className: "d-flex flex-column align-items-end",
		"data-testid": "pending-message",
		"data-status": item.status,
		children: [/* @__PURE__ */ jsxs("div", {
			className: `app-bubble app-bubble-own ${failed ? "" : "app-bubble-pending"}`,
			children: [
				outgoing.kind === "text" && /* @__PURE__ */ jsx("span", { children: outgoing.text }),
				outgoing.kind === "gift" && t("chats.preview_gift"),
				outgoing.kind === "photo" && t("chats.preview_photo"),
				!failed && /* @__PURE__ */ jsx("small", {
					className: "d-flex justify-content-end mt-1 app-bubble-meta",
					children: /* @__PURE__ */ jsx(Clock, { "aria-label": t("chats.sending") })
				})
			]
		}), failed && /* @__PURE__ */ jsxs("small", {
			className: "text-danger d-flex align-items-center gap-2 mt-1",
			children: [
				t("chats.send_failed"),
				/* @__PURE__ */ jsxs(Button, {
					variant: "link",
					size: "sm",
					className: "p-0",
					onClick: onRetry,
					"data-testid": "retry-send",
					children: [
						/* @__PURE__ */ jsx(ArrowClockwise, { "aria-hidden": "true" }),
						" ",
						t("chats.retry")
					]
				}),
				/* @__PURE__ */ jsx(Button, {
					variant: "link",
					size: "sm",
					className: "p-0 text-body-secondary",
					onClick: onDiscard,
					children: t("common.cancel")
				})
			]
		})]
	});
}
// src/features/chats/use-chat-sender.ts
var newId = () => crypto.randomUUID();
/**
* The composer's text and the messages being sent to one member. A send shows an optimistic bubble;
* the network failing retries with the same client_message_id; a refusal (not enough credits, the
* conversation limit, cannot reply, blocked) removes the bubble and puts the text back in the
* composer, so nothing the member wrote is lost.
*/
function useChatSender(profileId, options = {}) {
	const queryClient = useQueryClient();
	const [text, setText] = useState("");
	const [pending, setPending] = useState([]);
	const [error, setError] = useState(null);
	const { retries, delay } = options;
	const run = useCallback(async (outgoing) => {
		if (profileId === null) return;
		const id = outgoing.client_message_id;
		const others = (list) => list.filter((item) => item.outgoing.client_message_id !== id);
		setPending((list) => [...others(list), {
			outgoing,
			status: "sending"
		}]);
		try {
			const answer = await sendWithRetry(() => postMessage(profileId, outgoing), {
				retries,
				delay
			});
			applySent(queryClient, answer.message, answer.credits);
			setPending(others);
		} catch (failure) {
			if (!(failure instanceof ApiError) || failure.retryable) {
				setPending((list) => list.map((item) => item.outgoing.client_message_id === id ? {
					...item,
					status: "failed"
				} : item));
				return;
			}
			setPending(others);
			if (outgoing.kind === "text") setText((current) => current.trim() ? `${outgoing.text}\n${current}` : outgoing.text);
			setError(failure);
		}
	}, [
		profileId,
		queryClient,
		retries,
		delay
	]);
	return {
		text,
		setText,
		pending,
		error,
		clearError: () => setError(null),
		sendText: useCallback(() => {
			const value = text.trim();
			if (!value) return;
			setText("");
			setError(null);
			run({
				kind: "text",
				text: value,
				client_message_id: newId()
			});
		}, [text, run]),
		sendGift: useCallback((gift) => {
			setError(null);
			run({
				kind: "gift",
				gift,
				client_message_id: newId()
			});
		}, [run]),
		sendPhoto: useCallback((file) => {
			setError(null);
			run({
				kind: "photo",
				file,
				client_message_id: newId()
			});
		}, [run]),
		retry: useCallback((item) => void run(item.outgoing), [run]),
		discard: useCallback((item) => {
			setPending((list) => list.filter((other) => other !== item));
			const outgoing = item.outgoing;
			if (outgoing.kind === "text") setText((current) => current.trim() ? `${outgoing.text}\n${current}` : outgoing.text);
		}, [])
	};
}
// src/features/chats/conversation-page.tsx
/** /chats/{id}: one conversation, beside the list on desktop, alone on phones (SPEC §2, §9). */
function Component() {
	const { id: rawId } = useParams();
	const id = Number(rawId);
	return /* @__PURE__ */ jsx(MemberOnly, { children: /* @__PURE__ */ jsx("div", {
		className: "app-chat-screen",
		"data-route": "chats-id",
		children: /* @__PURE__ */ jsxs("div", {
			className: "app-chats flex-grow-1",
			children: [/* @__PURE__ */ jsx("div", {
				className: "d-none d-md-flex",
				children: /* @__PURE__ */ jsx(ChatList, { activeId: id })
			}), /* @__PURE__ */ jsx("div", {
				className: "app-chat-content",
				children: Number.isInteger(id) && id > 0 ? /* @__PURE__ */ jsx(ConversationLoader, { id }, id) : /* @__PURE__ */ jsx(NotFound, {})
			})]
		})
	}) });
}
function NotFound() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(ChatHeader, { profile: void 0 }), /* @__PURE__ */ jsx("div", {
		className: "app-chat-column p-3",
		children: /* @__PURE__ */ jsx(Alert, {
			variant: "warning",
			"data-testid": "chat-not-found",
			children: t("chats.not_found")
		})
	})] });
}
/** The conversation's entry: from the list, or as /members/{id}/chat opened it. */
function ConversationLoader({ id }) {
	const { t } = useTranslation();
	const chats = useQuery(chatsQuery);
	const opened = useQuery({
		queryKey: openedChatKey(id),
		queryFn: skipToken
	});
	const entry = chats.data?.chats.find((chat) => chat.conversation.id === id) ?? opened.data;
	useDocumentTitle(entry ? entry.profile?.name ?? t("chats.deleted_member") : t("routes.chats-id"));
	if (entry) return /* @__PURE__ */ jsx(Conversation, { chat: entry });
	if (chats.isPending) return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(ChatHeader, { profile: void 0 }), /* @__PURE__ */ jsx("div", {
		className: "text-center p-4",
		children: /* @__PURE__ */ jsx(Spinner, {
			animation: "border",
			variant: "secondary"
		})
	})] });
	return /* @__PURE__ */ jsx(NotFound, {});
}
var NEAR_TOP_PX = 80;
var NEAR_BOTTOM_PX = 120;
function Conversation({ chat }) {
	const { t } = useTranslation();
	const { data: user } = useCurrentUser();
	const conversationId = chat.conversation.id;
	const history = useInfiniteQuery(messagesQuery(conversationId));
	const messages = flattenMessages(history.data);
	const sender = useChatSender(chat.profile?.id ?? null);
	const draft = chat.draft;
	const setSenderText = sender.setText;
	useEffect(() => {
		if (draft) setSenderText((current) => current || draft);
	}, [draft, setSenderText]);
	const name = chat.profile?.name ?? t("chats.deleted_member");
	const markRead = useMarkRead();
	const userId = user?.id;
	const lastIncoming = [...messages].reverse().find((message) => message.sender_id !== userId)?.id;
	const markReadMutate = markRead.mutate;
	useEffect(() => {
		markReadMutate(conversationId);
	}, [
		conversationId,
		lastIncoming,
		markReadMutate
	]);
	useEffect(() => {
		setOpenConversation(conversationId);
		return () => setOpenConversation(null);
	}, [conversationId]);
	const scroller = useRef(null);
	const heightBefore = useRef(null);
	const onScroll = () => {
		const box = scroller.current;
		if (!box || box.scrollTop > NEAR_TOP_PX || !history.hasNextPage || history.isFetchingNextPage) return;
		heightBefore.current = box.scrollHeight;
		history.fetchNextPage();
	};
	const pageCount = history.data?.pages.length ?? 0;
	const newestId = messages.at(-1)?.id ?? 0;
	const pendingCount = sender.pending.length;
	const firstShown = useRef(false);
	useLayoutEffect(() => {
		const box = scroller.current;
		if (!box) return;
		if (heightBefore.current !== null) {
			box.scrollTop += box.scrollHeight - heightBefore.current;
			heightBefore.current = null;
		}
	}, [pageCount]);
	useLayoutEffect(() => {
		const box = scroller.current;
		if (!box || !history.data) return;
		const nearBottom = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM_PX;
		if (!firstShown.current || nearBottom || pendingCount > 0) box.scrollTop = box.scrollHeight;
		firstShown.current = true;
	}, [
		newestId,
		pendingCount,
		history.data
	]);
	const [icebreakerClosed, setIcebreakerClosed] = useState(false);
	const showIcebreaker = chat.can_reply && !chat.fictional_warning_pending && history.isSuccess && messages.length === 0 && sender.pending.length === 0 && !sender.text && !icebreakerClosed;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(ChatHeader, { profile: chat.profile }),
		/* @__PURE__ */ jsx("div", {
			className: "app-chat-history",
			ref: scroller,
			onScroll,
			"data-testid": "chat-history",
			children: /* @__PURE__ */ jsxs("div", {
				className: "app-chat-column px-3 py-3 d-flex flex-column gap-2",
				children: [
					history.isFetchingNextPage && /* @__PURE__ */ jsx("div", {
						className: "text-center",
						children: /* @__PURE__ */ jsx(Spinner, {
							animation: "border",
							size: "sm",
							variant: "secondary"
						})
					}),
					history.hasNextPage && !history.isFetchingNextPage && /* @__PURE__ */ jsx("div", {
						className: "text-center",
						children: /* @__PURE__ */ jsx(Button, {
							variant: "link",
							size: "sm",
							onClick: () => void history.fetchNextPage(),
							"data-testid": "load-older",
							children: t("chats.load_older")
						})
					}),
					history.isPending && /* @__PURE__ */ jsx("div", {
						className: "text-center py-4",
						children: /* @__PURE__ */ jsx(Spinner, {
							animation: "border",
							variant: "secondary"
						})
					}),
					history.isError && /* @__PURE__ */ jsx(Alert, {
						variant: "danger",
						children: errorText(t, history.error)
					}),
					history.isSuccess && messages.length === 0 && sender.pending.length === 0 && /* @__PURE__ */ jsx("p", {
						className: "text-center text-body-secondary my-4",
						"data-testid": "chat-empty",
						children: t("chats.start_text", { name })
					}),
					messages.map((message) => /* @__PURE__ */ jsx(Bubble, {
						message,
						own: message.sender_id === userId
					}, message.id)),
					sender.pending.map((item) => /* @__PURE__ */ jsx(PendingBubble, {
						item,
						onRetry: () => sender.retry(item),
						onDiscard: () => sender.discard(item)
					}, item.outgoing.client_message_id))
				]
			})
		}),
		/* @__PURE__ */ jsx(Composer, {
			chat,
			sender
		}),
		/* @__PURE__ */ jsx(IcebreakerModal, {
			show: showIcebreaker,
			name,
			onHide: () => setIcebreakerClosed(true),
			onPick: (text) => {
				sender.setText(text);
				setIcebreakerClosed(true);
			}
		})
	] });
}
export { Component };
