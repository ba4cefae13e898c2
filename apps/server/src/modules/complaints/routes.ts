import { ComplaintBody, ErrorBody, OkResponse } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ComplaintService } from './service';

export const complaintRoutes: FastifyPluginAsyncZod<{ complaints: ComplaintService }> = async (
  app,
  { complaints },
) => {
  // Open to visitors too: the complaints page is linked from every footer (SPEC §2).
  app.post(
    '/complaints.php',
    { config: { rateLimit: 'complaint' }, schema: { body: ComplaintBody, response: { 200: OkResponse, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody } } },
    async (request) => {
      await complaints.submit({ site: request.site, member: request.member, ip: request.ip, body: request.body });
      return { ok: true as const };
    },
  );
};
