import { AdminBan, BanBody, BanParams, BanResponse, ErrorBody, MemberParams, ReasonBody } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf, staffRoutes } from '../staff/staff-routes';
import type { BanService } from './service';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Bans and suspensions, made and lifted on a member's page. */
export const banAdminRoutes: FastifyPluginAsyncZod<{ bans: BanService }> = async (app, { bans }) => {
  staffRoutes(app, ['support'], (staff) => {
    staff.post(
      '/api/admin/members/:id/bans',
      { schema: { params: MemberParams, body: BanBody, response: { 200: BanResponse, ...errors } } },
      async (request) => bans.ban(staffOf(request), request.params.id, request.body),
    );

    staff.post(
      '/api/admin/bans/:banId/lift',
      { schema: { params: BanParams, body: ReasonBody, response: { 200: AdminBan, ...errors } } },
      async (request) => bans.lift(staffOf(request), request.params.banId, request.body.reason),
    );
  });
};
