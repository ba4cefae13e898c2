import { IdParam } from '@app/core';
import type { Db } from '../../db/client';
import type { PageMetaResolver } from '../../http/page-meta';
import type { Clock } from '../../platform/clock';
import { siteLocale } from '../site/service';
import type { SiteOrigin } from '../site/site-origin';
import { loadProfileCards } from '../members/profile-cards';
import { findProfile } from './repo';

const MEMBER_PAGE = /^\/members\/(\d+)\/?(?:\?.*)?$/;
const DESCRIPTION_MAX = 200;

/** Link previews of /members/{id}: the member's name, age, place and main photo (SPEC §3 share image). */
export function memberPageMeta(db: Db, now: Clock, siteOrigin: SiteOrigin): PageMetaResolver {
  return async (request) => {
    const id = IdParam.safeParse(MEMBER_PAGE.exec(request.url)?.[1]);
    if (!id.success) return null;
    const found = await findProfile(db, id.data);
    if (!found || found.siteId !== request.site.id || found.profile.status !== 'active') return null;
    const [card] = await loadProfileCards(db, null, [found.profile.userId], now());
    if (!card) return null;
    const origin = siteOrigin(request.site);
    const place = card.city || card.country;
    const about = found.profile.about.trim();
    return {
      title: `${card.name}, ${card.age} | ${request.site.name}`,
      locale: siteLocale(request.site),
      // A link shared in a chat still previews, but search engines list only what visitors may search.
      noindex: request.site.config.logged_out_search === 'none',
      preview: {
        type: 'profile',
        description:
          about.length > DESCRIPTION_MAX ? `${about.slice(0, DESCRIPTION_MAX - 1)}…` : about || `${card.name}, ${card.age}, ${place}`,
        url: `${origin}/members/${card.id}`,
        siteName: request.site.name,
        // Only an active main photo is a card's image, and the main photo is never private.
        ...(card.main_image ? { image: `${origin}${card.main_image.url}` } : {}),
      },
    };
  };
}
