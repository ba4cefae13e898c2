import { type ChatsResponse, type MessagesResponse } from '@app/core';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ME, OTHER, chat, chats, message } from '../test/chat-fixtures';
import { chatsQuery, flattenMessages, messagesQuery } from './chat-queries';
import { applyRealtimeEvent, reloadAfterMissedEvents, setOpenConversation } from './realtime-dispatch';
import { likesQuery } from './likes';
import { CREDITS_OFFER_KEY } from './payments';
import { userQuery } from './session';

function setup(list: ChatsResponse, history?: MessagesResponse) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(chatsQuery.queryKey, list);
  if (history) {
    queryClient.setQueryData(messagesQuery(1).queryKey, { pages: [history], pageParams: [undefined] });
  }
  const list$ = () => queryClient.getQueryData<ChatsResponse>(chatsQuery.queryKey)!;
  const history$ = () => flattenMessages(queryClient.getQueryData<InfiniteData<MessagesResponse>>(messagesQuery(1).queryKey));
  return { queryClient, list: list$, history: history$ };
}

describe('realtime events in the cache (issue 5)', () => {
  it('an incoming message joins the open history, tops the list and counts as unread', () => {
    const { queryClient, list, history } = setup(chats(chat(2, 20, 1), chat(1, OTHER, 0)), { messages: [message(1)], has_more: false });
    applyRealtimeEvent(queryClient, { type: 'message', message: message(2) }, ME);
    expect(history().map((m) => m.id)).toEqual([1, 2]);
    expect(list().chats[0]!.conversation.id).toBe(1);
    expect(list().chats[0]!.last_message?.id).toBe(2);
    expect(list().chats[0]!.num_unread_messages).toBe(1);
    expect(list().total_unread).toBe(2);
  });

  it('the same message twice (socket and answer) shows once; an own message is not unread', () => {
    const { queryClient, list, history } = setup(chats(chat(1, OTHER, 0)), { messages: [], has_more: false });
    const own = message(5, { sender_id: ME });
    applyRealtimeEvent(queryClient, { type: 'message', message: own }, ME);
    applyRealtimeEvent(queryClient, { type: 'message', message: own }, ME);
    expect(history()).toHaveLength(1);
    expect(list().total_unread).toBe(0);
  });

  it('a message in the conversation on screen does not count as unread', () => {
    const { queryClient, list } = setup(chats(chat(1, OTHER, 0)), { messages: [], has_more: false });
    setOpenConversation(1);
    applyRealtimeEvent(queryClient, { type: 'message', message: message(3) }, ME);
    setOpenConversation(null);
    expect(list().total_unread).toBe(0);
    expect(list().chats[0]!.last_message?.id).toBe(3);
  });

  it('a message of an unknown conversation reloads the chats', () => {
    const { queryClient } = setup(chats());
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    applyRealtimeEvent(queryClient, { type: 'message', message: message(9, { conversation_id: 44 }) }, ME);
    expect(spy).toHaveBeenCalledWith({ queryKey: chatsQuery.queryKey });
  });

  it('read by the other member ticks the own messages; read in another tab clears the unread', () => {
    const { queryClient, list, history } = setup(chats(chat(1, OTHER, 3)), {
      messages: [message(1, { sender_id: ME }), message(2)],
      has_more: false,
    });
    applyRealtimeEvent(queryClient, { type: 'read', conversation_id: 1, reader_id: OTHER }, ME);
    expect(history().map((m) => m.read)).toEqual([true, false]);
    expect(list().total_unread).toBe(3);
    applyRealtimeEvent(queryClient, { type: 'read', conversation_id: 1, reader_id: ME }, ME);
    expect(list().chats[0]!.num_unread_messages).toBe(0);
    expect(list().total_unread).toBe(0);
  });

  it('a deleted chat leaves the list and its history the cache', () => {
    const { queryClient, list } = setup(chats(chat(1, OTHER, 2), chat(2, 20, 1)), { messages: [], has_more: false });
    applyRealtimeEvent(queryClient, { type: 'chat_deleted', conversation_id: 1 }, ME);
    expect(list().chats.map((c) => c.conversation.id)).toEqual([2]);
    expect(list().total_unread).toBe(1);
    expect(queryClient.getQueryData(messagesQuery(1).queryKey)).toBeUndefined();
  });

  it('an unblock elsewhere reloads the chats, the lists that left the member out, and their profile', () => {
    const { queryClient } = setup(chats());
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    applyRealtimeEvent(queryClient, { type: 'unblocked', member_id: OTHER }, ME);
    const reloaded = spy.mock.calls.map(([filters]) => filters?.queryKey);
    expect(reloaded).toEqual(expect.arrayContaining([chatsQuery.queryKey, likesQuery.queryKey, ['member', OTHER], ['search']]));
  });

  it('a like reloads the likes (SPEC §7)', () => {
    const { queryClient } = setup(chats());
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    applyRealtimeEvent(queryClient, { type: 'like', from_id: OTHER, match: true }, ME);
    expect(spy).toHaveBeenCalledWith({ queryKey: likesQuery.queryKey });
  });

  it('after missed events reloads all that events update: chats, histories, likes, the user and the credit offer', () => {
    const { queryClient } = setup(chats());
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    reloadAfterMissedEvents(queryClient);
    expect(spy.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      chatsQuery.queryKey,
      ['messages'],
      likesQuery.queryKey,
      userQuery.queryKey,
      CREDITS_OFFER_KEY,
    ]);
  });
});
