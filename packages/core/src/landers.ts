/**
 * Marketing landers (SPEC §2, issue #8). This module has no zod in it: the lander bundle imports it
 * directly (`@app/core/landers`) and must stay under 100 kB of JavaScript.
 */
import { LANDER_NAMES } from './public-pages';
import type { BodyType } from './api/profiles';
import type { InterestKey } from './api/interests';
import type { Gender, Sexuality } from './api/user';

/** A lander's call to action follows the site's signups mode (SPEC §4); the rule has no zod in it. */
export { signupAccess } from './signup-access';

/** Every page the lander bundle renders: the nine /landers pages and the three member landings. */
export const LANDER_PAGES = [
  'tinderswipe',
  ...LANDER_NAMES,
  'member-landing',
  'member-landing2',
  'member-landing3',
] as const;
export type LanderPage = (typeof LANDER_PAGES)[number];

export const MEMBER_LANDER_PAGES = ['member-landing', 'member-landing2', 'member-landing3'] as const;
export type MemberLanderPage = (typeof MEMBER_LANDER_PAGES)[number];
export const isMemberLanderPage = (page: LanderPage): page is MemberLanderPage =>
  (MEMBER_LANDER_PAGES as readonly string[]).includes(page);

/**
 * Copy variants a campaign picks with the URL's slug (/landers/gallery/tonight). A slug we do not
 * know is a campaign's own label, so it gets the default copy rather than a 404.
 */
export const LANDER_COPY_VARIANTS = ['default', 'chat', 'dating', 'tonight', 'nearby', 'discreet'] as const;
export type LanderCopyVariant = (typeof LANDER_COPY_VARIANTS)[number];

export function landerCopyVariant(slug: string | undefined): LanderCopyVariant {
  const wanted = (slug ?? '').toLowerCase();
  return (LANDER_COPY_VARIANTS as readonly string[]).includes(wanted) ? (wanted as LanderCopyVariant) : 'default';
}

/** Which members a niche's site shows on its landers and seeds in its demo (SPEC §9 niches). */
export interface NicheAudience {
  genders: readonly Gender[];
  sexualities: readonly Sexuality[];
  minAge: number;
  maxAge: number;
  /** When set, only members with one of these body types. */
  bodyTypes?: readonly BodyType[];
  /** When set, only members with at least one of these interests. */
  interests?: readonly InterestKey[];
}

const EVERYONE: NicheAudience = {
  genders: ['male', 'female'],
  sexualities: ['hetero', 'gay', 'lesbian', 'bi'],
  minAge: 18,
  maxAge: 120,
};

export const NICHE_AUDIENCES: Record<1 | 2 | 3 | 4 | 5 | 6 | 7, NicheAudience> = {
  1: EVERYONE,
  2: { ...EVERYONE, genders: ['female'], sexualities: ['lesbian', 'bi'] },
  3: { ...EVERYONE, interests: ['bondage', 'sadomasochism'] },
  4: { ...EVERYONE, genders: ['female'], bodyTypes: ['large', 'stocky'] },
  5: { ...EVERYONE, genders: ['female'], minAge: 60 },
  6: { ...EVERYONE, genders: ['female'], minAge: 35, maxAge: 55 },
  7: { ...EVERYONE, genders: ['male'], sexualities: ['gay', 'bi'] },
};

export function nicheAudience(niche: number): NicheAudience {
  return NICHE_AUDIENCES[niche as keyof typeof NICHE_AUDIENCES] ?? EVERYONE;
}

/** The lander copy of a niche goes by its lander prefix (SPEC §9); the general niche has none. */
export const NICHE_COPY_KEYS = ['general', 'she', 'bdsm', 'bbw', 'gilf', 'milf', 'gay'] as const;
export type NicheCopyKey = (typeof NICHE_COPY_KEYS)[number];
export const nicheCopyKey = (niche: number): NicheCopyKey => NICHE_COPY_KEYS[niche - 1] ?? 'general';

/**
 * A count below this tells a visitor the site is empty rather than busy ("Online now: 1"), so a
 * lander does not show it.
 */
export const LANDER_COUNT_MIN = 5;

/** The activity line a lander shows: who is online now, else who was on today, else none. */
export type LanderActivity = { kind: 'online' | 'today'; count: number } | null;

export function landerActivity(online: number, activeToday: number): LanderActivity {
  if (online >= LANDER_COUNT_MIN) return { kind: 'online', count: online };
  if (activeToday >= LANDER_COUNT_MIN) return { kind: 'today', count: activeToday };
  return null;
}

/** SPEC §3 tracking keys, as plain names for the lander bundle (the zod schema is TrackingInfo). */
export const TRACKING_KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
/** Where the web app keeps this visit's tracking info (sessionStorage), so the signup sends it. */
export const TRACKING_STORAGE_KEY = 'tracking';

/** The element whose JSON the server writes into lander.html: the page's data, no request needed. */
export const LANDER_DATA_ELEMENT_ID = 'lander-data';

/** The query parameter, repeated, that carries a lander's answers (LanderBootstrap.answers). */
export const LANDER_ANSWER_PARAM = 'answer';
