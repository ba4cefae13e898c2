import { DiscountCodeQuery, DiscountCodeResponse, ErrorBody, WelcomeDiscountResponse } from '@app/core';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../session/require-member';
import type { DiscountService } from './service';

export const discountRoutes: FastifyPluginAsyncZod<{ discounts: DiscountService }> = async (app, { discounts }) => {
  app.get(
    '/discountcode.php',
    {
      schema: {
        querystring: DiscountCodeQuery,
        response: { 200: z.union([DiscountCodeResponse, WelcomeDiscountResponse]), 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => {
      // The layout asks for the welcome bonus of whoever is there; a code is checked for a member's purchase.
      if (request.query.welcome) {
        return { discount_code: await discounts.welcome(request.member?.userId ?? null) };
      }
      const member = memberOf(request);
      return { discount_code: await discounts.check(request.site.config, member.userId, request.query) };
    },
  );
};
