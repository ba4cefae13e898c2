import fastifyWebsocket, { type WebsocketHandler } from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RealtimeBus } from './bus';

/** Close codes the web app knows: no member behind the cookie, or a page of another site. */
export const WS_CLOSE_UNAUTHENTICATED = 4401;
export const WS_CLOSE_FORBIDDEN_ORIGIN = 4403;

/** The standard code for "service restart": the server stops, and a client reconnects at once. */
export const WS_CLOSE_SERVICE_RESTART = 1012;

export const WS_PING_INTERVAL_MS = 30_000;

/**
 * @fastify/websocket's preClose: as the server stops (SIGTERM, a deploy), each socket is told
 * "service restart" rather than closed without a code, so the web app reconnects at once, to
 * another process or to this one restarted.
 */
export async function closeSocketsForRestart(this: FastifyInstance): Promise<void> {
  for (const socket of this.websocketServer.clients) socket.close(WS_CLOSE_SERVICE_RESTART, 'service restart');
}

/**
 * GET /api/ws: the member's RealtimeEvents as JSON text frames. The session cookie authenticates
 * it like any API call (request.member is resolved by the onRequest hook before the upgrade).
 * @fastify/websocket is registered with this one route, in a context of their own: its hooks then
 * run on the upgrade only, not on every other request (issue 20). Answers the sockets' server.
 */
export async function registerRealtimeSocket(
  app: FastifyInstance,
  bus: RealtimeBus,
  {
    pingIntervalMs = WS_PING_INTERVAL_MS,
    track,
  }: {
    pingIntervalMs?: number;
    /** Follows the socket by the member's session, which may end while it is open; answers the untracking. */
    track?: (socket: { close(code: number, reason: string): void }, member: NonNullable<FastifyRequest['member']>) => () => void;
  } = {},
): Promise<FastifyInstance['websocketServer']> {
  const onSocket: WebsocketHandler = (socket, request) => {
    // Listeners first, synchronously: anything attached after an await may miss early frames.
    let unsubscribe = () => {};
    let untrack = () => {};
    let alive = true;
    const ping = setInterval(() => {
      if (!alive) {
        socket.terminate();
        return;
      }
      alive = false;
      socket.ping();
    }, pingIntervalMs);
    socket.on('pong', () => {
      alive = true;
    });
    // The client has nothing to say; frames it sends are ignored.
    socket.on('message', () => {});
    socket.on('close', () => {
      clearInterval(ping);
      unsubscribe();
      untrack();
    });
    socket.on('error', (error) => request.log.debug({ err: error }, 'websocket error'));

    const origin = request.headers.origin;
    if (origin !== undefined && !sameHost(origin, request.host)) {
      socket.close(WS_CLOSE_FORBIDDEN_ORIGIN, 'forbidden origin');
      return;
    }
    const member = request.member;
    if (!member) {
      socket.close(WS_CLOSE_UNAUTHENTICATED, 'authentication required');
      return;
    }
    untrack = track?.(socket, member) ?? untrack;
    unsubscribe = bus.subscribe(member.userId, (_frame, text) => {
      if (socket.readyState === socket.OPEN) socket.send(text);
    });
  };
  let server: FastifyInstance['websocketServer'] | undefined;
  await app.register(async (sockets) => {
    await sockets.register(fastifyWebsocket, { preClose: closeSocketsForRestart });
    server = sockets.websocketServer;
    sockets.get('/api/ws', { websocket: true }, onSocket);
  });
  return server!;
}

/** Another site's page must not open a socket with this site's cookie (cross-site WebSocket hijacking). */
function sameHost(origin: string, host: string): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
