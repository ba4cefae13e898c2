// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatsQuery } from '../../lib/chat-queries';
import { userQuery } from '../../lib/session';
import { ME, OTHER, chat, chats, json, me, message } from '../../test/chat-fixtures';
import { useChatSender } from './use-chat-sender';

afterEach(() => vi.unstubAllGlobals());

/** The server's answers to POST /api/messages.php, in order; the bodies it received. */
function serve(...answers: (() => Response | Promise<Response>)[]) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url === '/api/messages.php') {
      bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      const answer = answers.shift();
      if (!answer) throw new Error('no answer left');
      return answer();
    }
    if (url.startsWith('/api/chats.php')) return json(200, chats(chat(1, OTHER)));
    throw new Error(`unexpected fetch ${url}`);
  });
  return bodies;
}

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(userQuery.queryKey, me);
  queryClient.setQueryData(chatsQuery.queryKey, chats(chat(1, OTHER)));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useChatSender(OTHER, { retries: 2, delay: () => 0 }), { wrapper });
  return { queryClient, hook };
}

const sent = (id: string) => () => json(200, { message: message(40, { sender_id: ME, client_message_id: id, text: 'hello' }), credits: 45 });
const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

describe('sending a message (issue 5)', () => {
  it('retries a network failure with the same client_message_id and lands the message', async () => {
    const bodies = serve(networkDown, () => sent(bodies[0]!.client_message_id as string)());
    const { hook, queryClient } = setup();
    act(() => hook.result.current.setText('hello'));
    act(() => hook.result.current.sendText());
    expect(hook.result.current.text).toBe('');
    expect(hook.result.current.pending).toHaveLength(1);
    await waitFor(() => expect(hook.result.current.pending).toHaveLength(0));
    expect(bodies).toHaveLength(2);
    expect(bodies[0]!.client_message_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodies[1]!.client_message_id).toBe(bodies[0]!.client_message_id);
    expect(queryClient.getQueryData<typeof me>(userQuery.queryKey)?.credits).toBe(45);
    expect(hook.result.current.error).toBeNull();
  });

  it('keeps a message that could not get through, and its retry keeps the id', async () => {
    const bodies = serve(networkDown, networkDown, networkDown, () => sent(bodies[0]!.client_message_id as string)());
    const { hook } = setup();
    act(() => hook.result.current.setText('hello'));
    act(() => hook.result.current.sendText());
    await waitFor(() => expect(hook.result.current.pending[0]?.status).toBe('failed'));
    act(() => hook.result.current.retry(hook.result.current.pending[0]!));
    await waitFor(() => expect(hook.result.current.pending).toHaveLength(0));
    expect(new Set(bodies.map((body) => body.client_message_id)).size).toBe(1);
    expect(bodies).toHaveLength(4);
  });

  it('not enough credits: nothing is retried and the text goes back into the composer', async () => {
    const bodies = serve(() => json(402, { error: { code: 'not_enough_credits', message: 'You do not have enough credits' } }));
    const { hook } = setup();
    act(() => hook.result.current.setText('hello there'));
    act(() => hook.result.current.sendText());
    await waitFor(() => expect(hook.result.current.error).not.toBeNull());
    expect(bodies).toHaveLength(1);
    expect(hook.result.current.text).toBe('hello there');
    expect(hook.result.current.pending).toHaveLength(0);
    expect((hook.result.current.error as { code: string }).code).toBe('not_enough_credits');
  });
});
