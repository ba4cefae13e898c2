import {
  CreatePaymentResponse,
  DirectDebitBody,
  DirectDebitConfirmBody,
  DirectDebitStarted,
  ErrorBody,
} from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf, memberRoutes } from '../session/require-member';
import type { DirectDebitService } from './service';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody, 429: ErrorBody, 502: ErrorBody };

export const directDebitRoutes: FastifyPluginAsyncZod<{ directDebit: DirectDebitService }> = async (
  app,
  { directDebit },
) => {
  memberRoutes(app, (member) => {
    member.post(
      '/directdebit.php',
      { schema: { body: DirectDebitBody, response: { 200: DirectDebitStarted, ...errors } } },
      async (request) => directDebit.start(request.site, memberOf(request).userId, request.body),
    );

    member.post(
      '/directdebit-confirm.php',
      { schema: { body: DirectDebitConfirmBody, response: { 200: CreatePaymentResponse, ...errors } } },
      async (request) => directDebit.confirm(request.site, memberOf(request).userId, request.body),
    );
  });
};
