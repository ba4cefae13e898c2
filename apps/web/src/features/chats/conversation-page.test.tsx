// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
  localStorage.clear();
});

function serve(
  sendAnswer: (body: Record<string, unknown>) => Response,
  entry = chat(1, OTHER, 2),
  history = [message(1), message(2, { sender_id: ME, read: true })],
) {
  const reads: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url.startsWith('/api/messages.php') && init.method === 'POST') return sendAnswer(JSON.parse(String(init.body)) as Record<string, unknown>);
    if (url === '/api/gifts.php') return json(200, { gifts: ['rose', 'heart'].map((id) => ({ id, image_url: `/media/gifts/${id}.svg`, credits: 20 })) });
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
    // The counter takes room on the composer's one line only near the limit.
    expect(screen.queryByTestId('length-counter')).toBeNull();
    fireEvent.change(input, { target: { value: 'Hello, how are you' } });
    expect(screen.getByTestId('length-counter').textContent).toBe('18 / 20');
    fireEvent.click(screen.getByTestId('send'));
    const alert = await screen.findByTestId('not-enough-credits');
    expect(alert.textContent).toContain('You do not have enough credits');
    expect(alert.querySelector('a')?.getAttribute('href')).toBe('/credits');
    expect(input.value).toBe('Hello, how are you');
    expect(screen.queryByTestId('pending-message')).toBeNull();
  });

  it('a gift is sent on a yes the first time, and at once after "don\'t ask again"', async () => {
    const gifts: unknown[] = [];
    serve((body) => {
      gifts.push(body.gift_id);
      const sent = message(10 + gifts.length, { sender_id: ME, kind: 'gift', client_message_id: String(body.client_message_id) });
      return json(200, { message: sent, credits: 30 });
    });
    show();
    await screen.findAllByTestId('message');
    const pickGift = async (name: string) => {
      fireEvent.click(screen.getByTestId('gift-button'));
      fireEvent.click(await screen.findByRole('button', { name }, { timeout: 5000 }));
    };

    await pickGift('Rose, 20 credits');
    const question = await screen.findByTestId('spend-confirm', {}, { timeout: 5000 });
    expect(question.textContent).toContain('Send this gift for 20 credits?');
    expect(gifts).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('spend-confirm')).toBeNull());
    expect(gifts).toEqual([]);

    await pickGift('Heart, 20 credits');
    const again = await screen.findByTestId('spend-confirm', {}, { timeout: 5000 });
    fireEvent.click(within(again).getByLabelText("Don't ask again"));
    fireEvent.click(within(again).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(gifts).toEqual(['heart']));
    await waitFor(() => expect(screen.queryByTestId('spend-confirm')).toBeNull());

    await pickGift('Rose, 20 credits');
    await waitFor(() => expect(gifts).toEqual(['heart', 'rose']));
    expect(screen.queryByTestId('spend-confirm')).toBeNull();
    // The dialogs load on first use, slowly on a busy machine.
  }, 20_000);

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
