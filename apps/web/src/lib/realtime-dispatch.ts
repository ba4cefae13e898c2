import type { ChatEntry, ChatMessage, ChatsResponse, RealtimeEvent } from '@app/core';
import type { QueryClient } from '@tanstack/react-query';
import { addMessageToHistory, chatsQuery, markChatRead, type MessagePages, messagesQuery, removeChat, updateChats } from './chat-queries';
import { reloadAfterBlockChange } from './block-change';
import { likesQuery } from './likes';
import { CREDITS_OFFER_KEY } from './payments';
import { userQuery } from './session';

let openConversationId: number | null = null;

/**
 * The conversation on screen, if any: a message arriving there is read at once (the page marks
 * it read), so it does not raise the unread count meanwhile.
 */
export function setOpenConversation(conversationId: number | null): void {
  openConversationId = conversationId;
}

function isOnScreen(conversationId: number): boolean {
  return openConversationId === conversationId && (typeof document === 'undefined' || document.visibilityState !== 'hidden');
}

/** A new message in the list: its chat moves to the top with the message as its preview. */
function applyMessage(queryClient: QueryClient, message: ChatMessage, userId: number): void {
  addMessageToHistory(queryClient, message);
  const data = queryClient.getQueryData<ChatsResponse>(chatsQuery.queryKey);
  const entry = data?.chats.find((chat) => chat.conversation.id === message.conversation_id);
  if (!data || !entry) {
    // A conversation the list does not know yet (or no list loaded): ask the server.
    void queryClient.invalidateQueries({ queryKey: chatsQuery.queryKey });
    return;
  }
  if (entry.last_message && entry.last_message.id === message.id) return;
  const incoming = message.sender_id !== userId && !isOnScreen(message.conversation_id);
  const updated: ChatEntry = {
    ...entry,
    last_message: message,
    num_unread_messages: entry.num_unread_messages + (incoming ? 1 : 0),
  };
  updateChats(queryClient, (chats) => [updated, ...chats.filter((chat) => chat !== entry)]);
}

/** The other member read the conversation: the member's own messages in it get their read ticks. */
function applyRead(queryClient: QueryClient, conversationId: number, readerId: number, userId: number): void {
  if (readerId === userId) {
    // Read in another tab of the same member.
    markChatRead(queryClient, conversationId);
    return;
  }
  const markOwn = (message: ChatMessage): ChatMessage =>
    message.sender_id === userId && !message.read ? { ...message, read: true } : message;
  queryClient.setQueryData<MessagePages>(messagesQuery(conversationId).queryKey, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, messages: page.messages.map(markOwn) })) } : data,
  );
  updateChats(queryClient, (chats) =>
    chats.map((chat) =>
      chat.conversation.id === conversationId && chat.last_message
        ? { ...chat, last_message: markOwn(chat.last_message) }
        : chat,
    ),
  );
}

/**
 * What a WebSocket event (issue 5, contract RealtimeEvent) changes in the TanStack cache: chats
 * and the open conversation follow at once; a like reloads the likes (SPEC §7).
 */
export function applyRealtimeEvent(queryClient: QueryClient, event: RealtimeEvent, userId: number): void {
  switch (event.type) {
    case 'message':
      applyMessage(queryClient, event.message, userId);
      break;
    case 'read':
      applyRead(queryClient, event.conversation_id, event.reader_id, userId);
      break;
    case 'chat_deleted':
      removeChat(queryClient, event.conversation_id);
      break;
    case 'unblocked':
      void reloadAfterBlockChange(queryClient, event.member_id);
      break;
    case 'like':
      void queryClient.invalidateQueries({ queryKey: likesQuery.queryKey });
      break;
    case 'user':
      // A payment was credited or a direct debit bounced: balance, premium, stored methods changed.
      void queryClient.invalidateQueries({ queryKey: userQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: CREDITS_OFFER_KEY });
      break;
  }
}

/**
 * Reloads whatever a missed event would have changed (the cases of applyRealtimeEvent): chats and
 * open histories (message, read, chat_deleted), likes, and the member's user and credit offer.
 */
export function reloadAfterMissedEvents(queryClient: QueryClient): void {
  for (const queryKey of [chatsQuery.queryKey, ['messages'], likesQuery.queryKey, userQuery.queryKey, CREDITS_OFFER_KEY]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
