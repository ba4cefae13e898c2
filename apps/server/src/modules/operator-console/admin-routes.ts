import {
  ErrorBody,
  FirstContactBody,
  FirstContactList,
  FirstContactQuery,
  OkResponse,
  OperatorClaim,
  OperatorConversation,
  OperatorConversationParams,
  OperatorMessageBody,
  OperatorMessageSent,
  OperatorMessagesPage,
  OperatorMessagesQuery,
  OperatorNextBody,
  OperatorQueue,
  OperatorQueueQuery,
  QueueCount,
  QueueCountQuery,
} from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf, staffRoutes } from '../staff/staff-routes';
import type { OperatorConsole } from './service';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The operators' console: the queue of members waiting for a fictional profile, and the answers. */
export const operatorConsoleRoutes: FastifyPluginAsyncZod<{ console: OperatorConsole }> = async (app, { console }) => {
  staffRoutes(app, ['operator'], (staff) => {
    staff.get(
      '/api/admin/operator/queue',
      { schema: { querystring: OperatorQueueQuery, response: { 200: OperatorQueue, ...errors } } },
      async (request) => console.queue(staffOf(request), request.query),
    );

    staff.get(
      '/api/admin/operator/queue/count',
      { schema: { querystring: QueueCountQuery, response: { 200: QueueCount, ...errors } } },
      async (request) => console.count(request.query),
    );

    staff.post(
      '/api/admin/operator/next',
      { schema: { body: OperatorNextBody, response: { 200: OperatorClaim, ...errors } } },
      async (request) => console.next(staffOf(request), request.body),
    );

    staff.post(
      '/api/admin/operator/conversations/:id/claim',
      { schema: { params: OperatorConversationParams, response: { 200: OperatorClaim, ...errors } } },
      async (request) => console.take(staffOf(request), request.params.id),
    );

    staff.delete(
      '/api/admin/operator/conversations/:id/claim',
      { schema: { params: OperatorConversationParams, response: { 200: OkResponse, ...errors } } },
      async (request) => {
        await console.release(staffOf(request), request.params.id);
        return { ok: true as const };
      },
    );

    staff.get(
      '/api/admin/operator/conversations/:id',
      { schema: { params: OperatorConversationParams, response: { 200: OperatorConversation, ...errors } } },
      async (request) => console.conversation(staffOf(request), request.params.id),
    );

    staff.get(
      '/api/admin/operator/conversations/:id/messages',
      {
        schema: {
          params: OperatorConversationParams,
          querystring: OperatorMessagesQuery,
          response: { 200: OperatorMessagesPage, ...errors },
        },
      },
      async (request) => console.olderMessages(staffOf(request), request.params.id, request.query.before),
    );

    staff.post(
      '/api/admin/operator/conversations/:id/messages',
      {
        schema: { params: OperatorConversationParams, body: OperatorMessageBody, response: { 200: OperatorMessageSent, ...errors } },
      },
      async (request) => console.answer(staffOf(request), request.params.id, request.body),
    );

    staff.get(
      '/api/admin/operator/first-contact',
      { schema: { querystring: FirstContactQuery, response: { 200: FirstContactList, ...errors } } },
      async (request) => console.firstContactList(request.query),
    );

    staff.post(
      '/api/admin/operator/first-contact',
      { schema: { body: FirstContactBody, response: { 200: OperatorMessageSent, ...errors } } },
      async (request) => console.firstContact(staffOf(request), request.body),
    );
  });
};
