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
  FictionalPhotoResponse,
  FictionalProfileDetail,
  OkResponse,
} from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_UPLOAD_LIMITS, readPhotoUpload } from '../photos/read-photo-upload';
import { staffOf, staffRoutes } from '../staff/staff-routes';
import type { FictionalProfileService } from './service';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Operators (and admins) make and keep fictional profiles: fields, photos, notes, online pattern. */
export const fictionalAdminRoutes: FastifyPluginAsyncZod<{ fictional: FictionalProfileService }> = async (app, { fictional }) => {
  await app.register(fastifyMultipart, { limits: PHOTO_UPLOAD_LIMITS });

  await staffRoutes(app, ['operator'], (staff) => {
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
  });
};
