import { RealtimeEvent } from '@app/core';
import { REALTIME_RECONNECT_MAX_MS, REALTIME_RECONNECT_MIN_MS } from './refresh';

/** The socket of this tab: same host as the page, wss on https (issue 5: WebSocket /api/ws). */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws`;
}

/** The wait before reconnect attempt `attempt` (0 = first): doubling from 1 s, capped at 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(REALTIME_RECONNECT_MAX_MS, REALTIME_RECONNECT_MIN_MS * 2 ** attempt);
}

export interface RealtimeHandlers {
  onEvent: (event: RealtimeEvent) => void;
  /** The socket is (again) open: anything missed while it was closed should be reloaded. */
  onOpen?: (reconnected: boolean) => void;
}

type SocketFactory = (url: string) => WebSocket;

/**
 * One WebSocket for the tab, reconnecting with backoff when it drops. Messages are checked against
 * the RealtimeEvent contract; anything else is ignored.
 */
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private opened = false;
  private stopped = true;

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
      this.handlers.onOpen?.(this.opened);
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
      const event = RealtimeEvent.safeParse(payload);
      if (event.success) this.handlers.onEvent(event.data);
    };
    socket.onclose = () => {
      if (this.socket === socket) this.socket = null;
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.connect(), reconnectDelay(this.attempt++));
  }
}
