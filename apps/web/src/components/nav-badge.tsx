import { badgeText } from '@app/core';

/**
 * A number on a navigation item, capped at 99+ (SPEC §2, §9). The caller decides whether there is
 * one: an undefined count shows nothing, while 0 shows (the credits badge says 0 in red).
 */
export function NavBadge({ count, bg = 'primary' }: { count?: number; bg?: string }) {
  if (count === undefined) return null;
  // text-bg-* picks a readable text colour for the background (dark on warning yellow).
  return (
    <span className={`badge rounded-pill text-bg-${bg} ms-1`} data-testid="nav-badge">
      {badgeText(count)}
    </span>
  );
}
