import type { ChatsResponse } from '@app/core';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { OTHER, chat, chats, message } from '../test/chat-fixtures';
import { addMessageToHistory, chatsQuery, flattenMessages, messagesQuery, removeChatsWithProfile } from './chat-queries';

describe('history pages', () => {
  it('are shown oldest first without doubles', () => {
    const newest = { messages: [message(3), message(4)], has_more: true };
    const older = { messages: [message(1), message(2), message(3)], has_more: false };
    expect(flattenMessages({ pages: [newest, older] }).map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('take a message that came late by its place, not at the end', () => {
    const queryClient = new QueryClient();
    const key = messagesQuery(message(1).conversation_id).queryKey;
    queryClient.setQueryData(key, { pages: [{ messages: [message(1), message(3)], has_more: false }], pageParams: [undefined] });
    addMessageToHistory(queryClient, message(2));
    addMessageToHistory(queryClient, message(3));
    expect(flattenMessages(queryClient.getQueryData(key)!).map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('page back from the oldest message while there is more', () => {
    const options = messagesQuery(1);
    expect(options.getNextPageParam({ messages: [message(7), message(8)], has_more: true }, [], undefined, [])).toBe(7);
    expect(options.getNextPageParam({ messages: [message(7)], has_more: false }, [], undefined, [])).toBeUndefined();
  });
});

describe('the chat list', () => {
  it('removing chats by profile removes every conversation with that member (SPEC §4)', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(chatsQuery.queryKey, chats(chat(1, OTHER), chat(2, 20), chat(3, OTHER)));
    removeChatsWithProfile(queryClient, OTHER);
    expect(queryClient.getQueryData<ChatsResponse>(chatsQuery.queryKey)!.chats.map((c) => c.conversation.id)).toEqual([2]);
  });
});
