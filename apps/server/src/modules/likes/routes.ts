import { AutoLikeResponse, ErrorBody, LikeResponse, LikesResponse, OkResponse, ProfileIdBody } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberAnswers } from '../session/member-answers';
import { memberOf, memberRoutes } from '../session/require-member';
import type { LikeService } from './service';

export const likeRoutes: FastifyPluginAsyncZod<{ likes: LikeService; answers: MemberAnswers }> = async (app, { likes, answers }) => {
  memberRoutes(app, (member) => {
    member.post(
      '/like.php',
      {
        config: { rateLimit: 'like' },
        schema: {
          body: ProfileIdBody,
          response: { 200: LikeResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody },
        },
      },
      async (request) => likes.like(memberOf(request), request.body.profile_id),
    );

    member.delete(
      '/like.php',
      { schema: { body: ProfileIdBody, response: { 200: OkResponse, 400: ErrorBody, 403: ErrorBody } } },
      async (request) => {
        await likes.unlike(memberOf(request), request.body.profile_id);
        return { ok: true as const };
      },
    );

    member.get('/likes.php', { schema: { response: { 200: LikesResponse, 403: ErrorBody } } }, async (request, reply) =>
      answers.send(request, reply, () => likes.likes(memberOf(request))),
    );

    // The fictional member's like is written here.
    member.get(
      '/auto-like.php',
      { config: { changesState: true }, schema: { response: { 200: AutoLikeResponse, 403: ErrorBody } } },
      async (request) => likes.autoLike(memberOf(request)),
    );
  });
};
