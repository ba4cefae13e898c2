import { ErrorBody, PageHiddenBody } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { PageEventService } from './service';

export const pageEventRoutes: FastifyPluginAsyncZod<{ pageEvents: PageEventService }> = async (app, { pageEvents }) => {
  // navigator.sendBeacon posts a string as text/plain and cannot add headers: read it as the JSON it
  // is (an empty beacon is an empty body). This parser stays inside this plugin.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, text, done) => {
    if (typeof text !== 'string' || text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('validation_failed', 400, 'The beacon is not JSON.'), undefined);
    }
  });

  app.post(
    '/page-hidden.php',
    {
      // A beacon has no request-type header; it changes nothing of the member's, so it needs no CSRF guard.
      config: { fromServer: true, rateLimit: 'page_event' },
      // Fastify validates a missing body as null; an empty beacon is a beacon with no details.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { body: PageHiddenBody, response: { 204: z.null(), 400: ErrorBody, 429: ErrorBody } },
    },
    async (request, reply) => {
      await pageEvents.pageHidden({ site: request.site, member: request.member, body: request.body });
      return reply.code(204).send(null);
    },
  );
};
