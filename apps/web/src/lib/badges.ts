/** SPEC §2, §9: the credits badge shows at this many credits or fewer. */
const CREDIT_BADGE_MAX = 10;

export type BadgeVariant = 'warning' | 'danger';

/** The credits badge's colour: warning while some credits are left, danger at 0, none above 10. */
export function creditBadgeVariant(credits: number): BadgeVariant | undefined {
  if (credits > CREDIT_BADGE_MAX) return undefined;
  return credits > 0 ? 'warning' : 'danger';
}
