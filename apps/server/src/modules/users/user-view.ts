import {
  type CountryCode,
  DEFAULT_LOCALE,
  isLocale,
  NOTIFICATION_TYPES,
  type NotificationType,
  notificationOn,
  type User,
} from '@app/core';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { photoUrl } from '../../platform/storage/user-files';
import { findUserAccount, type UserAccount, type UserRow } from './accounts';

/** Every notification type, on or off: the member's choice, else its default. */
export function notificationSettingsOf(user: Pick<UserRow, 'notificationSettings'>): Record<NotificationType, boolean> {
  return Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, notificationOn(user.notificationSettings, type)])) as Record<
    NotificationType,
    boolean
  >;
}

/** The member as the contract's User gives it: every notification type present, its default unless switched. */
export function toUser({ user, profile, mainPhoto }: UserAccount): User {
  const notificationSettings = notificationSettingsOf(user);
  return {
    id: user.id,
    email: user.email,
    status: user.status,
    credits: user.credits,
    paid_user: user.paidUser,
    signup_date: user.createdAt.toISOString(),
    language: isLocale(user.language) ? user.language : DEFAULT_LOCALE,
    notifications_disabled: user.notificationsDisabled,
    notification_settings: notificationSettings,
    fictional_first_contact: user.fictionalFirstContact,
    profile: {
      name: profile.name,
      country: profile.country as CountryCode,
      region: profile.region,
      // SPEC §3: null without a main photo, which is what the profile-photo alert (SPEC §4) looks for.
      main_image: mainPhoto && {
        filename: photoUrl(mainPhoto.id, 'main'),
        thumb_filename: photoUrl(mainPhoto.id, 'thumb'),
        status: mainPhoto.status,
      },
      status: profile.status,
    },
  };
}

/** The member's current User object, read after a change has been committed. */
export async function loadUser(db: Db, userId: number): Promise<User> {
  const account = await findUserAccount(db, userId);
  if (!account) throw notFound('User');
  return toUser(account);
}
