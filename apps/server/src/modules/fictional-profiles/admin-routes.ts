import fastifyMultipart from '@fastify/multipart';
import {
  CreateFictionalBody,
  EditFictionalBody,
  ErrorBody,
  FictionalCreated,
  FictionalList,
  FictionalListQuery,
  FictionalNotesBody,
  FictionalParams,
  FictionalPhotoOrderBody,
  FictionalPhotoParams,
  FictionalPhotoResponse,
  FictionalProfileDetail,
  OkResponse,
  ReasonBody,
} from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_UPLOAD_LIMITS, readPhotoUpload } from '../photos/read-photo-upload';
import { staffOf, staffRoutes } from '../staff/staff-routes';
import type { FictionalDeletion } from './deletion';
import type { FictionalProfileService } from './service';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Operators (and admins) make and keep fictional profiles: fields, photos, notes, online pattern; and delete them. */
export const fictionalAdminRoutes: FastifyPluginAsyncZod<{ fictional: FictionalProfileService; deletion: FictionalDeletion }> = async (
  app,
  { fictional, deletion },
) => {
  await app.register(fastifyMultipart, { limits: PHOTO_UPLOAD_LIMITS });

  staffRoutes(app, ['operator'], (staff) => {
    staff.get(
      '/api/admin/fictional',
      { schema: { querystring: FictionalListQuery, response: { 200: FictionalList, ...errors } } },
      async (request) => fictional.list(request.query),
    );

    staff.post(
      '/api/admin/fictional',
      { schema: { body: CreateFictionalBody, response: { 200: FictionalCreated, ...errors } } },
      async (request) => ({ id: await fictional.create(staffOf(request), request.body) }),
    );

    staff.get(
      '/api/admin/fictional/:id',
      { schema: { params: FictionalParams, response: { 200: FictionalProfileDetail, ...errors } } },
      async (request) => fictional.detail(request.params.id),
    );

    staff.patch(
      '/api/admin/fictional/:id',
      { schema: { params: FictionalParams, body: EditFictionalBody, response: { 200: OkResponse, ...errors } } },
      async (request) => {
        await fictional.edit(staffOf(request), request.params.id, request.body);
        return { ok: true as const };
      },
    );

    staff.put(
      '/api/admin/fictional/:id/notes',
      { schema: { params: FictionalParams, body: FictionalNotesBody, response: { 200: OkResponse, ...errors } } },
      async (request) => {
        await fictional.setNotes(staffOf(request), request.params.id, request.body.notes);
        return { ok: true as const };
      },
    );

    staff.post(
      '/api/admin/fictional/:id/photos',
      { schema: { params: FictionalParams, response: { 200: FictionalPhotoResponse, ...errors } } },
      async (request) => {
        const { file } = await readPhotoUpload(request, z.object({}));
        return { photo: await fictional.addPhoto(staffOf(request), request.params.id, file) };
      },
    );

    staff.put(
      '/api/admin/fictional/:id/photos/order',
      { schema: { params: FictionalParams, body: FictionalPhotoOrderBody, response: { 200: OkResponse, ...errors } } },
      async (request) => {
        await fictional.orderPhotos(staffOf(request), request.params.id, request.body);
        return { ok: true as const };
      },
    );

    staff.delete(
      '/api/admin/fictional/:id/photos/:photoId',
      { schema: { params: FictionalPhotoParams, body: ReasonBody, response: { 200: OkResponse, ...errors } } },
      async (request) => {
        await fictional.removePhoto(staffOf(request), request.params.id, request.params.photoId, request.body.reason);
        return { ok: true as const };
      },
    );

    staff.delete(
      '/api/admin/fictional/:id',
      { schema: { params: FictionalParams, body: ReasonBody, response: { 200: OkResponse, ...errors } } },
      async (request) => {
        await deletion.delete(staffOf(request), request.params.id, request.body.reason);
        return { ok: true as const };
      },
    );
  });
};
