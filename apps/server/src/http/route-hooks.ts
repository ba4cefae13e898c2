import type { onRequestHookHandler, onSendHookHandler, preHandlerHookHandler, RouteOptions } from 'fastify';

interface RouteHooks {
  onRequest: onRequestHookHandler;
  preHandler: preHandlerHookHandler;
  onSend: onSendHookHandler;
}

/**
 * Adds a hook to one route as it is registered (from an onRoute hook), after the route's own. For
 * a check only some routes need: a global hook runs on every request, and reading the route's
 * options there (`request.routeOptions` builds a new object each time) cost a hot read about a
 * microsecond a hook (issue 20).
 */
export function addRouteHook<Name extends keyof RouteHooks>(route: RouteOptions, name: Name, hook: RouteHooks[Name]): void {
  (route[name] as RouteHooks[Name][]) = [...hookList(route[name] as RouteHooks[Name] | RouteHooks[Name][] | undefined), hook];
}

/** A route option's hooks as a list: Fastify takes none, one, or an array. */
export function hookList<Hook>(own: Hook | Hook[] | undefined): Hook[] {
  if (own === undefined) return [];
  return Array.isArray(own) ? own : [own];
}
