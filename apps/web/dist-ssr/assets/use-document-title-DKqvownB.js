import { s as useSettings } from "./api-CqDn7Rbi.js";
import { P as LikesResponse, S as MessagesResponse, v as ChatsResponse } from "./route-table-DxKv25ul.js";
import { _ as isPushSubscribed, b as api, g as refreshInterval, n as useCurrentUser } from "./use-session-Cd-1WGe-.js";
import { infiniteQueryOptions, queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
// src/lib/chat-queries.ts
/**
* GET /api/chats.php (SPEC §7): the member's conversations and total unread. Shared by the
* navigation badge, the title prefix and the chat pages; refreshed on the SPEC §9 schedule as the
* fallback of the WebSocket.
*/
var chatsQuery = queryOptions({
	queryKey: ["chats"],
	queryFn: ({ signal }) => api("chats.php", ChatsResponse, { signal }),
	staleTime: 1e4,
	refetchInterval: (query) => refreshInterval(query.state.dataUpdateCount, isPushSubscribed())
});
/** GET /api/messages.php: pages of a conversation's history; page 0 is the newest, `before` pages back. */
var messagesQuery = (conversationId) => infiniteQueryOptions({
	queryKey: ["messages", conversationId],
	queryFn: ({ signal, pageParam }) => api("messages.php", MessagesResponse, {
		query: {
			conversation_id: conversationId,
			before: pageParam
		},
		signal
	}),
	initialPageParam: void 0,
	getNextPageParam: (last) => last.has_more ? last.messages[0]?.id : void 0,
	staleTime: 3e4
});
/** A conversation's messages oldest first, without doubles (a message may arrive by the socket and the answer). */
function flattenMessages(data) {
	if (!data) return [];
	const seen = /* @__PURE__ */ new Set();
	const out = [];
	for (const page of [...data.pages].reverse()) for (const message of page.messages) {
		if (seen.has(message.id)) continue;
		seen.add(message.id);
		out.push(message);
	}
	return out;
}
function sameMessage(a, b) {
	return a.id === b.id || a.client_message_id === b.client_message_id && a.sender_id === b.sender_id;
}
/**
* Adds a message to the newest page of its conversation's history, when that history is loaded,
* in the order of the messages' ids: two server processes' events may arrive the other way round
* (docs/realtime.md).
*/
function addMessageToHistory(queryClient, message) {
	queryClient.setQueryData(messagesQuery(message.conversation_id).queryKey, (data) => {
		if (!data) return data;
		if (data.pages.some((page) => page.messages.some((known) => sameMessage(known, message)))) return data;
		const [newest, ...older] = data.pages;
		if (!newest) return data;
		const messages = [...newest.messages, message].sort((a, b) => a.id - b.id);
		return {
			...data,
			pages: [{
				...newest,
				messages
			}, ...older]
		};
	});
}
function withTotal(chats) {
	return {
		chats,
		total_unread: chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0)
	};
}
/** Changes the loaded chat list and recounts total_unread from it. */
function updateChats(queryClient, change) {
	queryClient.setQueryData(chatsQuery.queryKey, (data) => data ? withTotal(change(data.chats)) : data);
}
/** SPEC §4: opening a conversation sets its unread count to zero. */
function markChatRead(queryClient, conversationId) {
	updateChats(queryClient, (chats) => chats.map((chat) => chat.conversation.id === conversationId ? {
		...chat,
		num_unread_messages: 0
	} : chat));
}
/** SPEC §4: a deleted chat leaves the list (and its history the cache). */
function removeChat(queryClient, conversationId) {
	updateChats(queryClient, (chats) => chats.filter((chat) => chat.conversation.id !== conversationId));
	queryClient.removeQueries({ queryKey: messagesQuery(conversationId).queryKey });
}
/** SPEC §4: removing chats by profile removes every conversation with that member. */
function removeChatsWithProfile(queryClient, profileId) {
	const chats = queryClient.getQueryData(chatsQuery.queryKey)?.chats ?? [];
	for (const chat of chats) if (chat.profile?.id === profileId) removeChat(queryClient, chat.conversation.id);
}
// src/lib/likes.ts
/**
* GET /api/likes.php (SPEC §7): who the member likes and who likes the member. Shared by the
* navigation badge, the title prefix and the likes page; refreshed on the SPEC §9 schedule.
*/
var likesQuery = queryOptions({
	queryKey: ["likes"],
	queryFn: ({ signal }) => api("likes.php", LikesResponse, { signal }),
	staleTime: 1e4,
	refetchInterval: (query) => refreshInterval(query.state.dataUpdateCount, isPushSubscribed())
});
/**
* The three tabs of /likes (SPEC §2, §4): received = liked_by in the API's order with the new ones
* first (the sort is stable, so the order within new and within seen stays); sent = the members
* the viewer liked; matches = both ways.
*/
function likesOfType(data, type) {
	const byId = new Map(data.profiles.map((profile) => [profile.id, profile]));
	const likedBy = new Map(data.liked_by.map((entry) => [entry.id, entry.like_new]));
	const entry = (profile) => ({
		profile,
		likesYou: likedBy.has(profile.id),
		isNew: likedBy.get(profile.id) === true
	});
	if (type === "received") return data.liked_by.flatMap(({ id }) => {
		const profile = byId.get(id);
		return profile ? [entry(profile)] : [];
	}).sort((a, b) => Number(b.isNew) - Number(a.isNew));
	if (type === "sent") return data.profiles.filter((profile) => profile.liked).map(entry);
	return data.profiles.filter((profile) => profile.liked && likedBy.has(profile.id)).map(entry);
}
/** How many likes the member has not seen yet: the Likes badge and part of the title prefix. */
function newLikesCount(data) {
	return data?.liked_by.filter((entry) => entry.like_new).length ?? 0;
}
// src/hooks/use-attention-count.ts
/** The member's new likes (the Likes badge); 0 for a visitor. */
function useNewLikesCount() {
	const { data: user } = useCurrentUser();
	const { data } = useQuery({
		...likesQuery,
		enabled: Boolean(user)
	});
	return user ? newLikesCount(data) : 0;
}
/** The member's unread messages (the Messages badge, ChatsResponse.total_unread); 0 for a visitor. */
function useUnreadCount() {
	const { data: user } = useCurrentUser();
	const { data } = useQuery({
		...chatsQuery,
		enabled: Boolean(user)
	});
	return user ? data?.total_unread ?? 0 : 0;
}
/** What waits for the member (SPEC §4): unread messages plus new likes, the title prefix and app badge. */
function useAttentionCount() {
	return useUnreadCount() + useNewLikesCount();
}
// src/lib/title.ts
/**
* SPEC §4: the page title starts with how many things wait for the member (unread messages plus
* new likes), as "(3) Page | Site"; nothing waits, no prefix.
*/
function prefixedTitle(title, count) {
	return count > 0 ? `(${count}) ${title}` : title;
}
/** The same total on the installed app's icon where the device supports it; failures do not matter (SPEC §8). */
function setAppBadge(count) {
	const nav = navigator;
	try {
		(count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.())?.catch(() => {});
	} catch {}
}
// src/hooks/use-document-title.ts
/**
* Sets the tab title as "Page | Site"; the home page passes no page title. A member's title starts
* with the count of what waits for them (SPEC §4).
*/
function useDocumentTitle(pageTitle) {
	const settings = useSettings();
	const waiting = useAttentionCount();
	useEffect(() => {
		const site = settings?.name;
		const title = pageTitle ? [pageTitle, site].filter(Boolean).join(" | ") : [site, settings?.index_title].filter(Boolean).join(" – ");
		if (title) document.title = prefixedTitle(title, waiting);
	}, [
		pageTitle,
		settings?.name,
		settings?.index_title,
		waiting
	]);
}
export { useUnreadCount as a, addMessageToHistory as c, markChatRead as d, messagesQuery as f, updateChats as h, useNewLikesCount as i, chatsQuery as l, removeChatsWithProfile as m, setAppBadge as n, likesOfType as o, removeChat as p, useAttentionCount as r, likesQuery as s, useDocumentTitle as t, flattenMessages as u };
