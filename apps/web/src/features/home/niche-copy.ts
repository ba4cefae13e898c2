import { nicheCopyKey } from '@app/core';

/**
 * The home page speaks to the site's audience (SPEC §9 niches): its kicker, headline and search
 * text come from `home.niche.<copy key>`, the lander's copy key of the niche. Until the settings
 * are known it speaks to everyone.
 */
export function homeNicheKeys(niche: number | undefined) {
  const prefix = `home.niche.${nicheCopyKey(niche ?? 1)}` as const;
  return { kicker: `${prefix}.kicker`, title: `${prefix}.title`, search: `${prefix}.search` } as const;
}
