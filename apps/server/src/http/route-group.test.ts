import Fastify, { type onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { guardedBy, routeGroup } from './route-group';

declare module 'fastify' {
  interface FastifyContextConfig {
    groupTag?: string;
  }
}

describe('route groups', () => {
  it('guards and tags every route of the group, the guard before the route’s own hooks, on the app’s own Request class', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    const ran: string[] = [];
    const requestClasses = new Set<unknown>();
    app.addHook('onRequest', (request, _reply, done) => {
      requestClasses.add(Object.getPrototypeOf(request));
      done();
    });
    const hook =
      (name: string): onRequestHookHandler =>
      (_request, _reply, done) => {
        ran.push(name);
        done();
      };
    const guard = guardedBy(hook('guard'));
    routeGroup(
      app,
      (route) => {
        route.config = { ...route.config, groupTag: 'members' };
        guard(route);
      },
      (group) => {
        group.get('/own', { onRequest: hook('own') }, async () => 'own');
        group.post('/short', async (request) => request.routeOptions.config.groupTag ?? 'untagged');
      },
    );
    app.get('/outside', async (request) => request.routeOptions.config.groupTag ?? 'untagged');

    expect((await app.inject({ url: '/own' })).body).toBe('own');
    expect(ran).toEqual(['guard', 'own']);
    ran.length = 0;
    expect((await app.inject({ method: 'POST', url: '/short' })).body).toBe('members');
    expect(ran).toEqual(['guard']);
    ran.length = 0;
    expect((await app.inject({ url: '/outside' })).body).toBe('untagged');
    expect(ran).toEqual([]);
    // A group is no encapsulated context: its requests are of the class the app's other routes use.
    expect(requestClasses.size).toBe(1);
    await app.close();
  });

  it('answers with the guard’s error when it throws, before the handler runs', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    let handled = false;
    routeGroup(
      app,
      guardedBy(() => {
        throw Object.assign(new Error('no'), { statusCode: 403 });
      }),
      (group) =>
        group.get('/closed', async () => {
          handled = true;
          return 'open';
        }),
    );
    expect((await app.inject({ url: '/closed' })).statusCode).toBe(403);
    expect(handled).toBe(false);
    await app.close();
  });
});
