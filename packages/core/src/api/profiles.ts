import { z } from 'zod';
import { PHOTO_LIMIT_PREMIUM } from '../constants';
import { ABOUT_MAX, BODY_TYPES, CITY_MAX, EYE_COLOURS, HAIR_COLOURS, RELATIONSHIP_STATUSES } from '../profile-fields';
import { Id, IdParam } from './ids';
import { InterestKey } from './interests';
import { ModerationReason } from './moderation';
import { CountryCode } from './regions';
import { Gender, PhotoStatus, Sexuality } from './user';
import { DateOfBirth, Username } from './validation';

export const HairColour = z.enum(HAIR_COLOURS);
export type HairColour = z.infer<typeof HairColour>;

export const EyeColour = z.enum(EYE_COLOURS);
export type EyeColour = z.infer<typeof EyeColour>;

export const BodyType = z.enum(BODY_TYPES);
export type BodyType = z.infer<typeof BodyType>;

export const RelationshipStatus = z.enum(RELATIONSHIP_STATUSES);
export type RelationshipStatus = z.infer<typeof RelationshipStatus>;

/** A photo as its owner manages it (GET /api/photos.php). */
export const OwnPhoto = z.object({
  id: Id,
  url: z.string(),
  thumb_url: z.string(),
  status: PhotoStatus,
  /** Why a moderator rejected the photo; null while it is not rejected, or for photos rejected before reasons were kept. */
  reject_reason: ModerationReason.nullable(),
  private: z.boolean(),
  main: z.boolean(),
  position: z.number().int(),
});
export type OwnPhoto = z.infer<typeof OwnPhoto>;

export const PhotosResponse = z.object({
  photos: z.array(OwnPhoto),
  /** 3 for free members, 25 for premium (SPEC §1). */
  limit: z.number().int(),
});
export type PhotosResponse = z.infer<typeof PhotosResponse>;

export const PhotoResponse = z.object({ photo: OwnPhoto });
export type PhotoResponse = z.infer<typeof PhotoResponse>;

/** PUT /api/photos.php: make a photo the main one, or private/public. */
export const UpdatePhotoBody = z.object({
  id: Id,
  main: z.literal(true).optional(),
  private: z.boolean().optional(),
});
export type UpdatePhotoBody = z.infer<typeof UpdatePhotoBody>;

/** PUT /api/photos-order.php: every own photo id, in the new order. */
export const ReorderPhotosBody = z.object({ order: z.array(Id).min(1).max(PHOTO_LIMIT_PREMIUM) });
export type ReorderPhotosBody = z.infer<typeof ReorderPhotosBody>;

export const PhotoIdBody = z.object({ id: Id });
export type PhotoIdBody = z.infer<typeof PhotoIdBody>;

/** A photo of another member as the viewer may see it. */
export const Photo = z.object({
  id: Id,
  /** Full size; for a private photo the viewer may not see, the blurred copy. */
  url: z.string(),
  thumb_url: z.string(),
  private: z.boolean(),
  /** The viewer sees only a blurred copy: SPEC §6, premium members see all photos. */
  blurred: z.boolean(),
});
export type Photo = z.infer<typeof Photo>;

/** A member as others see them in lists: search, likes, swipe cards, the like modal. */
export const ProfileCard = z.object({
  id: Id,
  name: z.string(),
  age: z.number().int(),
  country: CountryCode,
  region: z.string(),
  city: z.string(),
  /** `match` is the image path the like/match modal shows (SPEC §3). */
  main_image: z.object({ url: z.string(), thumb_url: z.string(), match: z.string() }).nullable(),
  fictional: z.boolean(),
  /** The viewer has liked this member. */
  liked: z.boolean(),
});
export type ProfileCard = z.infer<typeof ProfileCard>;

/** GET /api/profile.php?id=: a member's profile, limited to the site's visible_profile_fields. */
export const MemberProfile = ProfileCard.extend({
  gender: Gender.nullable(),
  sexuality: Sexuality.nullable(),
  interests: z.array(InterestKey),
  hair_colour: HairColour.nullable(),
  eye_colour: EyeColour.nullable(),
  body_type: BodyType.nullable(),
  relationship_status: RelationshipStatus.nullable(),
  about: z.string(),
  photos: z.array(Photo),
  /** This member likes the viewer. */
  likes_you: z.boolean(),
  match: z.boolean(),
  blocked_by_you: z.boolean(),
});
export type MemberProfile = z.infer<typeof MemberProfile>;

export const MemberProfileResponse = z.object({ profile: MemberProfile });
export type MemberProfileResponse = z.infer<typeof MemberProfileResponse>;

/** GET and PUT /api/profile.php without id: the own profile, every field. */
/** The profile texts moderators review when a member changes them. */
export const PROFILE_TEXT_FIELDS = ['name', 'about'] as const;
export const ProfileTextField = z.enum(PROFILE_TEXT_FIELDS);
export type ProfileTextField = z.infer<typeof ProfileTextField>;

export const OwnProfile = z.object({
  name: z.string(),
  date_of_birth: z.iso.date(),
  age: z.number().int(),
  gender: Gender,
  sexuality: Sexuality,
  country: CountryCode,
  region: z.string(),
  city: z.string(),
  interests: z.array(InterestKey),
  hair_colour: HairColour.nullable(),
  eye_colour: EyeColour.nullable(),
  body_type: BodyType.nullable(),
  relationship_status: RelationshipStatus.nullable(),
  about: z.string(),
  /** Texts a moderator rejected since the member last wrote them: the text went back to what it was. */
  rejected_texts: z.array(z.object({ field: ProfileTextField, reason: ModerationReason })),
});
export type OwnProfile = z.infer<typeof OwnProfile>;

export const OwnProfileResponse = z.object({ profile: OwnProfile });
export type OwnProfileResponse = z.infer<typeof OwnProfileResponse>;

export const UpdateProfileBody = z
  .object({
    name: Username,
    date_of_birth: DateOfBirth,
    gender: Gender,
    sexuality: Sexuality,
    country: CountryCode,
    region: z.string().max(100),
    city: z.string().trim().max(CITY_MAX, 'too_long'),
    interests: z.array(InterestKey).max(50),
    hair_colour: HairColour.nullable(),
    eye_colour: EyeColour.nullable(),
    body_type: BodyType.nullable(),
    relationship_status: RelationshipStatus.nullable(),
    about: z.string().trim().max(ABOUT_MAX, 'too_long'),
  })
  .partial();
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

export const MemberIdQuery = z.object({ id: IdParam });
export type MemberIdQuery = z.infer<typeof MemberIdQuery>;

export const ProfileIdBody = z.object({ profile_id: Id });
export type ProfileIdBody = z.infer<typeof ProfileIdBody>;
