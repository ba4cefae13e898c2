import { ENTRY_WARNING_ANSWER_PATH, ENTRY_WARNING_COOKIE, LOCALE_COOKIE_DAYS } from '@app/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DAY_MS } from '../../platform/clock';

/**
 * The page the warning was answered on: the form's own page, which the browser names in full for a
 * request to its own site (Referrer-Policy same-origin); the home page where it names none or another site's.
 */
function answeredOn(request: FastifyRequest): string {
  const referer = request.headers.referer;
  if (!referer || !URL.canParse(referer)) return '/';
  const page = new URL(referer);
  return page.host === request.host ? `${page.pathname}${page.search}` : '/';
}

/**
 * SPEC §2's site-entry warning answered without the app: the served warning's "enter" is a form
 * posting here, so a click before the app has taken the page over counts (it did nothing before),
 * and so does one without JavaScript. The app answers it itself once it runs (features/entry-warning).
 * Not an API call: a plain form sends no request-type header, and the answer is no secret to forge.
 */
export const entryWarningRoutes: FastifyPluginAsync = async (app) => {
  // The form posts no fields: whatever body comes is read and ignored.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, _body, done) => done(null, undefined));
  app.post(ENTRY_WARNING_ANSWER_PATH, { bodyLimit: 1024 }, async (request, reply) => {
    reply.setCookie(ENTRY_WARNING_COOKIE, String(Date.now()), {
      sameSite: 'lax',
      path: '/',
      secure: request.protocol === 'https',
      // In seconds; kept as long as the app's own answer (features/entry-warning/answered.ts).
      maxAge: (LOCALE_COOKIE_DAYS * DAY_MS) / 1000,
    });
    return reply.redirect(answeredOn(request), 303);
  });
};
