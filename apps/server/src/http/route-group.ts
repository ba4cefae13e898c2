import type { onRequestHookHandler, RouteShorthandOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hookList } from './route-hooks';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const SHORTHANDS = new Set<PropertyKey>(['get', 'head', 'post', 'put', 'delete', 'options', 'patch', 'all']);

/**
 * Declares routes on `app` itself, each one's options first passed through `adjust` (a guard, a
 * config flag). A group as a plugin of its own would be an encapsulated context, and Fastify gives
 * every context its own Request and Reply classes: with a class per group, the framework's and
 * our hooks' property reads saw so many shapes that V8 left them megamorphic, and every request
 * of the server paid about a sixth more CPU (issue 20, docs/decisions.md).
 */
export function routeGroup(app: ZodApp, adjust: (route: RouteShorthandOptions) => void, declare: (group: ZodApp) => void): void {
  const group: ZodApp = new Proxy(app, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (!SHORTHANDS.has(key) || typeof value !== 'function') return value;
      return (url: string, options: RouteShorthandOptions | ((...args: never[]) => unknown), handler?: unknown) => {
        const own: RouteShorthandOptions = typeof options === 'function' ? {} : { ...options };
        adjust(own);
        value.call(target, url, own, typeof options === 'function' ? options : handler);
        return group;
      };
    },
  });
  declare(group);
}

/** A hook for every route of a group, run before the route's own (as a group plugin's hook ran). */
export function guardedBy(hook: onRequestHookHandler): (route: RouteShorthandOptions) => void {
  return (route) => {
    route.onRequest = [hook, ...hookList(route.onRequest)];
  };
}
