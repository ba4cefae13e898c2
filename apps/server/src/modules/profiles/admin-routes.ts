import {
  EditMemberProfileBody,
  ErrorBody,
  MemberParams,
  ModerationDecisionBody,
  ModerationQueueQuery,
  OkResponse,
  QueueCount,
  QueueCountQuery,
  TextQueue,
  TextReviewParams,
} from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf, staffRoutes } from '../staff/staff-routes';
import type { ProfileService } from './service';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Staff correct a member's profile fields on the member's page; moderators work the profile text queue. */
export const profileAdminRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService }> = async (app, { profiles }) => {
  staffRoutes(app, ['support', 'moderator'], (staff) => {
    staff.patch(
      '/api/admin/members/:id/profile',
      { schema: { params: MemberParams, body: EditMemberProfileBody, response: { 200: OkResponse, ...errors } } },
      async (request) => {
        await profiles.editByStaff(staffOf(request), request.params.id, request.body);
        return { ok: true as const };
      },
    );
  });

  staffRoutes(app, ['moderator'], (staff) => {
    staff.get(
      '/api/admin/moderation/texts',
      { schema: { querystring: ModerationQueueQuery, response: { 200: TextQueue, ...errors } } },
      async (request) => profiles.textQueue(request.query),
    );

    staff.get(
      '/api/admin/moderation/texts/count',
      { schema: { querystring: QueueCountQuery, response: { 200: QueueCount, ...errors } } },
      async (request) => profiles.textQueueCount(request.query),
    );

    staff.post(
      '/api/admin/moderation/texts/:reviewId',
      { schema: { params: TextReviewParams, body: ModerationDecisionBody, response: { 200: OkResponse, ...errors } } },
      async (request) => {
        await profiles.decideText(staffOf(request), request.params.reviewId, request.body);
        return { ok: true as const };
      },
    );
  });
};
