import {
  ErrorBody,
  NewsletterDraft,
  NewsletterIdParams,
  NewsletterListQuery,
  NewsletterListResponse,
  NewsletterPreview,
  NewsletterResponse,
  NewsletterTestResponse,
  SendNewsletterBody,
} from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf, staffRoutes } from '../staff/staff-routes';
import type { NewsletterService } from './service';

/**
 * The preview frame's own policy: the mail's inline styles and its images from the web, nothing
 * that runs; only the back office itself may frame it.
 */
const PREVIEW_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src https: http: data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox allow-popups allow-popups-to-escape-sandbox";

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The back office's newsletters: admins only (no other role is listed). */
export const newsletterAdminRoutes: FastifyPluginAsyncZod<{ newsletters: NewsletterService }> = async (app, { newsletters }) => {
  staffRoutes(app, [], (staff) => {
    staff.get(
      '/api/admin/newsletters',
      { schema: { querystring: NewsletterListQuery, response: { 200: NewsletterListResponse, ...errors } } },
      async (request) => ({ newsletters: await newsletters.list(request.query.siteId) }),
    );
    staff.post(
      '/api/admin/newsletters',
      { schema: { body: NewsletterDraft, response: { 200: NewsletterResponse, ...errors } } },
      async (request) => ({ newsletter: await newsletters.create(staffOf(request), request.body) }),
    );
    staff.post(
      '/api/admin/newsletters/preview',
      { schema: { body: NewsletterDraft, response: { 200: NewsletterPreview, ...errors } } },
      async (request) => newsletters.preview(request.body),
    );
    staff.get(
      '/api/admin/newsletters/:id',
      { schema: { params: NewsletterIdParams, response: { 200: NewsletterResponse, ...errors } } },
      async (request) => ({ newsletter: await newsletters.get(request.params.id) }),
    );
    staff.get(
      '/api/admin/newsletters/:id/preview',
      // An HTML page, not JSON: no response schema to serialize it with.
      { schema: { params: NewsletterIdParams } },
      async (request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-security-policy', PREVIEW_POLICY)
          .header('x-frame-options', 'SAMEORIGIN')
          .send(await newsletters.previewPage(request.params.id)),
    );
    staff.put(
      '/api/admin/newsletters/:id',
      { schema: { params: NewsletterIdParams, body: NewsletterDraft, response: { 200: NewsletterResponse, ...errors } } },
      async (request) => ({ newsletter: await newsletters.update(staffOf(request), request.params.id, request.body) }),
    );
    staff.post(
      '/api/admin/newsletters/:id/test',
      { schema: { params: NewsletterIdParams, response: { 200: NewsletterTestResponse, ...errors } } },
      async (request) => newsletters.sendTest(staffOf(request), request.params.id),
    );
    staff.post(
      '/api/admin/newsletters/:id/send',
      { schema: { params: NewsletterIdParams, body: SendNewsletterBody, response: { 200: NewsletterResponse, ...errors } } },
      async (request) => ({ newsletter: await newsletters.send(staffOf(request), request.params.id, request.body.reason) }),
    );
  });
};
