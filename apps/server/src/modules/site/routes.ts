import {
  CompanyInfoResponse,
  ErrorBody,
  InterestsResponse,
  RegionsQuery,
  RegionsResponse,
  SettingsQuery,
  SettingsResponse,
} from '@app/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SiteService } from './service';
import { visitorLocale, visitorOf } from './visitor';

export interface SiteRoutesOptions {
  sites: SiteService;
  /** Only behind a proxy we trust may a header tell us the visitor's country. */
  trustProxy: boolean;
}

export const siteRoutes: FastifyPluginAsyncZod<SiteRoutesOptions> = async (app, { sites, trustProxy }) => {
  const visitor = (request: FastifyRequest) => visitorOf(request, trustProxy);
  const siteOf = (request: FastifyRequest) => sites.siteForHost(request.hostname);

  app.get(
    '/settings.php',
    {
      schema: {
        querystring: SettingsQuery,
        response: { 200: SettingsResponse, 404: ErrorBody },
      },
    },
    async (request) => {
      const site = await sites.siteForHost(request.query.domain?.split(':')[0] ?? request.hostname);
      const settings = await sites.settings(site, visitor(request), visitorLocale(request, site));
      return { settings, domain_language: settings.domain_language };
    },
  );

  app.get('/interests.php', { schema: { response: { 200: InterestsResponse } } }, async (request) => ({
    interests: sites.interests(await siteOf(request)),
  }));

  app.get(
    '/regions.php',
    { schema: { querystring: RegionsQuery, response: { 200: RegionsResponse, 404: ErrorBody } } },
    async (request) => ({ countries: sites.regions(await siteOf(request), request.query.country) }),
  );

  app.get('/companyinfo.php', { schema: { response: { 200: CompanyInfoResponse } } }, async (request) => ({
    company: await sites.company(await siteOf(request)),
  }));
};
