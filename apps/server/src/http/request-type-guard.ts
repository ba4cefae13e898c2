import { REQUEST_TYPE_HEADER, REQUEST_TYPE_VALUE } from '@app/core';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from './app-error';
import { addRouteHook } from './route-hooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A call from another server, not from a browser (a payment provider's webhook): it carries no
     * session and no client header, and proves itself otherwise.
     */
    fromServer?: boolean;
    /**
     * A GET that changes something (SPEC §7 names these paths as GETs): a link or an image on
     * another site could make the browser send it, so it needs the header like a POST.
     */
    changesState?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the request may change something: any method but GET, HEAD and OPTIONS, and the GETs that say so. */
export const changesState = (request: FastifyRequest) => !SAFE_METHODS.has(request.method) || request.routeOptions.config.changesState === true;

/** Whether a route's requests may change something, as `changesState` tells of each request. */
export const routeChangesState = (route: RouteOptions) =>
  [route.method].flat().some((method) => !SAFE_METHODS.has(method)) || route.config?.changesState === true;

/** Refuses an API call without the client's request-type header. Fastify answers what it throws. */
function requireRequestType(request: FastifyRequest, _reply: unknown, done: () => void): void {
  // The matched route, not the raw URL: the router decodes `/%61pi/...` to an /api/ route.
  const path = request.routeOptions.url ?? request.url;
  if (path.startsWith('/api/') && !request.routeOptions.config.fromServer && request.headers[REQUEST_TYPE_HEADER] !== REQUEST_TYPE_VALUE) {
    throw new AppError('request_type_required', 403, 'This request must come from the web app.');
  }
  done();
}

/**
 * CSRF guard: a state-changing API call must carry the client's request-type header. Every
 * request of an unsafe method, whatever its path, before any other check; the GETs that change
 * state on their own routes. A read asks nothing of its route (issue 20: reading the route's options
 * on every request was a measurable part of a cached read).
 */
export function registerRequestTypeGuard(app: FastifyInstance): void {
  // Not async: a promise per request for a check that never waits (issue 20).
  app.addHook('onRequest', (request, reply, done) => (SAFE_METHODS.has(request.method) ? done() : requireRequestType(request, reply, done)));
  app.addHook('onRoute', (route) => {
    if (route.config?.changesState === true) addRouteHook(route, 'onRequest', requireRequestType);
  });
}
