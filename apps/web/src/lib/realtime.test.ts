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

  /** A client on fake sockets; `missed` counts its calls to reload. */
  function client() {
    const sockets: FakeSocket[] = [];
    const events: unknown[] = [];
    let missed = 0;
    const realtime = new RealtimeClient(
      'ws://x/api/ws',
      { onEvent: (event) => events.push(event), onMissed: () => missed++ },
      (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
    );
    realtime.start();
    const send = (frame: unknown) => sockets.at(-1)!.onmessage!({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
    return { realtime, sockets, events, send, missed: () => missed };
  }
  const event = (stream: string, n: number) => ({ type: 'message', message: message(n), seq: { stream, n } });

  it('passes contract events on, ignores anything else, and reconnects after a drop, reloading then', () => {
    const { realtime, sockets, events, send, missed } = client();
    sockets[0]!.onopen!();
    send({ type: 'hello', streams: {} });
    send(event('a', 1));
    send('not json');
    send({ type: 'unknown' });
    send({ type: 'message', message: message(2) });
    send({ type: 'message', message: message(3), seq: { stream: 'a', n: 0 } });
    send({ type: 'message', message: message(3), seq: { stream: '', n: 2 } });
    send({ type: 'hello', streams: { a: 'one' } });
    send(null);
    expect(events).toHaveLength(1);
    expect(missed()).toBe(0);

    sockets[0]!.onclose!();
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    sockets[1]!.onopen!();
    // Whatever happened while the socket was closed is reloaded.
    expect(missed()).toBe(1);

    realtime.stop();
    expect(sockets[1]!.closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it("reloads when an event skips a number of its stream, from where the socket's hello said it stood", () => {
    const { sockets, events, send, missed } = client();
    sockets[0]!.onopen!();
    send({ type: 'hello', streams: { a: 7 } });
    // Stream a goes on from 7; stream b, which the hello did not name, starts at 1; they interleave.
    send(event('a', 8));
    send(event('b', 1));
    send(event('a', 9));
    expect(missed()).toBe(0);
    send(event('a', 11));
    expect(missed()).toBe(1);
    send(event('a', 12));
    // A stream the server forgot or began anew does not start at 1 here either way.
    send(event('c', 4));
    expect(missed()).toBe(2);
    // The events themselves still apply.
    expect(events).toHaveLength(6);
  });
});
