import {
  ENTRY_WARNING_COOKIE,
  isMemberLanderPage,
  LANDER_ANSWER_PARAM,
  LanderBootstrap,
  type LanderPage,
  type LanderResponse,
  nicheAudience,
} from '@app/core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { SiteService } from '../site/service';
import type { SiteRow } from '../site/site-row';
import { visitorLocale, visitorOf } from '../site/visitor';
import { findLanderMember, listLanderMembers } from './repo';

/** Enough faces for the biggest lander (collage, gallery) without a second request. */
const LANDER_MEMBERS = 24;

/** The answers in a lander's address; ones no lander could have sent are dropped, as a page is still owed. */
function answersIn(url: string): LanderBootstrap['answers'] {
  const query = url.split('?')[1];
  if (!query) return [];
  const answers = LanderBootstrap.shape.answers.safeParse(new URLSearchParams(query).getAll(LANDER_ANSWER_PARAM));
  return answers.success ? answers.data : [];
}

export class LanderService {
  constructor(
    private readonly db: Db,
    private readonly sites: SiteService,
    private readonly now: () => Date,
  ) {}

  /** The site's niche members; on a member landing also that member, kept out of the list. */
  async data(site: SiteRow, page: LanderPage, memberId: number | undefined): Promise<LanderResponse> {
    const now = this.now();
    const member =
      isMemberLanderPage(page) && memberId !== undefined ? await findLanderMember(this.db, site.id, memberId, now) : null;
    const list = await listLanderMembers(this.db, site.id, nicheAudience(site.niche), LANDER_MEMBERS + 1, now);
    return {
      members: list.members.filter((other) => other.id !== member?.id).slice(0, LANDER_MEMBERS),
      member,
      total_members: list.total,
      online_members: list.online,
      active_today_members: list.activeToday,
    };
  }

  /** Everything a lander page needs, written into the page itself. */
  async bootstrap(request: FastifyRequest, page: LanderPage, slug: string | null, memberId: number | undefined): Promise<LanderBootstrap> {
    const { site } = request;
    const locale = visitorLocale(request);
    const [settings, company, data] = await Promise.all([
      // The operator's texts (fictional warning) in the language the lander speaks.
      this.sites.settings(site, visitorOf(request), locale),
      this.sites.company(site),
      this.data(site, page, memberId),
    ]);
    return {
      page,
      slug,
      locale,
      site: {
        name: settings.name,
        niche: settings.niche,
        cdn_prefix: settings.cdn_prefix,
        signups: settings.signups,
        enable_site_entry_popup: settings.enable_site_entry_popup,
        site_entry_popup_countries: settings.site_entry_popup_countries,
        geoip_country: settings.geoip_country,
        geoip_selected_country: settings.geoip_selected_country,
        fictional_warning: settings.fictional_warning,
        fictional_icon: settings.fictional_icon,
        fictional_singular: settings.fictional_singular,
        refund_days: settings.refund_days,
        signup_credits: settings.signup_credits,
      },
      company: { name: company.name, address_short: company.address.short, tradenames: company.tradenames },
      logged_in: request.member !== null,
      entry_warning_answered: request.cookies[ENTRY_WARNING_COOKIE] !== undefined,
      answers: answersIn(request.url),
      data,
    };
  }
}
