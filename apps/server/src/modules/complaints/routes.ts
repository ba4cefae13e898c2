import { AppealBody, ComplaintBody, ComplaintResponse, ErrorBody, MyComplaint, MyComplaintsResponse } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bannedMemberRoutes, memberOrBannedOf } from '../session/require-member';
import { visitorLocale } from '../site/visitor';
import type { ComplaintService } from './service';

export const complaintRoutes: FastifyPluginAsyncZod<{ complaints: ComplaintService }> = async (
  app,
  { complaints },
) => {
  // Open to visitors too: the complaints page is linked from every footer (SPEC §2).
  app.post(
    '/complaints.php',
    { config: { rateLimit: 'complaint' }, schema: { body: ComplaintBody, response: { 200: ComplaintResponse, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody } } },
    async (request) =>
      complaints.submit({
        site: request.site,
        member: request.member,
        ip: request.ip,
        locale: visitorLocale(request),
        body: request.body,
      }),
  );

  bannedMemberRoutes(app, (member) => {
    member.get('/my-complaints.php', { schema: { response: { 200: MyComplaintsResponse, 403: ErrorBody } } }, async (request) =>
      complaints.mine(memberOrBannedOf(request)),
    );

    member.post(
      '/complaint-appeal.php',
      { schema: { body: AppealBody, response: { 200: MyComplaint, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody } } },
      async (request) => complaints.appeal(memberOrBannedOf(request), request.body),
    );
  });
};
