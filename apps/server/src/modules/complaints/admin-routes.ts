import {
  AdminComplaintDetail,
  AppealDecisionBody,
  ComplaintDecisionBody,
  ComplaintParams,
  ComplaintQueue,
  ComplaintQueueQuery,
  ErrorBody,
  QueueCount,
  QueueCountQuery,
} from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJpeg } from '../../http/send-jpeg';
import { staffOf, staffRoutes } from '../staff/staff-routes';
import type { ComplaintDecisions } from './decisions';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The complaints queue and its decisions: support and moderators (EU DSA art. 16, 17, 20). */
export const complaintAdminRoutes: FastifyPluginAsyncZod<{ decisions: ComplaintDecisions }> = async (app, { decisions }) => {
  staffRoutes(app, ['support', 'moderator'], (staff) => {
    staff.get(
      '/api/admin/complaints',
      { schema: { querystring: ComplaintQueueQuery, response: { 200: ComplaintQueue, ...errors } } },
      async (request) => decisions.queue(request.query.siteId),
    );

    staff.get(
      '/api/admin/complaints/count',
      { schema: { querystring: QueueCountQuery, response: { 200: QueueCount, ...errors } } },
      async (request) => decisions.count(request.query.siteId),
    );

    staff.get(
      '/api/admin/complaints/:id',
      { schema: { params: ComplaintParams, response: { 200: AdminComplaintDetail, ...errors } } },
      async (request) => decisions.detail(request.params.id),
    );

    staff.get('/api/admin/complaints/:id/content.jpg', { schema: { params: ComplaintParams } }, async (request, reply) =>
      sendJpeg(reply, await decisions.contentFile(request.params.id), 'private, no-store'),
    );

    staff.post(
      '/api/admin/complaints/:id/decision',
      { schema: { params: ComplaintParams, body: ComplaintDecisionBody, response: { 200: AdminComplaintDetail, ...errors } } },
      async (request) => decisions.decide(staffOf(request), request.params.id, request.body),
    );

    staff.post(
      '/api/admin/complaints/:id/appeal-decision',
      { schema: { params: ComplaintParams, body: AppealDecisionBody, response: { 200: AdminComplaintDetail, ...errors } } },
      async (request) => decisions.decideAppeal(staffOf(request), request.params.id, request.body),
    );
  });
};
