import { EditMemberProfileBody, ErrorBody, MemberParams, OkResponse } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf, staffRoutes } from '../staff/staff-routes';
import type { ProfileService } from './service';

/** Staff correct a member's profile fields on the member's page. */
export const profileAdminRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService }> = async (app, { profiles }) => {
  await staffRoutes(app, ['support', 'moderator'], (staff) => {
    staff.patch(
      '/api/admin/members/:id/profile',
      {
        schema: {
          params: MemberParams,
          body: EditMemberProfileBody,
          response: { 200: OkResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
        },
      },
      async (request) => {
        await profiles.editByStaff(staffOf(request), request.params.id, request.body);
        return { ok: true as const };
      },
    );
  });
};
