import { C as SendMessageResponse, K as PHOTO_FILE_FIELD, b as GiftsResponse, et as OkResponse, y as ConversationResponse } from "./route-table-DxKv25ul.js";
import { b as api, p as userQuery, y as ApiError } from "./use-session-Cd-1WGe-.js";
import { c as addMessageToHistory, d as markChatRead, h as updateChats, l as chatsQuery, p as removeChat } from "./use-document-title-DKqvownB.js";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
// src/features/chats/api.ts
/** GET /api/gifts.php: the gift catalogue, the same for the whole visit. */
var giftsQuery = queryOptions({
	queryKey: ["gifts"],
	queryFn: ({ signal }) => api("gifts.php", GiftsResponse, { signal }),
	staleTime: Infinity
});
/** GET /api/conversation.php?profile_id=: opens (or starts) the conversation with a member. */
var conversationQuery = (profileId) => queryOptions({
	queryKey: ["conversation", profileId],
	queryFn: ({ signal }) => api("conversation.php", ConversationResponse, {
		query: { profile_id: profileId },
		signal
	}),
	staleTime: 0
});
/** A conversation opened through /members/{id}/chat, kept for the chat page when the list does not show it yet. */
var openedChatKey = (conversationId) => ["opened-chat", conversationId];
function rememberOpenedChat(queryClient, chat) {
	queryClient.setQueryData(openedChatKey(chat.conversation.id), chat);
}
/**
* SPEC §4 delete: the chat leaves the list at once, then DELETE /api/chat.php; on failure the
* page shows the error (mutation.error) and the chats reload.
*/
var deleteChatKey = ["delete-chat"];
function useDeleteChat() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationKey: deleteChatKey,
		mutationFn: (conversationId) => api("chat.php", OkResponse, {
			method: "DELETE",
			body: { conversation: { id: conversationId } }
		}),
		onMutate: async (conversationId) => {
			await queryClient.cancelQueries({ queryKey: chatsQuery.queryKey });
			removeChat(queryClient, conversationId);
		},
		onError: () => queryClient.invalidateQueries({ queryKey: chatsQuery.queryKey })
	});
}
/** SPEC §4: opening a conversation sets its unread to zero, here at once and on the server. */
function useMarkRead() {
	const queryClient = useQueryClient();
	return useMutation({ mutationFn: (conversationId) => {
		markChatRead(queryClient, conversationId);
		return api("chat-read.php", OkResponse, {
			method: "POST",
			body: { conversation_id: conversationId }
		});
	} });
}
/**
* POST /api/fictional-warning.php: the member confirmed the warning about fictional profiles; it
* holds for every such profile, so no conversation asks again.
*/
function useConfirmFictionalWarning() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: () => api("fictional-warning.php", OkResponse, { method: "POST" }),
		onSuccess: () => {
			const confirmed = (chat) => ({
				...chat,
				fictional_warning_pending: false
			});
			updateChats(queryClient, (chats) => chats.map(confirmed));
			queryClient.setQueriesData({ queryKey: ["opened-chat"] }, (chat) => chat && confirmed(chat));
			queryClient.setQueriesData({ queryKey: ["conversation"] }, (data) => data && { chat: confirmed(data.chat) });
		}
	});
}
/** One try: JSON for text and gifts, multipart (the contract's PhotoMessageFields and the file) for a photo. */
function postMessage(profileId, outgoing, signal) {
	if (outgoing.kind === "photo") {
		const fields = {
			profile_id: String(profileId),
			client_message_id: outgoing.client_message_id
		};
		const form = new FormData();
		for (const [name, value] of Object.entries(fields)) form.set(name, value);
		form.set(PHOTO_FILE_FIELD, outgoing.file);
		return api("messages.php", SendMessageResponse, {
			method: "POST",
			form,
			signal
		});
	}
	const body = outgoing.kind === "text" ? {
		kind: "text",
		profile_id: profileId,
		client_message_id: outgoing.client_message_id,
		text: outgoing.text
	} : {
		kind: "gift",
		profile_id: profileId,
		client_message_id: outgoing.client_message_id,
		gift_id: outgoing.gift.id
	};
	return api("messages.php", SendMessageResponse, {
		method: "POST",
		body,
		signal
	});
}
var wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
* SPEC §7: a send that failed on the network or the server is tried again (up to 5 times, the
* delay doubling from 1 s), always with the same client_message_id so the server stores and
* charges it once. A refusal (4xx) is final at once.
*/
async function sendWithRetry(send, { retries = 5, delay = (attempt) => 1e3 * 2 ** attempt, sleep = wait } = {}) {
	for (let attempt = 0;; attempt++) try {
		return await send();
	} catch (error) {
		if (!(!(error instanceof ApiError) || error.retryable) || attempt >= retries) throw error;
		await sleep(delay(attempt));
	}
}
/** A sent message lands in the history and the list; the answer's balance becomes the member's. */
function applySent(queryClient, message, credits) {
	addMessageToHistory(queryClient, message);
	const listed = queryClient.getQueryData(chatsQuery.queryKey)?.chats.find((chat) => chat.conversation.id === message.conversation_id);
	if (listed) updateChats(queryClient, (chats) => [{
		...listed,
		last_message: message
	}, ...chats.filter((chat) => chat !== listed)]);
	else queryClient.invalidateQueries({ queryKey: chatsQuery.queryKey });
	queryClient.setQueryData(userQuery.queryKey, (user) => user ? {
		...user,
		credits
	} : user);
}
export { openedChatKey as a, sendWithRetry as c, useMarkRead as d, giftsQuery as i, useConfirmFictionalWarning as l, conversationQuery as n, postMessage as o, deleteChatKey as r, rememberOpenedChat as s, applySent as t, useDeleteChat as u };
