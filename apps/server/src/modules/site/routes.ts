import {
  CompanyInfoResponse,
  CountryCode,
  ErrorBody,
  InterestsResponse,
  RegionsQuery,
  RegionsResponse,
  SettingsQuery,
  SettingsResponse,
} from '@app/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SiteService, VisitorContext } from './service';

export interface SiteRoutesOptions {
  sites: SiteService;
  /** Only behind a proxy we trust may a header tell us the visitor's country. */
  trustProxy: boolean;
}

/** Cloudflare's codes for an unknown origin and for Tor are not countries. */
const NOT_COUNTRIES = new Set(['XX', 'T1']);

function countryOrNull(value: unknown) {
  const parsed = CountryCode.safeParse(typeof value === 'string' ? value.toUpperCase() : value);
  return parsed.success && !NOT_COUNTRIES.has(parsed.data) ? parsed.data : null;
}

export const siteRoutes: FastifyPluginAsyncZod<SiteRoutesOptions> = async (app, { sites, trustProxy }) => {
  const visitor = (request: FastifyRequest): VisitorContext => ({
    geoipCountry: trustProxy ? countryOrNull(request.headers['cf-ipcountry']) : null,
    selectedCountry: countryOrNull(request.cookies.country),
  });
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
      const settings = await sites.settings(site, visitor(request));
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
