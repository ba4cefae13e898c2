import { ErrorBody, OkResponse, PushSubscribeBody } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf, memberRoutes } from '../session/require-member';
import type { PushSubscriptionService } from './service';

export const pushRoutes: FastifyPluginAsyncZod<{ subscriptions: PushSubscriptionService }> = async (
  app,
  { subscriptions },
) => {
  memberRoutes(app, (member) => {
    // `?push=1` makes this a route of its own beside the login on POST /user.php (queryPushConstraint).
    member.post(
      '/user.php',
      {
        constraints: { push: '1' },
        schema: { body: PushSubscribeBody, response: { 200: OkResponse, 400: ErrorBody, 403: ErrorBody } },
      },
      async (request) => {
        await subscriptions.subscribe(memberOf(request), request.body, request.headers['user-agent']);
        return { ok: true as const };
      },
    );
  });
};
