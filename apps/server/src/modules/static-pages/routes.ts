import { ErrorBody, StaticPageQuery, StaticPageResponse } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteLocale } from '../site/service';
import type { StaticPageService } from './service';

export const staticPageRoutes: FastifyPluginAsyncZod<{ pages: StaticPageService }> = async (app, { pages }) => {
  // Public: the legal pages are linked from every footer, for visitors and members alike.
  app.get(
    '/page.php',
    { schema: { querystring: StaticPageQuery, response: { 200: StaticPageResponse, 400: ErrorBody, 404: ErrorBody } } },
    async (request) => {
      const { name, token, lang } = request.query;
      // The query schema guarantees exactly one of the two.
      return pages.page(request.site, (name ?? token)!, lang ?? siteLocale(request.site));
    },
  );
};
