import type { SignupsMode } from './api/settings';
import type { SignupAccess, TrackingInfo } from './api/signup';

/**
 * SPEC §4 signups mode: 'all' lets everyone in, 'with_trafficsource' only visitors who came
 * through a traffic source (a tracking network that is not blank), 'off' nobody. The server
 * refuses a signup this does not open; the browser shows why instead of the form.
 */
export function signupAccess(mode: SignupsMode, tracking: TrackingInfo | undefined): SignupAccess {
  if (mode === 'off') return 'closed';
  if (mode === 'with_trafficsource' && !tracking?.network?.trim()) return 'invite_only';
  return 'open';
}
