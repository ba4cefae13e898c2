import { nicheCopyKey } from '@app/core';
import type { FastifyRequest } from 'fastify';
import type { PageMeta, PageMetaResolver } from '../../http/page-meta';
import { siteLocale } from '../site/service';
import type { SiteOrigin } from '../site/site-origin';
import { formatSeoText, INFO_PAGES, type InfoPage, seoCatalogue } from './seo-texts';

/** Members-only areas: robots.txt keeps crawlers out, and a page that slips through says noindex. */
export const MEMBERS_ONLY_PATHS = [
  '/chats',
  '/likes',
  '/profile',
  '/settings',
  '/credits',
  '/transactions',
  '/directdebit',
  '/notifications',
  '/swipe-game',
] as const;

/** One-off pages reached from a mail or mid-signup: open to crawlers, but nothing to list. */
const ONE_OFF_PATHS = [
  '/signup-matches',
  '/complete-signup',
  '/reset-password',
  '/activate',
  '/mail-change',
  '/account-deleted',
];

const MEMBER_CHAT = /^\/members\/\d+\/chat$/;
const INFO_PAGE_PATHS = new Map<string, InfoPage>(INFO_PAGES.map((page) => [`/${page}`, page]));

/** The request's path without query or trailing slash. */
function pathOf(request: FastifyRequest): string {
  const path = request.url.split('?')[0]!;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

const underAny = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * A public page of the site in its own language: title, text and canonical address. Titles are
 * composed as the web app composes them once it runs ('Page | Site', 'Site – tagline' at home).
 */
function publicPage(
  request: FastifyRequest,
  siteOrigin: SiteOrigin,
  page: { title: string; description: string; path: string },
): PageMeta {
  const { site } = request;
  return {
    title: page.title,
    locale: siteLocale(site),
    preview: {
      type: 'website',
      description: page.description,
      url: `${siteOrigin(site)}${page.path}`,
      siteName: site.name,
    },
  };
}

/** The texts of the request's site, `{site}` filled in. */
function siteTexts(request: FastifyRequest) {
  const locale = siteLocale(request.site);
  const catalogue = seoCatalogue(locale);
  return { catalogue, format: (message: string) => formatSeoText(message, locale, request.site.name) };
}

/** The home page: the operator's own title and description, the niche's lander copy where they left them empty. */
function homePageMeta(siteOrigin: SiteOrigin): PageMetaResolver {
  return async (request) => {
    if (pathOf(request) !== '/') return null;
    const { catalogue, format } = siteTexts(request);
    // The head speaks the site's language (crawlers choose none), whose texts are the main fields.
    const { index_title, description } = request.site.config;
    return publicPage(request, siteOrigin, {
      title: `${request.site.name} – ${index_title || catalogue.landers.titles[nicheCopyKey(request.site.niche)]}`,
      description: description || format(catalogue.landers.description),
      path: '/',
    });
  };
}

/** Static pages, pricing and complaints. */
function infoPageMeta(siteOrigin: SiteOrigin): PageMetaResolver {
  return async (request) => {
    const path = pathOf(request);
    const page = INFO_PAGE_PATHS.get(path);
    if (!page) return null;
    const { catalogue, format } = siteTexts(request);
    const texts = catalogue.pages[page];
    return publicPage(request, siteOrigin, {
      title: `${texts.title} | ${request.site.name}`,
      description: format(texts.description),
      path,
    });
  };
}

/** Pages that are no search result: forms with a title of their own, members-only and one-off pages with the site's name. */
function unlistedPageMeta(): PageMetaResolver {
  return async (request) => {
    const path = pathOf(request);
    const { site } = request;
    const locale = siteLocale(site);
    if (path === '/login' || path === '/signup') {
      const catalogue = seoCatalogue(locale);
      return { title: `${path === '/login' ? catalogue.login : catalogue.signup} | ${site.name}`, locale, noindex: true };
    }
    const unlisted = underAny(path, MEMBERS_ONLY_PATHS) || underAny(path, ONE_OFF_PATHS) || MEMBER_CHAT.test(path);
    return unlisted ? { title: site.name, locale, noindex: true } : null;
  };
}

/** The head of every page the server knows besides member profiles, one resolver per kind of page. */
export function sitePageMeta(siteOrigin: SiteOrigin): PageMetaResolver[] {
  return [homePageMeta(siteOrigin), infoPageMeta(siteOrigin), unlistedPageMeta()];
}
