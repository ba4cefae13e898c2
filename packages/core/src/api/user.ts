import { z } from 'zod';
import { GENDERS, NOTIFICATION_TYPES, SEXUALITIES } from '../constants';
import { Id } from './ids';
import { Locale } from './locale';
import { CountryCode } from './regions';
import { Email, Username } from './validation';

export const UserStatus = z.enum(['not_confirmed', 'confirmed', 'pending_deletion']);
export type UserStatus = z.infer<typeof UserStatus>;

export const ProfileStatus = z.enum(['active', 'disabled']);
export type ProfileStatus = z.infer<typeof ProfileStatus>;

export const Gender = z.enum(GENDERS);
export type Gender = z.infer<typeof Gender>;

export const Sexuality = z.enum(SEXUALITIES);
export type Sexuality = z.infer<typeof Sexuality>;

/** SPEC §4: why mail to a member stopped. */
export const NotificationDisabledReason = z.enum(['spam_complaint', 'bounce', 'unsubscribed']);
export type NotificationDisabledReason = z.infer<typeof NotificationDisabledReason>;

export const NotificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationType>;

/**
 * A type the member never switched: mails about their own contacts are on, marketing (the
 * newsletter) needs an explicit yes.
 */
export const NOTIFICATION_DEFAULTS: Record<NotificationType, boolean> = {
  message: true,
  like: true,
  match: true,
  visit: true,
  newsletter: false,
};

/** Whether the member gets notifications of a type: their own choice, else the default. */
export function notificationOn(settings: Partial<Record<NotificationType, boolean>>, type: NotificationType): boolean {
  return settings[type] ?? NOTIFICATION_DEFAULTS[type];
}

export const PhotoStatus = z.enum(['pending', 'active', 'rejected']);
export type PhotoStatus = z.infer<typeof PhotoStatus>;

/**
 * Where a photo or profile text is in the moderators' queue: waiting, handed to an admin, or
 * decided. Whether others see it meanwhile is the site's `photo_moderation` setting.
 */
export const ReviewState = z.enum(['queued', 'escalated', 'done']);
export type ReviewState = z.infer<typeof ReviewState>;

export const MainImage = z.object({
  filename: z.string(),
  thumb_filename: z.string(),
  status: PhotoStatus,
});
export type MainImage = z.infer<typeof MainImage>;

/** The logged-in member as SPEC §3 gives it. */
export const User = z.object({
  id: Id,
  email: z.email(),
  status: UserStatus,
  credits: z.number().int().min(0),
  paid_user: z.boolean(),
  signup_date: z.iso.datetime(),
  language: Locale,
  notifications_disabled: z.array(NotificationDisabledReason),
  notification_settings: z.record(NotificationType, z.boolean()),
  /** Fictional profiles may write the first message to the member (issue 19); on unless they turned it off. */
  fictional_first_contact: z.boolean(),
  profile: z.object({
    name: z.string(),
    country: CountryCode,
    region: z.string(),
    main_image: MainImage.nullable(),
    status: ProfileStatus,
  }),
});
export type User = z.infer<typeof User>;

/** GET/POST/PUT /api/user.php answer; user is null for a visitor. */
export const UserResponse = z.object({ user: User.nullable() });
export type UserResponse = z.infer<typeof UserResponse>;

/** POST /api/user.php: log in. */
export const LoginBody = z.object({
  email: Email,
  password: z.string({ error: 'required' }).min(1, 'required').max(1000, 'invalid'),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** PUT /api/user.php: the settings a member changes; every field optional. */
export const UpdateUserBody = z
  .object({
    language: Locale,
    name: Username,
    country: CountryCode,
    region: z.string().max(100),
    notification_settings: z.partialRecord(NotificationType, z.boolean()),
    fictional_first_contact: z.boolean(),
  })
  .partial();
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;
