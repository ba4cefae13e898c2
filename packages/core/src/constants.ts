import type { PaymentStatus } from './api/payments';

/**
 * Business constants of SPEC §9 that more than one side needs. No zod in this module: the web app's
 * first load and its pages without forms read it and have no zod (issue #20).
 */

/** Badges show at most this number, then "99+". */
export const BADGE_CAP = 99;

export function badgeText(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** Client calls retry this often, with exponential delay (SPEC §7). */
export const API_RETRIES = 5;

/** Auth cookie lifetime (SPEC §9). */
export const SESSION_DAYS = 30;

/** The terms version date is this, or the company's added date if later (SPEC §9). */
export const TERMS_DATE_FLOOR = '2023-12-01T12:00:00Z';

/** SPEC §2, §9: the credits badge shows at this many credits or fewer. */
export const CREDIT_BADGE_MAX = 10;

/** The credits badge's colour: warning while some credits are left, danger at 0, none above 10. */
export function creditBadgeVariant(credits: number): 'warning' | 'danger' | undefined {
  if (credits > CREDIT_BADGE_MAX) return undefined;
  return credits > 0 ? 'warning' : 'danger';
}

/** SPEC §9: a geolocation is reused for up to an hour. */
export const GEOLOCATION_CACHE_MS = 3_600_000;
/** SPEC §9: a failed chunk load reloads the page at most once a minute. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** SPEC §9: the navigation progress bar shows only for loads longer than this (it fills over 5 s: _chrome.scss). */
export const PROGRESS_BAR_THROTTLE_MS = 200;

/** SPEC §5 'Enter your date of birth ({min_age}+)': members are adults. */
export const MIN_AGE = 18;

/** SPEC §1, §9: how many photos a member may have. */
export const PHOTO_LIMIT_FREE = 3;
export const PHOTO_LIMIT_PREMIUM = 25;

/** The `type`s of the contract's RealtimeEvent (api/realtime.ts), for the socket client, which checks frames without zod. */
export const REALTIME_EVENT_TYPES = ['message', 'read', 'like', 'chat_deleted', 'unblocked', 'user'] as const;

/** The lists of likes (SPEC §3). */
export const LIKE_TYPES = ['received', 'sent', 'matches'] as const;

/** The kinds of mail a member can switch on or off. */
export const NOTIFICATION_TYPES = ['message', 'like', 'match', 'visit', 'newsletter'] as const;

/** States after which a payment never changes again. */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['paid', 'failed', 'canceled', 'expired'];

/** Suggested first messages for the icebreaker modal; `icebreakers.<key>` in the catalogues. */
export const ICEBREAKER_KEYS = ['weekend', 'photo', 'music', 'travel', 'coffee', 'movie'] as const;

/** What a complaint can be about; the complaint forms offer them in this order. */
export const COMPLAINT_REASONS = [
  'fake_profile',
  'harassment',
  'threats',
  'spam',
  'underage',
  'offensive_photo',
  'payment',
  'other',
] as const;

/** A member's gender and sexuality (the schemas are Gender and Sexuality); forms offer them in this order. */
export const GENDERS = ['male', 'female'] as const;

/** ISO 3166-1 alpha-2, as the API writes countries (CountryCode checks it with zod). */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;
export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;

/** SPEC §4: the signup flow's steps 0 to 4, then 'complete' (confirm the e-mail). */
export const SIGNUP_STEPS = ['email', 'name', 'password', 'date_of_birth', 'about'] as const;
