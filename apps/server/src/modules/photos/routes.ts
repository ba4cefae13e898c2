import fastifyMultipart from '@fastify/multipart';
import {
  ErrorBody,
  PhotoIdBody,
  PhotoResponse,
  PhotosResponse,
  ReorderPhotosBody,
  UpdatePhotoBody,
} from '@app/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidField } from '../../http/app-error';
import { PHOTO_LIMITS } from '../../platform/images/process-photo';
import { memberOf, memberRoutes } from '../session/require-member';
import { photoRejectedError } from './photo-errors';
import type { PhotoService } from './service';

const PrivateField = z.enum(['true', 'false']);

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** The multipart upload: one file in field `photo`, optionally `private` = true | false. */
async function readUpload(request: FastifyRequest): Promise<{ file: Buffer; isPrivate: boolean }> {
  let file: Buffer | undefined;
  let isPrivate = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photo') throw invalidField(part.fieldname, 'invalid');
        file = await part.toBuffer();
      } else if (part.fieldname === 'private') {
        const value = PrivateField.safeParse(part.value);
        if (!value.success) throw invalidField('private', 'invalid');
        isPrivate = value.data === 'true';
      }
    }
  } catch (error) {
    // The upload stops at the size limit; that is the same refusal as an oversized photo.
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw photoRejectedError('too_large');
    throw error;
  }
  if (!file) throw invalidField('photo', 'required');
  return { file, isPrivate };
}

export const photoRoutes: FastifyPluginAsyncZod<{ photos: PhotoService }> = async (app, { photos }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: PHOTO_LIMITS.maxBytes, files: 1, fields: 5, parts: 6 },
  });

  await memberRoutes(app, (member) => {
    member.get('/photos.php', { schema: { response: { 200: PhotosResponse, 403: ErrorBody } } }, async (request) =>
      photos.list(memberOf(request)),
    );

    member.post('/photos.php', { schema: { response: { 200: PhotoResponse, ...errors } } }, async (request) => {
      const { file, isPrivate } = await readUpload(request);
      return { photo: await photos.upload(memberOf(request), file, isPrivate) };
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
