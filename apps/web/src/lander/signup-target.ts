import { signupAccess, TRACKING_STORAGE_KEY } from '@app/core/landers';
import type { LanderBootstrap, TrackingInfo } from '@app/core';
import { readStoredJson, writeStored } from '../lib/browser-storage';
import { SIGNUP_DRAFT_KEY } from '../lib/storage-keys';

/** Where a lander's call to action leads, or why it leads nowhere. */
export type SignupTarget = { href: string; label: 'signup' | 'enter_site' } | { closed: 'signups_closed' | 'invite_only' };

/**
 * SPEC §2, §4: a lander leads into the signup flow (a member landing into that member's signup,
 * whose first message goes to them); a member already logged in goes into the site; the site's
 * signups mode may close the door.
 */
export function signupTarget(data: LanderBootstrap, tracking: TrackingInfo | undefined): SignupTarget {
  const memberId = data.data.member?.id;
  if (data.logged_in) return { href: memberId ? `/members/${memberId}` : '/members', label: 'enter_site' };
  const access = signupAccess(data.site.signups, tracking);
  if (access !== 'open') return { closed: access === 'closed' ? 'signups_closed' : 'invite_only' };
  return { href: memberId ? `/members/${memberId}/signup` : '/signup', label: 'signup' };
}

/** This visit's traffic source, as the tracking capture stored it. */
export function visitTracking(): TrackingInfo | undefined {
  const stored = readStoredJson('session', TRACKING_STORAGE_KEY);
  return stored && typeof stored === 'object' ? (stored as TrackingInfo) : undefined;
}

/** An e-mail typed on a lander starts the signup flow's draft, so it is not asked again. */
export function prefillSignupEmail(email: string): void {
  writeStored('session', SIGNUP_DRAFT_KEY, { step: 0, draft: { email: email.trim() } });
}
