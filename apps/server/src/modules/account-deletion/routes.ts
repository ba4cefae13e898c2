import { DeleteAccountBody, ErrorBody, OkResponse, RetentionCodeResponse } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LINK_FAILED_PAGE, LinkQuery } from '../../http/mail-links';
import { clearSessionCookie } from '../session/cookie';
import { memberOf, memberRoutes } from '../session/require-member';
import type { SiteOrigin } from '../site/site-origin';
import type { AccountDeletionService } from './service';

export interface AccountDeletionRoutesOptions {
  deletion: AccountDeletionService;
  siteOrigin: SiteOrigin;
}

const REACTIVATED_PAGE = '/?reactivated=1';

export const accountDeletionRoutes: FastifyPluginAsyncZod<AccountDeletionRoutesOptions> = async (
  app,
  { deletion, siteOrigin },
) => {
  app.get('/reactivate.php', { schema: { querystring: LinkQuery } }, async (request, reply) => {
    const { token } = request.query;
    const reactivated = token ? await deletion.reactivate(token, request.site) : false;
    return reply.redirect(reactivated ? REACTIVATED_PAGE : LINK_FAILED_PAGE, 303);
  });

  memberRoutes(app, (member) => {
    member.post(
      '/retention-code.php',
      { schema: { response: { 200: RetentionCodeResponse, 403: ErrorBody, 404: ErrorBody } } },
      async (request) => ({ discount_code: await deletion.takeRetentionOffer(memberOf(request), request.site) }),
    );

    member.delete(
      '/user.php',
      {
        schema: { body: DeleteAccountBody, response: { 200: OkResponse, 400: ErrorBody, 403: ErrorBody, 429: ErrorBody } },
      },
      async (request, reply) => {
        const { site, body, ip } = request;
        const origin = siteOrigin(request.site);
        await deletion.requestDeletion({ member: memberOf(request), site, password: body.password, ip, origin });
        clearSessionCookie(request, reply);
        return { ok: true as const };
      },
    );
  });
};
