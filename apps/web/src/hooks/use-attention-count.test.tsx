// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatsQuery } from '../lib/chat-queries';
import { likesQuery } from '../lib/likes';
import { userQuery } from '../lib/session';
import { prefixedTitle } from '../lib/title';
import { OTHER, chat, chats, me } from '../test/chat-fixtures';
import { useAttentionCount, useUnreadCount } from './use-attention-count';

afterEach(() => vi.unstubAllGlobals());

function count(user: typeof me | null) {
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(userQuery.queryKey, user);
  queryClient.setQueryData(chatsQuery.queryKey, chats(chat(1, OTHER, 3), chat(2, 20, 2)));
  queryClient.setQueryData(likesQuery.queryKey, {
    profiles: [],
    liked_by: [
      { id: 1, like_new: true },
      { id: 2, like_new: true },
      { id: 3, like_new: false },
    ],
  });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => ({ total: useAttentionCount(), unread: useUnreadCount() }), { wrapper }).result.current;
}

describe('title prefix (SPEC §4)', () => {
  it('is the unread messages plus the new likes', () => {
    const { total, unread } = count(me);
    expect(unread).toBe(5);
    expect(total).toBe(7);
    expect(prefixedTitle('Messages | Site', total)).toBe('(7) Messages | Site');
  });

  it('is nothing for a visitor', () => {
    expect(count(null).total).toBe(0);
  });
});
