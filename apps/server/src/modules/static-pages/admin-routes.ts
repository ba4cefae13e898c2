import {
  AdminSitePageResponse,
  AdminSitePageSaved,
  AdminSitePagesResponse,
  DeletePageBody,
  ErrorBody,
  OkResponse,
  PagePreviewBody,
  PagePreviewResponse,
  SiteIdParams,
  SitePageBody,
  SitePageParams,
} from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SiteService } from '../site/service';
import { staffOf, staffRoutes } from '../staff/staff-routes';
import type { StaticPageService } from './service';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export interface StaticPageAdminOptions {
  pages: StaticPageService;
  sites: Pick<SiteService, 'siteById'>;
}

/** A site's own pages at /{token} and its versions of the built-in ones: support may read, admins publish. */
export const staticPageAdminRoutes: FastifyPluginAsyncZod<StaticPageAdminOptions> = async (app, { pages, sites }) => {
  staffRoutes(app, ['support'], (staff) => {
    staff.get(
      '/api/admin/sites/:siteId/pages',
      { schema: { params: SiteIdParams, response: { 200: AdminSitePagesResponse, ...errors } } },
      async (request) => ({ pages: await pages.list(await sites.siteById(request.params.siteId)) }),
    );
    staff.get(
      '/api/admin/sites/:siteId/pages/:token',
      { schema: { params: SitePageParams, response: { 200: AdminSitePageResponse, ...errors } } },
      async (request) => pages.pageForEditor(await sites.siteById(request.params.siteId), request.params.token),
    );
  });

  staffRoutes(app, [], (staff) => {
    staff.put(
      '/api/admin/sites/:siteId/pages/:token',
      {
        schema: {
          params: SitePageParams,
          body: SitePageBody,
          response: { 200: AdminSitePageSaved, ...errors },
        },
      },
      async (request) => {
        const { siteId, token } = request.params;
        return { page: await pages.save(staffOf(request), await sites.siteById(siteId), token, request.body) };
      },
    );
    staff.delete(
      '/api/admin/sites/:siteId/pages/:token',
      { schema: { params: SitePageParams, body: DeletePageBody, response: { 200: OkResponse, ...errors } } },
      async (request) => {
        const { siteId, token } = request.params;
        await pages.remove(staffOf(request), await sites.siteById(siteId), token, request.body.reason);
        return { ok: true as const };
      },
    );
    staff.post(
      '/api/admin/sites/:siteId/page-preview',
      { schema: { params: SiteIdParams, body: PagePreviewBody, response: { 200: PagePreviewResponse, ...errors } } },
      async (request) =>
        pages.preview(await sites.siteById(request.params.siteId), request.body.lang, request.body.content),
    );
  });
};
