import {
  ChangePasswordBody,
  ErrorBody,
  OkResponse,
  PasswordResetBody,
  PasswordResetRequestBody,
  UserResponse,
} from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setSessionCookie } from '../session/cookie';
import { memberOf, memberRoutes } from '../session/require-member';
import { browserOf } from '../session/resolve-member';
import type { SiteOrigin } from '../site/site-origin';
import type { PasswordService } from './service';

export interface PasswordRoutesOptions {
  passwords: PasswordService;
  siteOrigin: SiteOrigin;
}

export const passwordRoutes: FastifyPluginAsyncZod<PasswordRoutesOptions> = async (app, { passwords, siteOrigin }) => {
  app.post(
    '/password-reset.php',
    {
      config: { rateLimit: 'password_reset' },
      schema: {
        body: PasswordResetRequestBody,
        response: { 200: OkResponse, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      await passwords.requestReset(request.site, request.body.email, request.ip, siteOrigin(request.site));
      return { ok: true as const };
    },
  );

  app.post(
    '/password-reset-do.php',
    { schema: { body: PasswordResetBody, response: { 200: UserResponse, 400: ErrorBody, 409: ErrorBody } } },
    async (request, reply) => {
      const { user, sessionToken } = await passwords.reset(request.site, request.body, request.ip, browserOf(request));
      setSessionCookie(request, reply, sessionToken);
      return { user };
    },
  );

  memberRoutes(app, (member) => {
    member.post(
      '/password.php',
      {
        schema: { body: ChangePasswordBody, response: { 200: OkResponse, 400: ErrorBody, 403: ErrorBody, 429: ErrorBody } },
      },
      async (request) => {
        const { old_password: oldPassword, password } = request.body;
        await passwords.change({ member: memberOf(request), oldPassword, password, ip: request.ip });
        return { ok: true as const };
      },
    );
  });
};
