// @vitest-environment jsdom
import type { ChatsResponse } from '@app/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatsQuery } from '../../lib/chat-queries';
import { OTHER, chat, chats } from '../../test/chat-fixtures';
import { useBlock } from './api';

afterEach(() => vi.unstubAllGlobals());

function blockHook() {
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push(`${init.method ?? 'GET'} ${url}`);
    return new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(chatsQuery.queryKey, chats(chat(1, OTHER), chat(2, 20), chat(3, OTHER)));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useBlock(OTHER), { wrapper });
  const shownChats = () => queryClient.getQueryData<ChatsResponse>(chatsQuery.queryKey)!.chats.map((c) => c.conversation.id);
  return { block: result.current, requests, shownChats };
}

describe('blocking a member (SPEC §4)', () => {
  it('removes every chat with that member at once', async () => {
    const { block, requests, shownChats } = blockHook();
    await block.mutateAsync(true);
    expect(requests).toEqual([expect.stringMatching(/^POST .*block\.php$/)]);
    expect(shownChats()).toEqual([2]);
  });

  it('unblocking leaves the list to the server, which brings the chats back', async () => {
    const { block, requests, shownChats } = blockHook();
    await block.mutateAsync(false);
    expect(requests).toEqual([expect.stringMatching(/^DELETE .*block\.php$/)]);
    expect(shownChats()).toEqual([1, 2, 3]);
  });
});
