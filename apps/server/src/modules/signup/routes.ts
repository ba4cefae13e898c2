import {
  EmailCheckBody,
  EmailCheckResponse,
  ErrorBody,
  isLocale,
  LOCALE_COOKIE,
  OkResponse,
  SignupBody,
  UserResponse,
} from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LINK_FAILED_PAGE, LinkQuery } from '../../http/mail-links';
import { setSessionCookie } from '../session/cookie';
import { memberOf, memberRoutes } from '../session/require-member';
import { browserOf } from '../session/resolve-member';
import type { SiteOrigin } from '../site/site-origin';
import type { SignupService } from './service';

export interface SignupRoutesOptions {
  signup: SignupService;
  siteOrigin: SiteOrigin;
}

/** Where the browser lands after a working activation link (web route of SPEC §2). */
const ACTIVATED_PAGE = '/activate/done';

export const signupRoutes: FastifyPluginAsyncZod<SignupRoutesOptions> = async (app, { signup, siteOrigin }) => {
  app.post(
    '/signup.php',
    {
      constraints: { check: 'email' },
      schema: { body: EmailCheckBody, response: { 200: EmailCheckResponse, 400: ErrorBody, 429: ErrorBody } },
    },
    async (request) => ({ available: await signup.emailAvailable(request.site.id, request.body.email, request.ip) }),
  );

  app.post(
    '/signup.php',
    {
      config: { rateLimit: 'signup' },
      schema: {
        body: SignupBody,
        response: { 200: UserResponse, 400: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const locale = request.cookies[LOCALE_COOKIE];
      const { user, sessionToken } = await signup.signUp({
        site: request.site,
        body: request.body,
        locale: isLocale(locale) ? locale : undefined,
        ip: request.ip,
        browser: browserOf(request),
        origin: siteOrigin(request.site),
      });
      setSessionCookie(request, reply, sessionToken);
      return { user };
    },
  );

  app.get('/activate.php', { schema: { querystring: LinkQuery } }, async (request, reply) => {
    const { token } = request.query;
    const activated = token ? await signup.activate(token, request.site) : false;
    return reply.redirect(activated ? ACTIVATED_PAGE : LINK_FAILED_PAGE, 303);
  });

  memberRoutes(app, (member) => {
    member.post(
      '/activate.php',
      { schema: { response: { 200: OkResponse, 403: ErrorBody, 429: ErrorBody } } },
      async (request) => {
        await signup.resendActivation(memberOf(request), request.site, siteOrigin(request.site));
        return { ok: true as const };
      },
    );
  });
};
