// @vitest-environment jsdom
import type { ChatsResponse } from '@app/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatsQuery } from '../../lib/chat-queries';
import { userQuery } from '../../lib/session';
import { initEnglish } from '../../test/i18n';
import { OTHER, chat, chats, json, me } from '../../test/chat-fixtures';
import { ChatList } from './chat-list';

beforeAll(initEnglish);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = chats(chat(1, OTHER, 2), chat(2, 20, 1));

function serve(deleteAnswer: () => Response) {
  const deletes: unknown[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url === '/api/chat.php' && init.method === 'DELETE') {
      deletes.push(JSON.parse(String(init.body)));
      await held;
      return deleteAnswer();
    }
    if (url.startsWith('/api/chats.php')) return json(200, LIST);
    throw new Error(`unexpected fetch ${url}`);
  });
  return { deletes, release };
}

function show() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(userQuery.queryKey, me);
  queryClient.setQueryData(chatsQuery.queryKey, LIST);
  const router = createMemoryRouter([{ path: '/chats', element: <ChatList /> }], { initialEntries: ['/chats'] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}

const rows = () => screen.queryAllByTestId('chat-item').map((row) => Number(row.dataset.conversationId));

describe('deleting a chat (SPEC §4)', () => {
  it('removes it from the list at once, then asks the server', async () => {
    const { deletes, release } = serve(() => json(200, { ok: true }));
    const queryClient = show();
    expect(rows()).toEqual([1, 2]);
    fireEvent.click(within(screen.getAllByTestId('chat-item')[0]!).getByTestId('delete-chat'));
    await waitFor(() => expect(rows()).toEqual([2]));
    expect(queryClient.getQueryData<ChatsResponse>(chatsQuery.queryKey)?.total_unread).toBe(1);
    await waitFor(() => expect(deletes).toEqual([{ conversation: { id: 1 } }]));
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rows()).toEqual([2]);
    expect(screen.queryByTestId('delete-chat-error')).toBeNull();
  });

  it('on failure shows the error and reloads the chats, which bring it back', async () => {
    const { release } = serve(() => json(500, { error: { code: 'internal_error', message: 'Oops' } }));
    show();
    fireEvent.click(within(screen.getAllByTestId('chat-item')[0]!).getByTestId('delete-chat'));
    await waitFor(() => expect(rows()).toEqual([2]));
    release();
    expect(await screen.findByTestId('delete-chat-error')).toBeTruthy();
    await waitFor(() => expect(rows()).toEqual([1, 2]));
  });
});
