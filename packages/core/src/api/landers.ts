import { z } from 'zod';
import { Id, IdParam } from './ids';
import { LANDER_PAGES } from '../landers';
import { Locale } from './locale';
import { CountryCode } from './regions';
import { SignupsMode } from './settings';

export const LanderPageName = z.enum(LANDER_PAGES);

/** GET /api/lander.php: the members a lander shows (public). `member` is the member of a member landing. */
export const LanderQuery = z.object({
  page: LanderPageName,
  member: IdParam.optional(),
});
export type LanderQuery = z.infer<typeof LanderQuery>;

/** A member as a lander shows them: only what a visitor may see of an active profile with a photo. */
export const LanderMember = z.object({
  id: Id,
  name: z.string(),
  age: z.number().int(),
  country: CountryCode,
  city: z.string(),
  /** Photo URLs, main photo first; public photos only. */
  photos: z.array(z.object({ url: z.string(), thumb_url: z.string() })).min(1),
  about: z.string(),
  interests: z.array(z.string()),
  /** Active in the last 15 minutes. */
  online: z.boolean(),
  fictional: z.boolean(),
});
export type LanderMember = z.infer<typeof LanderMember>;

export const LanderResponse = z.object({
  /** The site's members that fit its niche, the most recently active first (up to 24). */
  members: z.array(LanderMember),
  /** The member of a member landing; null on the other landers. */
  member: LanderMember.nullable(),
  /**
   * Members of the site that fit its niche, how many of them were active in the last 15 minutes and
   * in the last 24 hours (landerActivity picks which to show).
   */
  total_members: z.number().int(),
  online_members: z.number().int(),
  active_today_members: z.number().int(),
});
export type LanderResponse = z.infer<typeof LanderResponse>;

/**
 * What the server writes into lander.html (element `LANDER_DATA_ELEMENT_ID`), so a lander paints
 * without waiting for a request: the page, its language, the site's settings a lander uses and
 * the members it shows.
 */
export const LanderBootstrap = z.object({
  page: LanderPageName,
  slug: z.string().nullable(),
  locale: Locale,
  site: z.object({
    name: z.string(),
    niche: z.number().int(),
    cdn_prefix: z.string(),
    signups: SignupsMode,
    enable_site_entry_popup: z.enum(['yes', 'no']),
    site_entry_popup_countries: z.array(CountryCode),
    geoip_country: CountryCode.nullable(),
    geoip_selected_country: CountryCode.nullable(),
    fictional_warning: z.string(),
    fictional_icon: z.boolean(),
    fictional_singular: z.string(),
    refund_days: z.number().int(),
    signup_credits: z.number().int(),
  }),
  company: z.object({ name: z.string(), address_short: z.string(), tradenames: z.array(z.string()) }),
  /** The visitor has a session: a lander then sends them into the site instead of the signup. */
  logged_in: z.boolean(),
  /** The visitor answered the site-entry warning before (its cookie): the lander is rendered without it. */
  entry_warning_answered: z.boolean(),
  /**
   * The visitor's answers to the lander's questions so far, from its address (`LANDER_ANSWER_PARAM`):
   * a tap before the browser has taken the page over sends them as a form, and the server renders
   * the next question. The page keeps only those that are its options.
   */
  answers: z.array(z.string().max(60)).max(5),
  data: LanderResponse,
});
export type LanderBootstrap = z.infer<typeof LanderBootstrap>;
