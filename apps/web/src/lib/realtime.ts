import { REALTIME_EVENT_TYPES, type RealtimeFrame, type SequencedEvent } from '@app/core';
import { REALTIME_RECONNECT_MAX_MS, REALTIME_RECONNECT_MIN_MS } from './refresh';

/** The socket of this tab: same host as the page, wss on https (issue 5: WebSocket /api/ws). */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws`;
}

const eventTypes = new Set<string>(REALTIME_EVENT_TYPES);
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 1;
const isStream = (value: unknown) => typeof value === 'string' && value.length >= 1 && value.length <= 64;

/**
 * A frame of the contract's RealtimeFrame, or undefined. Its envelope (the hello, an event's type
 * and place in its stream) is checked by hand; the event's fields are trusted as an API answer is
 * (api-client's answerOf): zod with the contract's schemas took a phone a tenth of a second at the
 * start of every member's page (issue #20). An event of a type this page does not know is dropped.
 */
export function frameOf(payload: unknown): RealtimeFrame | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { type, streams, seq } = payload as Record<string, unknown>;
  if (type === 'hello') {
    const valid =
      typeof streams === 'object' &&
      streams !== null &&
      Object.entries(streams).every(([stream, n]) => isStream(stream) && isCount(n));
    return valid ? (payload as RealtimeFrame) : undefined;
  }
  if (typeof type !== 'string' || !eventTypes.has(type) || typeof seq !== 'object' || seq === null) return undefined;
  const { stream, n } = seq as Record<string, unknown>;
  return isStream(stream) && isCount(n) ? (payload as RealtimeFrame) : undefined;
}

/** The wait before reconnect attempt `attempt` (0 = first): doubling from 1 s, capped at 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(REALTIME_RECONNECT_MAX_MS, REALTIME_RECONNECT_MIN_MS * 2 ** attempt);
}

export interface RealtimeHandlers {
  onEvent: (event: SequencedEvent) => void;
  /**
   * Events may have been missed: the socket opened again after a drop, or an event's number
   * skipped one of its stream (the server lost events on the way, e.g. while Redis was away).
   * What those events would have changed should be reloaded.
   */
  onMissed?: () => void;
}

type SocketFactory = (url: string) => WebSocket;

/**
 * One WebSocket for the tab, reconnecting with backoff when it drops. Messages are checked against
 * the RealtimeFrame contract (with zod, which comes with this module: it loads once a member is
 * logged in, not with the first load); anything else is ignored. Each stream's numbers (RealtimeSeq) must
 * follow on from where the socket's hello frame said it stood.
 */
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private opened = false;
  private stopped = true;
  /** The last number of each stream on this socket. */
  private streams = new Map<string, number>();

  constructor(
    private readonly url: string,
    private readonly handlers: RealtimeHandlers,
    private readonly createSocket: SocketFactory = (url) => new WebSocket(url),
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.onerror = null;
      socket.close();
    }
  }

  private connect(): void {
    let socket: WebSocket;
    try {
      socket = this.createSocket(this.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      if (this.opened) this.handlers.onMissed?.();
      this.opened = true;
    };
    socket.onmessage = (message: MessageEvent) => {
      if (typeof message.data !== 'string') return;
      let payload: unknown;
      try {
        payload = JSON.parse(message.data);
      } catch {
        return;
      }
      const frame = frameOf(payload);
      if (frame) this.receive(frame);
    };
    socket.onclose = () => {
      if (this.socket === socket) this.socket = null;
      this.scheduleReconnect();
    };
  }

  private receive(frame: RealtimeFrame): void {
    if (frame.type === 'hello') {
      this.streams = new Map(Object.entries(frame.streams));
      return;
    }
    const { stream, n } = frame.seq;
    const expected = (this.streams.get(stream) ?? 0) + 1;
    this.streams.set(stream, n);
    if (n !== expected) this.handlers.onMissed?.();
    this.handlers.onEvent(frame);
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.connect(), reconnectDelay(this.attempt++));
  }
}
