import fastifyMultipart from '@fastify/multipart';
import {
  ErrorBody,
  PhotoIdBody,
  PhotoResponse,
  PhotosResponse,
  ReorderPhotosBody,
  UpdatePhotoBody,
} from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf, memberRoutes } from '../session/require-member';
import { PHOTO_UPLOAD_LIMITS, readPhotoUpload } from './read-photo-upload';
import type { PhotoService } from './service';

/** Beside the file in field `photo`: optionally `private` = true | false. */
const UploadFields = z.object({ private: z.enum(['true', 'false'], { error: 'invalid' }).optional() });

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export const photoRoutes: FastifyPluginAsyncZod<{ photos: PhotoService }> = async (app, { photos }) => {
  await app.register(fastifyMultipart, { limits: PHOTO_UPLOAD_LIMITS });

  memberRoutes(app, (member) => {
    member.get('/photos.php', { schema: { response: { 200: PhotosResponse, 403: ErrorBody } } }, async (request) =>
      photos.list(memberOf(request)),
    );

    member.post('/photos.php', { schema: { response: { 200: PhotoResponse, ...errors } } }, async (request) => {
      const { file, fields } = await readPhotoUpload(request, UploadFields);
      return { photo: await photos.upload(memberOf(request), file, fields.private === 'true') };
    });

    member.put(
      '/photos.php',
      { schema: { body: UpdatePhotoBody, response: { 200: PhotoResponse, ...errors } } },
      async (request) => ({ photo: await photos.update(memberOf(request), request.body) }),
    );

    member.delete(
      '/photos.php',
      { schema: { body: PhotoIdBody, response: { 200: PhotosResponse, ...errors } } },
      async (request) => photos.remove(memberOf(request), request.body.id),
    );

    member.put(
      '/photos-order.php',
      { schema: { body: ReorderPhotosBody, response: { 200: PhotosResponse, ...errors } } },
      async (request) => photos.reorder(memberOf(request), request.body.order),
    );
  });
};
