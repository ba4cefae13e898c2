import { CreditHistoryQuery, CreditHistoryResponse, ErrorBody, UpdateUserBody, UserResponse } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberAnswers } from '../session/member-answers';
import { bannedError } from '../session/bans';
import { memberOf, memberRoutes } from '../session/require-member';
import type { UserService } from './service';

export const userRoutes: FastifyPluginAsyncZod<{ users: UserService; answers: MemberAnswers }> = async (app, { users, answers }) => {
  // SPEC §8: user.php never answers authentication_required; a visitor is simply { user: null }.
  // A session a ban ended answers 403 banned here too, so the app shows the ban page on its first call.
  app.get('/user.php', { schema: { response: { 200: UserResponse, 403: ErrorBody } } }, async (request, reply) => {
    if (request.ban) throw bannedError(request.ban);
    return answers.send(request, reply, async () => ({ user: await users.current(request.member) }));
  });

  memberRoutes(app, (member) => {
    member.put(
      '/user.php',
      { schema: { body: UpdateUserBody, response: { 200: UserResponse, 400: ErrorBody, 403: ErrorBody } } },
      async (request) => ({ user: await users.update(memberOf(request), request.site, request.body) }),
    );

    member.get(
      '/credit-history.php',
      { schema: { querystring: CreditHistoryQuery, response: { 200: CreditHistoryResponse, 400: ErrorBody, 403: ErrorBody } } },
      async (request) => users.creditHistory(memberOf(request), request.query.before),
    );
  });
};
