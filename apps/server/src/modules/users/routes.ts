import { ErrorBody, UpdateUserBody, UserResponse } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf, memberRoutes } from '../session/require-member';
import type { UserService } from './service';

export const userRoutes: FastifyPluginAsyncZod<{ users: UserService }> = async (app, { users }) => {
  // SPEC §8: user.php never answers 403; a visitor is simply { user: null }.
  app.get('/user.php', { schema: { response: { 200: UserResponse } } }, async (request) => ({
    user: await users.current(request.member),
  }));

  await memberRoutes(app, (member) => {
    member.put(
      '/user.php',
      { schema: { body: UpdateUserBody, response: { 200: UserResponse, 400: ErrorBody, 403: ErrorBody } } },
      async (request) => ({ user: await users.update(memberOf(request), request.site, request.body) }),
    );
  });
};
