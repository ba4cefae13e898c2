import { z } from 'zod';
import { Id, IdParam } from '../ids';
import { ModerationReason } from '../moderation';
import { ProfileTextField } from '../profiles';
import { PhotoStatus, ReviewState } from '../user';
import { AdminPhoto } from './members';

/*
 * The moderation queues (issue #18): photos and profile texts waiting for a moderator, per site,
 * oldest first. Escalated items wait apart, for an admin.
 */

export const ModerationFilter = z.enum(['queued', 'escalated']);
export type ModerationFilter = z.infer<typeof ModerationFilter>;

/** GET /api/admin/moderation/photos and /texts. */
export const ModerationQueueQuery = z.object({ siteId: IdParam.optional(), filter: ModerationFilter.default('queued') });
export type ModerationQueueQuery = z.infer<typeof ModerationQueueQuery>;

export const ModerationDecision = z.enum(['approve', 'reject', 'escalate']);
export type ModerationDecision = z.infer<typeof ModerationDecision>;

/** POST /api/admin/moderation/photos/:photoId and /texts/:reviewId: a rejection names its reason. */
export const ModerationDecisionBody = z
  .object({
    decision: ModerationDecision,
    reason: ModerationReason.optional(),
    /** What the moderator adds for the audit log. */
    note: z.string().trim().max(500).optional(),
  })
  .refine((body) => body.decision !== 'reject' || body.reason !== undefined, { path: ['reason'], message: 'reason_required' });
export type ModerationDecisionBody = z.infer<typeof ModerationDecisionBody>;

export const ModerationMember = z.object({ id: Id, siteId: Id, name: z.string(), email: z.string() });
export type ModerationMember = z.infer<typeof ModerationMember>;

/** A photo whose perceptual hash is close to the reviewed one's: a rejected one, or one on another account. */
export const PhotoMatch = z.object({
  photoId: Id,
  thumbUrl: z.string(),
  member: ModerationMember,
  status: PhotoStatus,
  rejectReason: ModerationReason.nullable(),
  /** Bits that differ of the 64 (0: the same picture). */
  distance: z.number().int().min(0).max(64),
});
export type PhotoMatch = z.infer<typeof PhotoMatch>;

export const PhotoQueueItem = z.object({
  photo: AdminPhoto,
  member: ModerationMember,
  /** The member's other photos, to judge this one beside them. */
  otherPhotos: z.array(AdminPhoto),
  matches: z.array(PhotoMatch),
  queuedAt: z.iso.datetime(),
});
export type PhotoQueueItem = z.infer<typeof PhotoQueueItem>;

export const PhotoQueue = z.object({ items: z.array(PhotoQueueItem), total: z.number().int() });
export type PhotoQueue = z.infer<typeof PhotoQueue>;

export const TextQueueItem = z.object({
  id: Id,
  member: ModerationMember,
  field: ProfileTextField,
  /** The text before the change; a rejection puts it back. */
  before: z.string(),
  after: z.string(),
  review: ReviewState,
  queuedAt: z.iso.datetime(),
});
export type TextQueueItem = z.infer<typeof TextQueueItem>;

export const TextQueue = z.object({ items: z.array(TextQueueItem), total: z.number().int() });
export type TextQueue = z.infer<typeof TextQueue>;

export const TextReviewParams = z.object({ reviewId: IdParam });
export type TextReviewParams = z.infer<typeof TextReviewParams>;
