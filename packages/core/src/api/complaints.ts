import { z } from 'zod';
import { Id } from './ids';
import { Email } from './validation';

export const COMPLAINT_REASONS = ['fake_profile', 'harassment', 'spam', 'underage', 'offensive_photo', 'payment', 'other'] as const;
export const ComplaintReason = z.enum(COMPLAINT_REASONS);
export type ComplaintReason = z.infer<typeof ComplaintReason>;

/** POST /api/complaints.php: from anyone; about a member when profile_id is given. */
export const ComplaintBody = z.object({
  reason: ComplaintReason,
  message: z.string().trim().min(10, 'too_short').max(5000, 'too_long'),
  /** Visitors leave an address to be answered at; members are answered at theirs. */
  email: Email.optional(),
  profile_id: Id.optional(),
});
export type ComplaintBody = z.infer<typeof ComplaintBody>;

/** GET /api/blocks.php: the members the viewer has blocked. */
export const BlocksResponse = z.object({
  blocked: z.array(z.object({ id: Id, name: z.string() })),
});
export type BlocksResponse = z.infer<typeof BlocksResponse>;
