import { collectDefaultMetrics } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { hasBearerToken } from '../../http/bearer-token';
import type { SiteMetrics } from './site-metrics';

export const METRICS_PATH = '/metrics';

/**
 * GET /metrics for Prometheus, with `Authorization: Bearer <METRICS_TOKEN>` (Prometheus's
 * `authorization` setting): the counts say how busy the site is and what fails, which is nobody
 * else's business.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: SiteMetrics, token: string): void {
  // The process's memory, CPU, event-loop lag and GC: only where they are read, as each set keeps
  // its own event-loop monitor running.
  collectDefaultMetrics({ register: metrics.registry });
  app.get(METRICS_PATH, { config: { fromServer: true } }, async (request, reply) => {
    if (!hasBearerToken(request, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError('authentication_required', 401, 'The metrics token is not valid.');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
