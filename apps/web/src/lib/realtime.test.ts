import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { message } from '../test/chat-fixtures';
import { RealtimeClient, realtimeUrl, reconnectDelay } from './realtime';

class FakeSocket {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('realtime client', () => {
  it('connects to /api/ws on the page host, wss on https', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'example.com' })).toBe('wss://example.com/api/ws');
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/ws');
  });

  it('reconnects with a doubling delay capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('passes contract events on, ignores anything else, and reconnects after a drop', () => {
    const sockets: FakeSocket[] = [];
    const events: unknown[] = [];
    const opens: boolean[] = [];
    const client = new RealtimeClient(
      'ws://x/api/ws',
      { onEvent: (event) => events.push(event), onOpen: (again) => opens.push(again) },
      (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
    );
    client.start();
    sockets[0]!.onopen!();
    sockets[0]!.onmessage!({ data: JSON.stringify({ type: 'message', message: message(1) }) });
    sockets[0]!.onmessage!({ data: 'not json' });
    sockets[0]!.onmessage!({ data: JSON.stringify({ type: 'unknown' }) });
    expect(events).toHaveLength(1);

    sockets[0]!.onclose!();
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    sockets[1]!.onopen!();
    expect(opens).toEqual([false, true]);

    client.stop();
    expect(sockets[1]!.closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });
});
