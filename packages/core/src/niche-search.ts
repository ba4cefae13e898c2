import type { Gender } from './api/user';
import { nicheAudience } from './landers';

// No zod in this module: /members, a visitor's first page, loads without it (issue #20).

/** The genders a site's search offers: its niche's (men on a gay site, women on a lesbian one). */
export const searchGenders = (niche: number): readonly Gender[] => nicheAudience(niche).genders;

/**
 * The gender a search asks for, as the niche allows it: a choice the niche offers besides others;
 * undefined for everyone the site shows, which on a one-gender niche is that gender. A gender the
 * niche does not have (a link from another site) is null: not a search this site can run.
 */
export function nicheSearchGender(niche: number, chosen: Gender | undefined): Gender | undefined | null {
  const offered = searchGenders(niche);
  if (chosen === undefined) return undefined;
  if (!offered.includes(chosen)) return null;
  return offered.length > 1 ? chosen : undefined;
}
