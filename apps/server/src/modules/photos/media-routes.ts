import { IdParam } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJpeg } from '../../http/send-jpeg';
import { PHOTO_VARIANTS } from '../../platform/storage/user-files';
import type { PhotoService } from './service';

const MediaParams = z.object({ id: IdParam, variant: z.enum(PHOTO_VARIANTS) });

/** Photo files, behind the visibility rules of PhotoService.mediaFile (photoUrl() builds these paths). */
export const mediaRoutes: FastifyPluginAsyncZod<{ photos: PhotoService }> = async (app, { photos }) => {
  app.get('/media/photos/:id/:variant.jpg', { schema: { params: MediaParams } }, async (request, reply) => {
    const { file, cacheControl } = await photos.mediaFile(request.member, request.params.id, request.params.variant);
    return sendJpeg(reply, file, cacheControl);
  });
};
