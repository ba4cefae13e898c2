import type { FastifyInstance } from 'fastify';
import type { SiteMetrics } from './site-metrics';

/** The route label of requests no route matched (the web app's pages, unknown paths): one series for all. */
export const NO_ROUTE = '(none)';

/** Counts every answered request by its route's pattern; a WebSocket counts once, at its upgrade. */
export function registerRequestMetrics(app: FastifyInstance, metrics: SiteMetrics): void {
  // Not async: a promise per request for nothing that waits (issue 20).
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requestFinished({
      method: request.method,
      route: request.routeOptions.url ?? NO_ROUTE,
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    done();
  });
}
