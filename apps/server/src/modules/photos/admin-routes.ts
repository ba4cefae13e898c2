import { AdminPhotoFileParams, ErrorBody, OkResponse, PhotoParams, ReasonBody } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJpeg } from '../../http/send-jpeg';
import { staffOf, staffRoutes } from '../staff/staff-routes';
import type { PhotoService } from './service';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Photos on a member's page: every one shown to staff; moderators and support hide or restore them. */
export const photoAdminRoutes: FastifyPluginAsyncZod<{ photos: PhotoService }> = async (app, { photos }) => {
  await staffRoutes(app, ['support', 'moderator', 'finance'], (staff) => {
    staff.get('/api/admin/photos/:photoId/:variant.jpg', { schema: { params: AdminPhotoFileParams } }, async (request, reply) => {
      const { file, cacheControl } = await photos.staffFile(request.params.photoId, request.params.variant);
      return sendJpeg(reply, file, cacheControl);
    });
  });

  await staffRoutes(app, ['support', 'moderator'], (staff) => {
    for (const [action, status] of [['hide', 'rejected'], ['restore', 'active']] as const) {
      staff.post(
        `/api/admin/photos/:photoId/${action}`,
        { schema: { params: PhotoParams, body: ReasonBody, response: { 200: OkResponse, ...errors } } },
        async (request) => {
          await photos.moderate(staffOf(request), request.params.photoId, status, request.body.reason);
          return { ok: true as const };
        },
      );
    }
  });
};
