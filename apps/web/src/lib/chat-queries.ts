import type { ChatEntry, ChatMessage, ChatsResponse, MessagesResponse } from '@app/core';
import { type InfiniteData, type QueryClient, infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * GET /api/chats.php (SPEC §7): the member's conversations and total unread. Shared by the
 * navigation badge, the title prefix and the chat pages; refreshed on the SPEC §9 schedule
 * (useMemberRefresh) as the fallback of the WebSocket.
 */
export const chatsQuery = queryOptions({
  queryKey: ['chats'],
  queryFn: ({ signal }) => api('chats.php', 'ChatsResponse', { signal }),
  staleTime: 10_000,
});

export type MessagePages = InfiniteData<MessagesResponse, number | undefined>;

/** GET /api/messages.php: pages of a conversation's history; page 0 is the newest, `before` pages back. */
export const messagesQuery = (conversationId: number) =>
  infiniteQueryOptions({
    queryKey: ['messages', conversationId],
    queryFn: ({ signal, pageParam }) =>
      api('messages.php', 'MessagesResponse', { query: { conversation_id: conversationId, before: pageParam }, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: MessagesResponse) => (last.has_more ? last.messages[0]?.id : undefined),
    staleTime: 30_000,
  });

/** A conversation's messages oldest first, without doubles (a message may arrive by the socket and the answer). */
export function flattenMessages(data: { pages: MessagesResponse[] } | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Set<number>();
  const out: ChatMessage[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      out.push(message);
    }
  }
  return out;
}

function sameMessage(a: ChatMessage, b: ChatMessage): boolean {
  return a.id === b.id || (a.client_message_id === b.client_message_id && a.sender_id === b.sender_id);
}

/**
 * Adds a message to the newest page of its conversation's history, when that history is loaded,
 * in the order of the messages' ids: two server processes' events may arrive the other way round
 * (docs/realtime.md).
 */
export function addMessageToHistory(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<MessagePages>(messagesQuery(message.conversation_id).queryKey, (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.messages.some((known) => sameMessage(known, message)))) return data;
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    const messages = [...newest.messages, message].sort((a, b) => a.id - b.id);
    return { ...data, pages: [{ ...newest, messages }, ...older] };
  });
}

function withTotal(chats: ChatEntry[]): ChatsResponse {
  return { chats, total_unread: chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0) };
}

/** Changes the loaded chat list and recounts total_unread from it. */
export function updateChats(queryClient: QueryClient, change: (chats: ChatEntry[]) => ChatEntry[]): void {
  queryClient.setQueryData<ChatsResponse>(chatsQuery.queryKey, (data) => (data ? withTotal(change(data.chats)) : data));
}

/** SPEC §4: opening a conversation sets its unread count to zero. */
export function markChatRead(queryClient: QueryClient, conversationId: number): void {
  updateChats(queryClient, (chats) =>
    chats.map((chat) => (chat.conversation.id === conversationId ? { ...chat, num_unread_messages: 0 } : chat)),
  );
}

/** SPEC §4: a deleted chat leaves the list (and its history the cache). */
export function removeChat(queryClient: QueryClient, conversationId: number): void {
  updateChats(queryClient, (chats) => chats.filter((chat) => chat.conversation.id !== conversationId));
  queryClient.removeQueries({ queryKey: messagesQuery(conversationId).queryKey });
}

/** SPEC §4: removing chats by profile removes every conversation with that member. */
export function removeChatsWithProfile(queryClient: QueryClient, profileId: number): void {
  const chats = queryClient.getQueryData<ChatsResponse>(chatsQuery.queryKey)?.chats ?? [];
  for (const chat of chats) if (chat.profile?.id === profileId) removeChat(queryClient, chat.conversation.id);
}
