import { ErrorBody, OperatorFigures, OperatorFiguresQuery } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRoutes } from '../staff/staff-routes';
import type { OperatorFiguresService } from './figures-service';

const errors = { 400: ErrorBody, 403: ErrorBody };

/** The operators' figures: for the operators themselves (the console) and finance (the reports). */
export const operatorFiguresRoutes: FastifyPluginAsyncZod<{ figures: OperatorFiguresService }> = async (app, { figures }) => {
  staffRoutes(app, ['operator', 'finance'], (staff) => {
    staff.get(
      '/api/admin/operator/figures',
      { schema: { querystring: OperatorFiguresQuery, response: { 200: OperatorFigures, ...errors } } },
      async (request) => figures.figures(request.query),
    );
  });
};
