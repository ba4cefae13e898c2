import { IdParam, LANDER_NAMES, type LanderPage, nicheCopyKey } from '@app/core';
import type { FastifyRequest } from 'fastify';
import type { PageMeta, PageMetaResolver } from '../../http/page-meta';
import { formatSeoText, seoCatalogue } from '../seo/seo-texts';
import type { SiteOrigin } from '../site/site-origin';
import type { LanderService } from './service';

export interface LanderAddress {
  page: LanderPage;
  slug: string | null;
  memberId?: number;
}

const NAMED = new RegExp(`^/landers/(tinderswipe|${LANDER_NAMES.join('|')})(?:/([^/]+))?/?$`);
const MEMBER = /^\/members\/(\d+)\/(landing|landing2|landing3)(?:\/([^/]+))?\/?$/;
const MEMBER_PAGES = { landing: 'member-landing', landing2: 'member-landing2', landing3: 'member-landing3' } as const;

function slugOf(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    return decodeURIComponent(raw).slice(0, 100);
  } catch {
    return null;
  }
}

/** Which lander a path asks for; SPEC §2: tinderswipe and /members/{id}/landing take no slug. */
export function landerAddress(path: string): LanderAddress | null {
  const named = NAMED.exec(path);
  if (named) {
    const page = named[1] as LanderPage;
    if (page === 'tinderswipe' && named[2]) return null;
    return { page, slug: slugOf(named[2]) };
  }
  const member = MEMBER.exec(path);
  const memberId = IdParam.safeParse(member?.[1]);
  if (!member || !memberId.success) return null;
  const variant = member[2] as keyof typeof MEMBER_PAGES;
  if (variant === 'landing' && member[3]) return null;
  return { page: MEMBER_PAGES[variant], slug: slugOf(member[3]), memberId: memberId.data };
}

/**
 * Landers are served as their own small page (lander.html) with their data written in, so they
 * paint from one request. A member landing is an advert for one member: its preview shows them,
 * and it stays out of search results (the profile itself is the page to find).
 */
export function landerPageMeta(landers: LanderService, siteOrigin: SiteOrigin): PageMetaResolver {
  return async (request: FastifyRequest): Promise<PageMeta | null> => {
    const address = landerAddress(request.url.split('?')[0]!);
    if (!address) return null;
    const bootstrap = await landers.bootstrap(request, address.page, address.slug, address.memberId);
    const { locale } = bootstrap;
    const catalogue = seoCatalogue(locale);
    const siteName = request.site.name;
    const origin = siteOrigin(request.site);
    const member = bootstrap.data.member;
    const title = member
      ? `${member.name}, ${member.age} | ${siteName}`
      : `${catalogue.landers.titles[nicheCopyKey(request.site.niche)]} | ${siteName}`;
    return {
      title,
      locale,
      noindex: address.memberId !== undefined,
      preview: {
        type: 'website',
        description: formatSeoText(catalogue.landers.description, locale, siteName),
        url: address.memberId !== undefined ? `${origin}/members/${address.memberId}` : `${origin}/landers/${address.page}`,
        siteName,
        ...(member ? { image: `${origin}${member.photos[0]!.url}` } : {}),
      },
      document: { name: 'lander', data: bootstrap },
    };
  };
}
