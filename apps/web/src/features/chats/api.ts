import {
  API_RETRIES,
  type ChatEntry,
  type ChatMessage,
  type ChatsResponse,
  type ConversationResponse,
  type Gift,
  PHOTO_FILE_FIELD,
  type PhotoMessageFields,
  type SendMessageResponse,
  type User,
} from '@app/core';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api-client';
import { addMessageToHistory, chatsQuery, markChatRead, removeChat, updateChats } from '../../lib/chat-queries';
import { userQuery } from '../../lib/session';

/** GET /api/gifts.php: the gift catalogue, the same for the whole visit. */
export const giftsQuery = queryOptions({
  queryKey: ['gifts'],
  queryFn: ({ signal }) => api('gifts.php', 'GiftsResponse', { signal }),
  staleTime: Infinity,
});

/** GET /api/conversation.php?profile_id=: opens (or starts) the conversation with a member. */
export const conversationQuery = (profileId: number) =>
  queryOptions({
    queryKey: ['conversation', profileId],
    queryFn: ({ signal }) => api('conversation.php', 'ConversationResponse', { query: { profile_id: profileId }, signal }),
    staleTime: 0,
  });

/** A conversation opened through /members/{id}/chat, kept for the chat page when the list does not show it yet. */
export const openedChatKey = (conversationId: number) => ['opened-chat', conversationId] as const;

export function rememberOpenedChat(queryClient: QueryClient, chat: ChatEntry): void {
  queryClient.setQueryData(openedChatKey(chat.conversation.id), chat);
}

/**
 * SPEC §4 delete: the chat leaves the list at once, then DELETE /api/chat.php; on failure the
 * page shows the error (mutation.error) and the chats reload.
 */
export const deleteChatKey = ['delete-chat'] as const;

export function useDeleteChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteChatKey,
    mutationFn: (conversationId: number) =>
      api('chat.php', 'OkResponse', { method: 'DELETE', body: { conversation: { id: conversationId } } }),
    onMutate: async (conversationId) => {
      await queryClient.cancelQueries({ queryKey: chatsQuery.queryKey });
      removeChat(queryClient, conversationId);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: chatsQuery.queryKey }),
  });
}

/** SPEC §4: opening a conversation sets its unread to zero, here at once and on the server. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) => {
      markChatRead(queryClient, conversationId);
      return api('chat-read.php', 'OkResponse', { method: 'POST', body: { conversation_id: conversationId }, repeatable: true });
    },
  });
}

/**
 * POST /api/fictional-warning.php: the member confirmed the warning about fictional profiles; it
 * holds for every such profile, so no conversation asks again.
 */
export function useConfirmFictionalWarning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('fictional-warning.php', 'OkResponse', { method: 'POST', repeatable: true }),
    onSuccess: () => {
      const confirmed = (chat: ChatEntry): ChatEntry => ({ ...chat, fictional_warning_pending: false });
      updateChats(queryClient, (chats) => chats.map(confirmed));
      queryClient.setQueriesData<ChatEntry>({ queryKey: ['opened-chat'] }, (chat) => chat && confirmed(chat));
      queryClient.setQueriesData<ConversationResponse>({ queryKey: ['conversation'] }, (data) => data && { chat: confirmed(data.chat) });
    },
  });
}

/** What the member sends; the client id stays the same over every try (charged once, issue 5). */
export type Outgoing =
  | { kind: 'text'; text: string; client_message_id: string }
  | { kind: 'gift'; gift: Gift; client_message_id: string }
  | { kind: 'photo'; file: File; client_message_id: string };

/** One try: JSON for text and gifts, multipart (the contract's PhotoMessageFields and the file) for a photo. */
export function postMessage(profileId: number, outgoing: Outgoing, signal?: AbortSignal): Promise<SendMessageResponse> {
  if (outgoing.kind === 'photo') {
    const fields: Record<keyof PhotoMessageFields, string> = {
      profile_id: String(profileId),
      client_message_id: outgoing.client_message_id,
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set(PHOTO_FILE_FIELD, outgoing.file);
    return api('messages.php', 'SendMessageResponse', { method: 'POST', form, signal });
  }
  const body =
    outgoing.kind === 'text'
      ? { kind: 'text', profile_id: profileId, client_message_id: outgoing.client_message_id, text: outgoing.text }
      : { kind: 'gift', profile_id: profileId, client_message_id: outgoing.client_message_id, gift_id: outgoing.gift.id };
  return api('messages.php', 'SendMessageResponse', { method: 'POST', body, signal });
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * SPEC §7: a send that failed on the network or the server is tried again (up to 5 times, the
 * delay doubling from 1 s), always with the same client_message_id so the server stores and
 * charges it once. A refusal (4xx) is final at once.
 */
export async function sendWithRetry(
  send: () => Promise<SendMessageResponse>,
  { retries = API_RETRIES, delay = (attempt: number) => 1000 * 2 ** attempt, sleep = wait } = {},
): Promise<SendMessageResponse> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const retryable = !(error instanceof ApiError) || error.retryable;
      if (!retryable || attempt >= retries) throw error;
      await sleep(delay(attempt));
    }
  }
}

/** A sent message lands in the history and the list; the answer's balance becomes the member's. */
export function applySent(queryClient: QueryClient, message: ChatMessage, credits: number): void {
  addMessageToHistory(queryClient, message);
  const listed = queryClient
    .getQueryData<ChatsResponse>(chatsQuery.queryKey)
    ?.chats.find((chat) => chat.conversation.id === message.conversation_id);
  if (listed) {
    updateChats(queryClient, (chats) => [{ ...listed, last_message: message }, ...chats.filter((chat) => chat !== listed)]);
  } else {
    // A first message: the new conversation joins the list from the server.
    void queryClient.invalidateQueries({ queryKey: chatsQuery.queryKey });
  }
  queryClient.setQueryData<User | null>(userQuery.queryKey, (user) => (user ? { ...user, credits } : user));
}
