import { ErrorBody, MemberParams, OkResponse, ReasonBody } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SiteOrigin } from '../site/site-origin';
import { staffOf, staffRoutes } from '../staff/staff-routes';
import type { PasswordService } from './service';

export const passwordAdminRoutes: FastifyPluginAsyncZod<{ passwords: PasswordService; siteOrigin: SiteOrigin }> = async (
  app,
  { passwords, siteOrigin },
) => {
  staffRoutes(app, ['support'], (staff) => {
    staff.post(
      '/api/admin/members/:id/password-reset',
      {
        schema: {
          params: MemberParams,
          body: ReasonBody,
          response: { 200: OkResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
        },
      },
      async (request) => {
        await passwords.forceReset(staffOf(request), request.params.id, request.body.reason, siteOrigin);
        return { ok: true as const };
      },
    );
  });
};
