import { ErrorBody, SwipeBody, SwipeResponse, SwipeResult } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf, memberRoutes } from '../session/require-member';
import type { SwipeService } from './service';

export const swipeRoutes: FastifyPluginAsyncZod<{ swipe: SwipeService }> = async (app, { swipe }) => {
  memberRoutes(app, (member) => {
    member.get('/swipe.php', { schema: { response: { 200: SwipeResponse, 403: ErrorBody } } }, async (request) =>
      swipe.deal(memberOf(request)),
    );

    member.post(
      '/swipe.php',
      // A pass counts too: a swipe is a like as soon as the member swipes right.
      {
        config: { rateLimit: 'like' },
        schema: { body: SwipeBody, response: { 200: SwipeResult, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody } },
      },
      async (request) => swipe.swipe(memberOf(request), request.body),
    );
  });
};
