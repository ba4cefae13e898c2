import {
  AdminDiscountResponse,
  AdminDiscountsQuery,
  AdminDiscountsResponse,
  CreateDiscountBody,
  DiscountIdParams,
  DiscountUsesResponse,
  ErrorBody,
  UpdateDiscountBody,
} from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf, staffRoutes } from '../staff/staff-routes';
import type { DiscountService } from './service';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Discount codes in the back office: support and finance see them and their uses; admins create and switch them. */
export const discountAdminRoutes: FastifyPluginAsyncZod<{ discounts: DiscountService }> = async (app, { discounts }) => {
  staffRoutes(app, ['support', 'finance'], (staff) => {
    staff.get(
      '/api/admin/discount-codes',
      { schema: { querystring: AdminDiscountsQuery, response: { 200: AdminDiscountsResponse, ...errors } } },
      async (request) => ({ codes: await discounts.list(request.query.siteId ?? null) }),
    );
    staff.get(
      '/api/admin/discount-codes/:codeId/uses',
      { schema: { params: DiscountIdParams, response: { 200: DiscountUsesResponse, ...errors } } },
      async (request) => discounts.uses(request.params.codeId),
    );
  });

  staffRoutes(app, [], (staff) => {
    staff.post(
      '/api/admin/discount-codes',
      { schema: { body: CreateDiscountBody, response: { 200: AdminDiscountResponse, ...errors } } },
      async (request) => ({ code: await discounts.create(staffOf(request), request.body) }),
    );
    staff.patch(
      '/api/admin/discount-codes/:codeId',
      { schema: { params: DiscountIdParams, body: UpdateDiscountBody, response: { 200: AdminDiscountResponse, ...errors } } },
      async (request) => ({ code: await discounts.setStatus(staffOf(request), request.params.codeId, request.body) }),
    );
  });
};
