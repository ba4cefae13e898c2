import { ErrorBody, LanderQuery, LanderResponse } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LanderService } from './service';

export const landerRoutes: FastifyPluginAsyncZod<{ landers: LanderService }> = async (app, { landers }) => {
  // Public: landers are for visitors; they show only what a visitor may see of a member.
  app.get(
    '/lander.php',
    { schema: { querystring: LanderQuery, response: { 200: LanderResponse, 400: ErrorBody } } },
    async (request) => landers.data(request.site, request.query.page, request.query.member),
  );
};
