import { z } from 'zod';
import { Id, IdParam } from '../ids';
import { ReorderPhotosBody, UpdateProfileBody } from '../profiles';
import { Reason } from './staff';

/*
 * Fictional profiles in the back office (issue #19): operators and admins make and edit them per
 * site. They are members without a person behind them; a real member is never turned into one.
 */

/** The hours of the day (0–23) a fictional profile shows as online, each once, in order. */
export const OnlineHours = z
  .array(z.number().int().min(0).max(23))
  .max(24)
  .transform((hours) => [...new Set(hours)].sort((a, b) => a - b));
export type OnlineHours = z.infer<typeof OnlineHours>;

export const FICTIONAL_NOTES_MAX = 20_000;
/** What operators keep about the character (`visible_profile_notes`): its facts, what was said before. */
export const FictionalNotes = z.string().max(FICTIONAL_NOTES_MAX, 'too_long');

/** POST /api/admin/fictional: the profile fields as a member sends them, on a site, with notes and a pattern. */
export const CreateFictionalBody = UpdateProfileBody.required({
  name: true,
  date_of_birth: true,
  gender: true,
  sexuality: true,
  country: true,
}).extend({
  siteId: Id,
  notes: FictionalNotes.default(''),
  onlineHours: OnlineHours.default([]),
  reason: Reason,
});
export type CreateFictionalBody = z.infer<typeof CreateFictionalBody>;
export type CreateFictionalInput = z.input<typeof CreateFictionalBody>;

/** PATCH /api/admin/fictional/:id: the fields that change. */
export const EditFictionalBody = UpdateProfileBody.extend({ onlineHours: OnlineHours.optional(), reason: Reason }).refine(
  (body) => Object.keys(body).some((key) => key !== 'reason'),
  { path: ['_'], message: 'nothing_to_change' },
);
export type EditFictionalBody = z.infer<typeof EditFictionalBody>;

/** PUT /api/admin/fictional/:id/notes: the whole text, as operators keep it up to date (no reason: the text says it). */
export const FictionalNotesBody = z.object({ notes: FictionalNotes });
export type FictionalNotesBody = z.infer<typeof FictionalNotesBody>;

export const FictionalParams = z.object({ id: IdParam });
export type FictionalParams = z.infer<typeof FictionalParams>;

/** DELETE /api/admin/fictional/:id/photos/:photoId (with a reason). */
export const FictionalPhotoParams = z.object({ id: IdParam, photoId: IdParam });
export type FictionalPhotoParams = z.infer<typeof FictionalPhotoParams>;

/** PUT /api/admin/fictional/:id/photos/order: each shown photo once, the main one first. */
export const FictionalPhotoOrderBody = ReorderPhotosBody.extend({ reason: Reason });
export type FictionalPhotoOrderBody = z.infer<typeof FictionalPhotoOrderBody>;

export const FictionalListQuery = z.object({
  siteId: IdParam.optional(),
  q: z.string().trim().max(100).optional(),
});
export type FictionalListQuery = z.infer<typeof FictionalListQuery>;

export const FictionalListItem = z.object({
  id: Id,
  siteId: Id,
  name: z.string(),
  age: z.number().int(),
  gender: z.string(),
  country: z.string(),
  city: z.string(),
  thumbUrl: z.string().nullable(),
  photoCount: z.number().int(),
});
export type FictionalListItem = z.infer<typeof FictionalListItem>;

export const FictionalList = z.object({ profiles: z.array(FictionalListItem) });
export type FictionalList = z.infer<typeof FictionalList>;

/**
 * A fictional profile's photo: approved when staff upload it, so it is public and its address is
 * the members' one (operators may not open the staff-only file route, which shows members' private photos).
 */
export const FictionalPhoto = z.object({ id: Id, url: z.string(), thumbUrl: z.string(), main: z.boolean() });
export type FictionalPhoto = z.infer<typeof FictionalPhoto>;

/** GET /api/admin/fictional/:id: the profile's fields (as the edit form sends them), notes, pattern and photos. */
export const FictionalProfileDetail = z.object({
  id: Id,
  siteId: Id,
  fields: UpdateProfileBody.required(),
  notes: z.string(),
  onlineHours: z.array(z.number().int()),
  photos: z.array(FictionalPhoto),
});
export type FictionalProfileDetail = z.infer<typeof FictionalProfileDetail>;

export const FictionalPhotoResponse = z.object({ photo: FictionalPhoto });
export type FictionalPhotoResponse = z.infer<typeof FictionalPhotoResponse>;

export const FictionalCreated = z.object({ id: Id });
export type FictionalCreated = z.infer<typeof FictionalCreated>;

/**
 * The domain of a fictional profile's placeholder address: `.invalid` is reserved (RFC 2606) and
 * never resolves, so nothing sent there could arrive; the mail sender drops such mail before it.
 */
export const FICTIONAL_EMAIL_DOMAIN = 'fictional.invalid';
