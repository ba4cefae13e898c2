import { ErrorBody, MailEventBody, OkResponse, UnsubscribeQuery, UnsubscribeResponse } from '@app/core';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../http/app-error';
import { hasBearerToken } from '../../http/bearer-token';
import type { NotificationService } from './service';

export const notificationRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationService;
  /** MAIL_EVENTS_TOKEN; without it the mail-events endpoint does not exist. */
  mailEventsToken: string | undefined;
}> = async (app, { notifications, mailEventsToken }) => {
  app.get(
    '/unsubscribe.php',
    { schema: { querystring: UnsubscribeQuery, response: { 200: UnsubscribeResponse, 400: ErrorBody, 404: ErrorBody } } },
    async (request) => notifications.unsubscribeTarget(request.query.token),
  );

  await app.register(async (oneClick) => {
    // Mail programs post `List-Unsubscribe=One-Click` as a form (RFC 8058), the web page posts
    // nothing: the token in the URL is all that counts, so any body is read and ignored.
    oneClick.removeAllContentTypeParsers();
    oneClick.addContentTypeParser('*', { parseAs: 'string' }, (_request, _body, done) => done(null, undefined));
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      '/unsubscribe.php',
      {
        // Mail programs call it without a session or the web app's header; the signed token is the proof.
        config: { fromServer: true },
        bodyLimit: 4096,
        schema: { querystring: UnsubscribeQuery, response: { 200: UnsubscribeResponse, 400: ErrorBody, 404: ErrorBody } },
      },
      async (request) => notifications.unsubscribe(request.query.token),
    );
  });

  app.post(
    '/mail-events.php',
    {
      config: { fromServer: true },
      bodyLimit: 4096,
      schema: { body: MailEventBody, response: { 200: OkResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody } },
      // Before the body is validated: a stranger learns nothing about the expected shape.
      onRequest: async (request) => {
        if (!mailEventsToken) throw notFound('Route');
        if (!hasBearerToken(request, mailEventsToken)) throw new AppError('forbidden', 403, 'The mail events token is not valid.');
      },
    },
    async (request) => {
      await notifications.recordMailEvent(request.body);
      return { ok: true as const };
    },
  );
};
