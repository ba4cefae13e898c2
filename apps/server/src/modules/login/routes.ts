import { ErrorBody, LoginBody, OkResponse, UserResponse } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, setSessionCookie } from '../session/cookie';
import { browserOf } from '../session/resolve-member';
import type { SessionService } from '../session/service';
import type { LoginService } from './service';

export interface LoginRoutesOptions {
  login: LoginService;
  sessions: SessionService;
}

export const loginRoutes: FastifyPluginAsyncZod<LoginRoutesOptions> = async (app, { login, sessions }) => {
  app.post(
    '/user.php',
    {
      schema: {
        body: LoginBody,
        response: { 200: UserResponse, 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { user, sessionToken } = await login.logIn(request.site, request.body, request.ip, browserOf(request));
      setSessionCookie(request, reply, sessionToken);
      return { user };
    },
  );

  // SPEC §7 makes logout a GET; the Lax cookie keeps other sites' pages from sending it in the background.
  app.get('/logout.php', { schema: { response: { 200: OkResponse } } }, async (request, reply) => {
    if (request.member) await sessions.end(request.member.sessionId);
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });
};
