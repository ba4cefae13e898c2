import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './cookie';
import type { Browser, Member, SessionService } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member, or null for a visitor. */
    member: Member | null;
  }
}

/** Resolves the session cookie to request.member on every request (after the site is known). */
export function registerMemberResolver(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('member', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    request.member = token ? await sessions.resolve(token, request.site.id) : null;
  });
}

/** The browser making the request, for use cases that log it in. */
export function browserOf(request: FastifyRequest): Browser {
  return { userAgent: request.headers['user-agent'], member: request.member };
}
