import {
  AdminOrderDetail,
  AdminOrdersQuery,
  AdminOrdersResponse,
  ErrorBody,
  OrderIdParams,
  RefundBody,
  RefundResponse,
  ResolveReviewFlagBody,
  ReviewFlag,
  ReviewFlagParams,
  ReviewFlagsQuery,
  ReviewFlagsResponse,
} from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf, staffRoutes } from '../staff/staff-routes';
import type { StaffOrders } from './staff-orders';

export interface PaymentAdminRoutesOptions {
  orders: StaffOrders;
}

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody, 502: ErrorBody };

/** Money after the sale (issue 17): orders, refunds and review flags, for support, finance and admins. */
export const paymentAdminRoutes: FastifyPluginAsyncZod<PaymentAdminRoutesOptions> = async (app, { orders }) => {
  staffRoutes(app, ['support', 'finance'], (staff) => {
    staff.get(
      '/api/admin/orders',
      { schema: { querystring: AdminOrdersQuery, response: { 200: AdminOrdersResponse, ...errors } } },
      async (request) => orders.list(request.query),
    );

    staff.get(
      '/api/admin/orders/:id',
      { schema: { params: OrderIdParams, response: { 200: AdminOrderDetail, ...errors } } },
      async (request) => orders.detail(request.params.id),
    );

    // Outside the site's refund period only an admin may refund (the service answers 403 refund_window_passed).
    staff.post(
      '/api/admin/orders/:id/refunds',
      { schema: { params: OrderIdParams, body: RefundBody, response: { 200: RefundResponse, ...errors } } },
      async (request) => orders.refund(staffOf(request), request.params.id, request.body),
    );

    staff.get(
      '/api/admin/review-flags',
      { schema: { querystring: ReviewFlagsQuery, response: { 200: ReviewFlagsResponse, ...errors } } },
      async (request) => ({ flags: await orders.reviewFlags(request.query.userId) }),
    );

    staff.post(
      '/api/admin/review-flags/:id/resolve',
      { schema: { params: ReviewFlagParams, body: ResolveReviewFlagBody, response: { 200: ReviewFlag, ...errors } } },
      async (request) => orders.resolveReviewFlag(staffOf(request), request.params.id, request.body),
    );
  });
};
