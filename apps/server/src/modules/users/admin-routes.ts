import { AdjustCreditsBody, CreditsBalance, ErrorBody, MemberParams, OkResponse, PremiumBody } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf, staffRoutes } from '../staff/staff-routes';
import type { UserService } from './service';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Support's changes to a member's account: credits and premium. */
export const userAdminRoutes: FastifyPluginAsyncZod<{ users: UserService }> = async (app, { users }) => {
  staffRoutes(app, ['support'], (staff) => {
    staff.post(
      '/api/admin/members/:id/credits',
      { schema: { params: MemberParams, body: AdjustCreditsBody, response: { 200: CreditsBalance, ...errors } } },
      async (request) => users.adjustCredits(staffOf(request), request.params.id, request.body),
    );

    staff.post(
      '/api/admin/members/:id/premium',
      { schema: { params: MemberParams, body: PremiumBody, response: { 200: OkResponse, ...errors } } },
      async (request) => {
        await users.setPremium(staffOf(request), request.params.id, request.body);
        return { ok: true as const };
      },
    );
  });
};
