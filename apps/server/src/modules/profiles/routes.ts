import {
  ErrorBody,
  MemberIdQuery,
  MemberProfileResponse,
  OwnProfileResponse,
  UpdateProfileBody,
} from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf, memberRoutes } from '../session/require-member';
import type { ProfileService } from './service';

export const profileRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService }> = async (app, { profiles }) => {
  // One path, two calls: with ?id= anyone views a member; without it a member reads their own profile.
  app.get(
    '/profile.php',
    {
      schema: {
        querystring: MemberIdQuery.partial(),
        response: { 200: z.union([MemberProfileResponse, OwnProfileResponse]), 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { id } = request.query;
      if (id === undefined) return { profile: await profiles.own(memberOf(request)) };
      const { member, site } = request;
      return { profile: await (member ? profiles.visit(member, site, id) : profiles.view(null, site, id)) };
    },
  );

  memberRoutes(app, (member) => {
    member.put(
      '/profile.php',
      { schema: { body: UpdateProfileBody, response: { 200: OwnProfileResponse, 400: ErrorBody, 403: ErrorBody } } },
      async (request) => ({ profile: await profiles.update(memberOf(request), request.site, request.body) }),
    );
  });
};
