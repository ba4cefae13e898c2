import type { SignupsMode, TrackingInfo } from '@app/core';

export type SignupAccess = 'open' | 'invite_only' | 'closed';

/**
 * SPEC §4 signups mode: 'all' lets everyone in, 'with_trafficsource' only visitors who came
 * through a traffic source (a tracking network), 'off' nobody. The server enforces the same.
 */
export function signupAccess(mode: SignupsMode, tracking: TrackingInfo | undefined): SignupAccess {
  if (mode === 'off') return 'closed';
  if (mode === 'with_trafficsource' && !tracking?.network) return 'invite_only';
  return 'open';
}
