import { ErrorBody, MemberParams, OkResponse, ReasonBody } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf, staffRoutes } from '../staff/staff-routes';
import type { AccountDeletionService } from './service';

export const accountDeletionAdminRoutes: FastifyPluginAsyncZod<{ deletion: AccountDeletionService }> = async (app, { deletion }) => {
  staffRoutes(app, ['support'], (staff) => {
    staff.post(
      '/api/admin/members/:id/deletion',
      { schema: { params: MemberParams, body: ReasonBody, response: { 200: OkResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody } } },
      async (request) => {
        await deletion.deleteByStaff(staffOf(request), request.params.id, request.body.reason);
        return { ok: true as const };
      },
    );
  });
};
