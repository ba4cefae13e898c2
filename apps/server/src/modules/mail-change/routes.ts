import { ErrorBody, MailChangeBody, OkResponse, TokenBody, UserResponse } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setSessionCookie } from '../session/cookie';
import { memberOf, memberRoutes } from '../session/require-member';
import { browserOf } from '../session/resolve-member';
import type { SiteOrigin } from '../site/site-origin';
import type { MailChangeService } from './service';

export interface MailChangeRoutesOptions {
  mailChange: MailChangeService;
  siteOrigin: SiteOrigin;
}

export const mailChangeRoutes: FastifyPluginAsyncZod<MailChangeRoutesOptions> = async (
  app,
  { mailChange, siteOrigin },
) => {
  // The link from the mail may be opened in any browser, logged in or not.
  app.post(
    '/mail-change-do.php',
    { schema: { body: TokenBody, response: { 200: UserResponse, 400: ErrorBody, 409: ErrorBody } } },
    async (request, reply) => {
      const { site, body } = request;
      const origin = siteOrigin(request.site);
      const { user, sessionToken } = await mailChange.confirm(site, body.token, browserOf(request), origin);
      if (sessionToken) setSessionCookie(request, reply, sessionToken);
      return { user };
    },
  );

  memberRoutes(app, (member) => {
    member.post(
      '/mail-change.php',
      {
        schema: {
          body: MailChangeBody,
          response: { 200: OkResponse, 400: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody },
        },
      },
      async (request) => {
        const origin = siteOrigin(request.site);
        const { site, body, ip } = request;
        await mailChange.request({ member: memberOf(request), site, newEmail: body.new_email, ip, origin });
        return { ok: true as const };
      },
    );
  });
};
