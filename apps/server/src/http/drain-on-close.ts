import type { FastifyInstance } from 'fastify';

const REAP_INTERVAL_MS = 100;

/**
 * A stopping server ends every keep-alive connection as soon as it is idle. Node closes the idle
 * ones once, when the server starts to close; one that was still busy then could stay open until
 * its keep-alive timeout (72 s), longer than a process manager waits (systemd's TimeoutStopSec, a
 * rolling restart). Seen with two apps on one database paying through each other: close() hung
 * every time on PostgreSQL (payments/two-processes.test.ts) until the idle ones were closed again
 * until the server had closed.
 */
export function registerDrainOnClose(app: FastifyInstance): void {
  app.addHook('preClose', async () => {
    const server = app.server;
    if (!server.listening) return;
    const reaper = setInterval(() => server.closeIdleConnections(), REAP_INTERVAL_MS);
    server.once('close', () => clearInterval(reaper));
  });
}
