import { LANDER_NAMES } from '@app/core';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { escapeHtml } from '../../platform/escape-html';
import type { SiteOrigin } from '../site/site-origin';
import { MEMBERS_ONLY_PATHS } from './public-page-meta';
import { listPublicProfiles } from './repo';
import { INFO_PAGES } from './seo-texts';

/** Crawlers fetch these often; an hour old is fresh enough and spares the profile query. */
const MAX_AGE_S = 3600;
/** The newest profiles only: one sitemap file stays far below the protocol's 50,000 URLs and 50 MB. */
const SITEMAP_PROFILES = 5000;

/** Not pages at all: the API, the developer's tools and the simulated payment provider's checkout. */
const NON_PAGE_PATHS = ['/api/', '/dev/', '/simulated-provider/'];

/** The pages every site has for visitors; a lander's slug variants share the lander's address. */
const PUBLIC_PAGE_PATHS = [
  '/',
  ...INFO_PAGES.map((page) => `/${page}`),
  '/landers/tinderswipe',
  ...LANDER_NAMES.map((lander) => `/landers/${lander}`),
];

interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    // XML's entities are HTML's: a URL's & and quotes must not end the element.
    const loc = `<loc>${escapeHtml(`${origin}${path}`)}</loc>`;
    return `  <url>${loc}${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export interface SeoRoutesOptions {
  db: Db;
  siteOrigin: SiteOrigin;
}

/** robots.txt and sitemap.xml, per site: the host name picks the site, and the site what is public. */
export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, { db, siteOrigin }) => {
  app.get('/robots.txt', async (request, reply) => {
    const profilesPublic = request.site.config.logged_out_search !== 'none';
    const disallowed = [
      ...MEMBERS_ONLY_PATHS,
      '/members/*/chat',
      ...(profilesPublic ? [] : ['/members']),
      ...NON_PAGE_PATHS,
    ];
    reply.type('text/plain; charset=utf-8').header('cache-control', `public, max-age=${MAX_AGE_S}`).header('vary', 'host');
    return [
      'User-agent: *',
      'Allow: /',
      ...disallowed.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${siteOrigin(request.site)}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const { site } = request;
    // A visitor may open a profile only where the site lets visitors search.
    const profiles =
      site.config.logged_out_search === 'none' ? [] : await listPublicProfiles(db, site.id, SITEMAP_PROFILES);
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', `public, max-age=${MAX_AGE_S}`)
      .header('vary', 'host');
    return sitemapXml(siteOrigin(request.site), [
      ...PUBLIC_PAGE_PATHS.map((path) => ({ path })),
      ...profiles.map((profile) => ({ path: `/members/${profile.id}`, lastModified: profile.lastActiveAt })),
    ]);
  });
};
