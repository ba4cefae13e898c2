import {
  CompanyInfoResponse,
  ErrorBody,
  InterestsResponse,
  RegionsQuery,
  RegionsResponse,
  SettingsQuery,
  SettingsResponse,
} from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SerializedBodies } from '../../http/serialized-body';
import type { SiteService } from './service';
import { visitorLocale, visitorOf } from './visitor';

export interface SiteRoutesOptions {
  sites: SiteService;
}

export const siteRoutes: FastifyPluginAsyncZod<SiteRoutesOptions> = async (app, { sites }) => {
  // Both answers are cached values (SiteService): their bytes are written once per value.
  const settingsBodies = new SerializedBodies<Awaited<ReturnType<SiteService['settings']>>>();
  const interestBodies = new SerializedBodies<ReturnType<SiteService['interests']>>();

  app.get(
    '/settings.php',
    {
      schema: {
        querystring: SettingsQuery,
        response: { 200: SettingsResponse, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const site = request.query.domain ? await sites.siteForHost(request.query.domain.split(':')[0]!) : request.site;
      const visitor = visitorOf(request);
      const locale = visitorLocale(request, site);
      const settings = sites.settingsNow(site, visitor, locale) ?? (await sites.settings(site, visitor, locale));
      return settingsBodies.send(reply, settings, () => ({ settings, domain_language: settings.domain_language }));
    },
  );

  app.get('/interests.php', { schema: { response: { 200: InterestsResponse } } }, async (request, reply) =>
    interestBodies.send(reply, sites.interests(request.site), (interests) => ({ interests })),
  );

  app.get(
    '/regions.php',
    { schema: { querystring: RegionsQuery, response: { 200: RegionsResponse, 404: ErrorBody } } },
    async (request) => ({ countries: sites.regions(request.site, visitorLocale(request), request.query.country) }),
  );

  app.get('/companyinfo.php', { schema: { response: { 200: CompanyInfoResponse } } }, async (request) => ({
    company: await sites.company(request.site),
  }));
};
