// @vitest-environment jsdom
import type { ChatsResponse, LikesResponse } from '@app/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatsQuery } from '../lib/chat-queries';
import { likesQuery } from '../lib/likes';
import { FIRST_REFRESH_MS, REFRESH_MS } from '../lib/refresh';
import { userQuery } from '../lib/session';
import { json, me } from '../test/chat-fixtures';
import { useMemberRefresh } from './use-member-refresh';

const CHATS: ChatsResponse = { chats: [], total_unread: 0 };
const LIKES: LikesResponse = { profiles: [], liked_by: [] };
const ANSWERS: Record<string, unknown> = { 'user.php': { user: me }, 'chats.php': CHATS, 'likes.php': LIKES };

let asked: string[];
beforeEach(() => {
  vi.useFakeTimers();
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').pathname.replace('/api/', '');
      asked.push(path);
      return json(200, ANSWERS[path]);
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** What the page around the sync reads: many cards read the user, the badges read chats and likes. */
function Reader() {
  useQuery(userQuery);
  useQuery(chatsQuery);
  useQuery(likesQuery);
  return null;
}

function Sync() {
  useMemberRefresh();
  return null;
}

function show(user: typeof me | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  queryClient.setQueryData(userQuery.queryKey, user);
  queryClient.setQueryData(chatsQuery.queryKey, CHATS);
  queryClient.setQueryData(likesQuery.queryKey, LIKES);
  render(
    <QueryClientProvider client={queryClient}>
      {Array.from({ length: 24 }, (_, i) => (
        <Reader key={i} />
      ))}
      <Sync />
    </QueryClientProvider>,
  );
}

const count = (path: string) => asked.filter((item) => item === path).length;

describe('member refresh (SPEC §9)', () => {
  it("refreshes the member's user, chats and likes once each, 5 s after the load and then every 60 s, however many parts read them", async () => {
    show(me);
    await act(() => vi.advanceTimersByTimeAsync(FIRST_REFRESH_MS - 100));
    expect(asked).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect([count('user.php'), count('chats.php'), count('likes.php')]).toEqual([1, 1, 1]);

    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS));
    expect([count('user.php'), count('chats.php'), count('likes.php')]).toEqual([2, 2, 2]);
  });

  it('does not poll for a visitor', async () => {
    show(null);
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS * 2));
    expect(asked).toEqual([]);
  });
});
