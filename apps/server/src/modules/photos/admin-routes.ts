import {
  AdminPhotoFileParams,
  ErrorBody,
  ModerationDecisionBody,
  ModerationQueueQuery,
  OkResponse,
  PhotoParams,
  PhotoQueue,
  QueueCount,
  QueueCountQuery,
} from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJpeg } from '../../http/send-jpeg';
import { staffOf, staffRoutes } from '../staff/staff-routes';
import type { PhotoService } from './service';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * Photos in the back office: every one shown to staff on a member's page; moderators work the
 * photo queue and decide a photo there or on the member's page, through the one decision route.
 */
export const photoAdminRoutes: FastifyPluginAsyncZod<{ photos: PhotoService }> = async (app, { photos }) => {
  staffRoutes(app, ['support', 'moderator', 'finance'], (staff) => {
    staff.get('/api/admin/photos/:photoId/:variant.jpg', { schema: { params: AdminPhotoFileParams } }, async (request, reply) => {
      const { file, cacheControl } = await photos.staffFile(request.params.photoId, request.params.variant);
      return sendJpeg(reply, file, cacheControl);
    });
  });

  staffRoutes(app, ['moderator'], (staff) => {
    staff.get(
      '/api/admin/moderation/photos',
      { schema: { querystring: ModerationQueueQuery, response: { 200: PhotoQueue, ...errors } } },
      async (request) => photos.queue(request.query),
    );

    staff.get(
      '/api/admin/moderation/photos/count',
      { schema: { querystring: QueueCountQuery, response: { 200: QueueCount, ...errors } } },
      async (request) => photos.queueCount(request.query),
    );

    staff.post(
      '/api/admin/moderation/photos/:photoId',
      { schema: { params: PhotoParams, body: ModerationDecisionBody, response: { 200: OkResponse, ...errors } } },
      async (request) => {
        await photos.decide(staffOf(request), request.params.photoId, request.body);
        return { ok: true as const };
      },
    );
  });
};
