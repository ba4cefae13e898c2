import { ErrorBody, MemberDossier, MemberParams, MemberSearchPage, MemberSearchQuery } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRoutes } from '../staff/staff-routes';
import type { MemberDossierService } from './service';

/** Finding members and reading their page: every role that works with members, finance read-only. */
export const memberDossierAdminRoutes: FastifyPluginAsyncZod<{ dossiers: MemberDossierService }> = async (app, { dossiers }) => {
  staffRoutes(app, ['support', 'moderator', 'finance'], (staff) => {
    staff.get(
      '/api/admin/members',
      { schema: { querystring: MemberSearchQuery, response: { 200: MemberSearchPage, 400: ErrorBody, 403: ErrorBody } } },
      async (request) => dossiers.search(request.query),
    );

    staff.get(
      '/api/admin/members/:id',
      { schema: { params: MemberParams, response: { 200: MemberDossier, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody } } },
      async (request) => dossiers.dossier(request.params.id),
    );
  });
};
