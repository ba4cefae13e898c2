import type { User } from '@app/core';
import type { RouteName } from '../route-table';

/**
 * SPEC §4: not on signup, settings and notifications. Not on complete-signup either: that page
 * says the same thing in full, with the same button.
 */
const HIDDEN_ON = new Set<RouteName>(['signup', 'settings', 'notifications', 'complete-signup']);

export type ReminderMode = 'hidden' | 'alert' | 'modal';

export interface ReminderContext {
  user: User | null | undefined;
  route: RouteName | undefined;
  dismissed: boolean;
  /** The query has api_signup_complete: the member has just signed up. */
  signupComplete: boolean;
  smartphone: boolean;
}

/**
 * How the activate-account reminder shows (SPEC §4): for a logged-in member whose e-mail is not
 * confirmed and whose profile is still disabled, unless mail to them is switched off (then
 * waiting for a mail is pointless), until dismissed. Right after signup on a smartphone it is a
 * modal, otherwise an alert.
 */
export function activateReminderMode({ user, route, dismissed, signupComplete, smartphone }: ReminderContext): ReminderMode {
  if (!user || dismissed || (route && HIDDEN_ON.has(route))) return 'hidden';
  const waitsForActivation = user.status === 'not_confirmed' && user.profile.status === 'disabled';
  if (!waitsForActivation || user.notifications_disabled.length > 0) return 'hidden';
  return signupComplete && smartphone ? 'modal' : 'alert';
}
