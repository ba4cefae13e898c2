import { ErrorBody, HeldMessageDecisionBody, QueueCountQuery, HeldMessagesResponse, IdParam, OkResponse, QueueCount } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJpeg } from '../../http/send-jpeg';
import { staffOf, staffRoutes } from '../staff/staff-routes';
import type { HeldMessages } from './held-messages';

const HeldMessageParams = z.object({ id: IdParam });
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** The queue of chat messages held by scam signals: moderators release or reject them. */
export const chatAdminRoutes: FastifyPluginAsyncZod<{ held: HeldMessages }> = async (app, { held }) => {
  staffRoutes(app, ['moderator'], (staff) => {
    staff.get(
      '/api/admin/moderation/messages',
      { schema: { querystring: QueueCountQuery, response: { 200: HeldMessagesResponse, ...errors } } },
      async (request) => held.list(request.query),
    );

    staff.get(
      '/api/admin/moderation/messages/count',
      { schema: { querystring: QueueCountQuery, response: { 200: QueueCount, ...errors } } },
      async (request) => held.count(request.query),
    );

    staff.get('/api/admin/moderation/messages/:id/photo.jpg', { schema: { params: HeldMessageParams } }, async (request, reply) =>
      sendJpeg(reply, await held.photo(request.params.id), 'private, no-store'),
    );

    staff.post(
      '/api/admin/moderation/messages/:id',
      { schema: { params: HeldMessageParams, body: HeldMessageDecisionBody, response: { 200: OkResponse, ...errors } } },
      async (request) => {
        await held.decide(staffOf(request), request.params.id, request.body);
        return { ok: true as const };
      },
    );
  });
};
