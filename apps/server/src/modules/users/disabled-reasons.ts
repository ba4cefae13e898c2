import type { NotificationDisabledReason, NotificationType } from '@app/core';

/**
 * SPEC §4's reasons that stop all mail to a member. A bounce or a spam complaint is about the
 * address: only a new address clears it. An unsubscribe in the mail app is the member's choice:
 * switching a notification back on in the settings is the opposite choice, and clears it.
 */
const ADDRESS_REASONS: readonly NotificationDisabledReason[] = ['bounce', 'spam_complaint'];

/** The reasons left once the member confirmed a new e-mail address. */
export function reasonsAfterAddressChange(reasons: NotificationDisabledReason[]): NotificationDisabledReason[] {
  return reasons.filter((reason) => !ADDRESS_REASONS.includes(reason));
}

/** The reasons left after the member saved notification settings (only the types they sent). */
export function reasonsAfterSettingsSaved(
  reasons: NotificationDisabledReason[],
  saved: Partial<Record<NotificationType, boolean>>,
): NotificationDisabledReason[] {
  const switchedOn = Object.values(saved).some((on) => on);
  return switchedOn ? reasons.filter((reason) => reason !== 'unsubscribed') : reasons;
}
