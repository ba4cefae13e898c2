import {
  CreatePaymentBody,
  CreatePaymentResponse,
  CreditsOffer,
  CreditsQuery,
  ErrorBody,
  OkResponse,
  OrderResponse,
  OrdersResponse,
  PaymentsQuery,
  RepeatOrderBody,
} from '@app/core';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf, memberRoutes } from '../session/require-member';
import type { SiteOrigin } from '../site/site-origin';
import type { PaymentService } from './service';

export interface PaymentRoutesOptions {
  payments: PaymentService;
  siteOrigin: SiteOrigin;
}

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody, 502: ErrorBody };

/** What a provider posts on every status change (Mollie's form: `id=tr_…`); the rest is fetched from it. */
const WebhookBody = z.object({ id: z.string().min(1).max(100) });

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, { payments, siteOrigin }) => {
  // Visitors see the offer too (/pricing).
  app.get(
    '/credits.php',
    { schema: { querystring: CreditsQuery, response: { 200: CreditsOffer, 400: ErrorBody } } },
    async (request) => payments.offer(request.site, request.member?.userId ?? null, request.query.country),
  );

  await app.register(async (webhook) => {
    // Only this route reads form bodies: providers post them, the web app never does.
    webhook.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    webhook.withTypeProvider<ZodTypeProvider>().post(
      '/payment-webhook.php',
      {
        config: { fromServer: true },
        bodyLimit: 4096,
        schema: { body: WebhookBody, response: { 200: OkResponse, 400: ErrorBody, 502: ErrorBody } },
      },
      async (request) => {
        await payments.handleWebhook(request.body.id);
        return { ok: true as const };
      },
    );
  });

  memberRoutes(app, (member) => {
    member.post(
      '/payments.php',
      { schema: { body: CreatePaymentBody, response: { 200: CreatePaymentResponse, ...errors } } },
      async (request) =>
        payments.createPayment(request.site, memberOf(request).userId, request.body, siteOrigin(request.site)),
    );

    // With ?id= one order (the return page polls it), without it the order overview.
    member.get(
      '/payments.php',
      { schema: { querystring: PaymentsQuery, response: { 200: z.union([OrderResponse, OrdersResponse]), ...errors } } },
      async (request) => {
        const { userId } = memberOf(request);
        return request.query.id === undefined
          ? { orders: await payments.orders(userId) }
          : { order: await payments.order(userId, request.query.id) };
      },
    );

    member.post(
      '/repeat-order.php',
      { schema: { body: RepeatOrderBody, response: { 200: OrderResponse, ...errors } } },
      async (request) => ({ order: await payments.repeatOrder(request.site, memberOf(request).userId, request.body) }),
    );
  });
};
