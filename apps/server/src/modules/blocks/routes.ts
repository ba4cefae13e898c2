import { BlocksResponse, ErrorBody, OkResponse, ProfileIdBody } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf, memberRoutes } from '../session/require-member';
import type { BlockService } from './service';

const changeSchema = {
  body: ProfileIdBody,
  response: { 200: OkResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
};

export const blockRoutes: FastifyPluginAsyncZod<{ blocks: BlockService }> = async (app, { blocks }) => {
  memberRoutes(app, (member) => {
    member.post('/block.php', { schema: changeSchema }, async (request) => {
      await blocks.block(memberOf(request), request.body.profile_id);
      return { ok: true as const };
    });

    member.delete('/block.php', { schema: changeSchema }, async (request) => {
      await blocks.unblock(memberOf(request), request.body.profile_id);
      return { ok: true as const };
    });

    member.get('/blocks.php', { schema: { response: { 200: BlocksResponse, 403: ErrorBody } } }, async (request) =>
      blocks.list(memberOf(request)),
    );
  });
};
