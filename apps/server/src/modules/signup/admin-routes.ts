import { ErrorBody, MemberParams, OkResponse, ReasonBody } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SiteOrigin } from '../site/site-origin';
import { staffOf, staffRoutes } from '../staff/staff-routes';
import type { SignupService } from './service';

export const signupAdminRoutes: FastifyPluginAsyncZod<{ signup: SignupService; siteOrigin: SiteOrigin }> = async (
  app,
  { signup, siteOrigin },
) => {
  staffRoutes(app, ['support'], (staff) => {
    staff.post(
      '/api/admin/members/:id/activation-mail',
      { schema: { params: MemberParams, body: ReasonBody, response: { 200: OkResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody } } },
      async (request) => {
        await signup.resendActivationByStaff(staffOf(request), request.params.id, request.body.reason, siteOrigin);
        return { ok: true as const };
      },
    );
  });
};
