// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatsQuery } from '../../lib/chat-queries';
import { userQuery } from '../../lib/session';
import { initEnglish } from '../../test/i18n';
import { ME, OTHER, chat, chats, json, me, message } from '../../test/chat-fixtures';
import { settingsQuery } from '../../site/api';
import { Component as ConversationPage } from './conversation-page';

beforeAll(initEnglish);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(sendAnswer: () => Response, entry = chat(1, OTHER, 2), history = [message(1), message(2, { sender_id: ME, read: true })]) {
  const reads: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url.startsWith('/api/messages.php') && init.method === 'POST') return sendAnswer();
    if (url.startsWith('/api/messages.php')) return json(200, { messages: history, has_more: false });
    if (url === '/api/chat-read.php') {
      reads.push(JSON.parse(String(init.body)));
      return json(200, { ok: true });
    }
    if (url.startsWith('/api/chats.php')) return json(200, chats(entry));
    throw new Error(`unexpected fetch ${url}`);
  });
  return reads;
}

function show(entry = chat(1, OTHER, 2)) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(userQuery.queryKey, me);
  queryClient.setQueryData(chatsQuery.queryKey, chats(entry));
  queryClient.setQueryData(settingsQuery.queryKey, {
    settings: {
      name: 'Test site',
      message_credits: 5,
      photo_credits: 10,
      gift_credits: 20,
      message_length: 20,
      minimum_message_costs: { NL: { costs: 0.99, currency: 'EUR' } },
      cdn_prefix: '',
    },
    domain_language: 'en',
  } as never);
  const router = createMemoryRouter(
    [
      { path: '/chats/:id', element: <ConversationPage /> },
      { path: '/credits', element: <p>credits page</p> },
    ],
    { initialEntries: ['/chats/1'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('conversation page (issue 5)', () => {
  it('opening marks the conversation read and shows the history with read ticks', async () => {
    const reads = serve(() => json(500, {}));
    const queryClient = show();
    expect(await screen.findAllByTestId('message')).toHaveLength(2);
    expect(screen.getAllByTestId('read-tick')).toHaveLength(1);
    await waitFor(() => expect(reads).toContainEqual({ conversation_id: 1 }));
    expect(queryClient.getQueryData<{ total_unread: number }>(chatsQuery.queryKey)?.total_unread).toBe(0);
    expect(screen.getByTestId('cost-hint').textContent).toContain('€0.99');
  });

  it('not enough credits: the text stays in the composer and a buy button leads to /credits', async () => {
    serve(() => json(402, { error: { code: 'not_enough_credits', message: 'You do not have enough credits' } }));
    show();
    await screen.findAllByTestId('message');
    const input = screen.getByTestId('composer-input') as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: 'Hello you' } });
    expect(screen.getByTestId('length-counter').textContent).toBe('9 / 20');
    fireEvent.click(screen.getByTestId('send'));
    const alert = await screen.findByTestId('not-enough-credits');
    expect(alert.textContent).toContain('You do not have enough credits');
    expect(alert.querySelector('a')?.getAttribute('href')).toBe('/credits');
    expect(input.value).toBe('Hello you');
    expect(screen.queryByTestId('pending-message')).toBeNull();
  });

  it('a member who deleted their account: the chat stays, from a deleted member, and cannot be answered', async () => {
    const gone = { ...chat(1, OTHER, 1), profile: null, can_reply: false };
    serve(() => json(500, {}), gone, [message(1, { sender_id: null }), message(2, { sender_id: ME, read: true })]);
    show(gone);
    expect(await screen.findAllByTestId('message')).toHaveLength(2);
    expect(screen.getByTestId('chat-deleted-member').textContent).toBe('Deleted member');
    expect(screen.getByTestId('cannot-reply').textContent).toBe('This member has deleted their account. You can read your conversation, but no longer reply.');
    expect(screen.queryByTestId('composer-input')).toBeNull();
  });

  it('the signup message the credits did not cover waits in the composer', async () => {
    const waiting = { ...chat(1, OTHER, 0), draft: 'Hi, I wrote this when I signed up' };
    serve(() => json(500, {}), waiting, []);
    show(waiting);
    await screen.findByTestId('chat-empty');
    expect((screen.getByTestId('composer-input') as HTMLTextAreaElement).value).toBe('Hi, I wrote this when I signed up');
  });
});
