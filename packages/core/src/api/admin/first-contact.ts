import { z } from 'zod';
import { Locale } from '../locale';
import { Id } from '../ids';

/*
 * First messages from fictional profiles (issue 19): the operator of a fictional profile may write
 * first to new members within the site's `first_contact` settings, never to one who turned it off.
 */

/** Why a fictional profile may not write the first message to a member now. */
export const FirstContactRefusal = z.enum([
  /** No such visible, confirmed (real) member on the profile's site, or no such fictional profile. */
  'not_found',
  /** The two would not look for each other (gender and sexuality), as the match finder has it. */
  'not_suited',
  /** Signed up longer ago than `within_signup_days`. */
  'not_new',
  /** Signed up less than `after_signup_minutes` ago. */
  'too_soon',
  /** The member turned first messages from fictional profiles off. */
  'opted_out',
  /** One of the two has blocked the other. */
  'blocked',
  /** The two have written to each other already. */
  'already_in_contact',
  /** The member has had `per_member` first messages from fictional profiles. */
  'limit_reached',
]);
export type FirstContactRefusal = z.infer<typeof FirstContactRefusal>;

/** A member a fictional profile may write first to, as the operators' list shows them: no address, IP or payment data. */
export const FirstContactCandidate = z.object({
  id: Id,
  name: z.string(),
  age: z.number().int(),
  country: z.string(),
  city: z.string(),
  language: Locale,
  signedUpAt: z.iso.datetime(),
  thumbUrl: z.string().nullable(),
});
export type FirstContactCandidate = z.infer<typeof FirstContactCandidate>;
