import { ErrorBody, VisitsResponse } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf, memberRoutes } from '../session/require-member';
import type { VisitService } from './service';

export const visitRoutes: FastifyPluginAsyncZod<{ visits: VisitService }> = async (app, { visits }) => {
  memberRoutes(app, (member) => {
    member.get('/visits.php', { schema: { response: { 200: VisitsResponse, 403: ErrorBody } } }, async (request) =>
      visits.visits(memberOf(request)),
    );
  });
};
