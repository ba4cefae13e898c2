import { z } from 'zod';
import {
  AppealOutcome,
  ComplaintDecision,
  ComplaintParty,
  ComplaintReason,
  ComplaintStatus,
  ReportedContentKind,
} from '../complaints';
import { Id, IdParam } from '../ids';
import { ModerationReason } from '../moderation';
import { AdminComplaint, AdminPhoto, OtherMember } from './members';
import { Reason } from './staff';

/** GET /api/admin/complaints: the complaints and appeals waiting for a decision, the most severe and then the oldest first. */
export const ComplaintQueueQuery = z.object({ siteId: IdParam.optional() });
export type ComplaintQueueQuery = z.infer<typeof ComplaintQueueQuery>;

export const ComplaintQueueItem = z.object({
  id: Id,
  reference: z.string(),
  siteId: Id,
  at: z.iso.datetime(),
  reason: ComplaintReason,
  status: ComplaintStatus,
  about: OtherMember.nullable(),
  /** The reported member's profile is hidden from every list until a decision (underage complaints). */
  hidden: z.boolean(),
});
export type ComplaintQueueItem = z.infer<typeof ComplaintQueueItem>;

export const ComplaintQueue = z.object({ items: z.array(ComplaintQueueItem) });
export type ComplaintQueue = z.infer<typeof ComplaintQueue>;

export const ComplaintParams = z.object({ id: IdParam });
export type ComplaintParams = z.infer<typeof ComplaintParams>;

/** What the complaint named, as staff see it: a chat message's text or photo, or a profile photo. */
export const AdminReportedContent = z.object({
  kind: ReportedContentKind,
  text: z.string(),
  photoUrl: z.string().nullable(),
  at: z.iso.datetime(),
  /** Removed by a decision (the text blanked, the photo deleted or hidden). */
  removed: z.boolean(),
});
export type AdminReportedContent = z.infer<typeof AdminReportedContent>;

export const AdminComplaintDecision = z.object({
  kind: ComplaintDecision,
  rule: ModerationReason,
  explanation: z.string(),
  staffId: Id,
  staffEmail: z.string(),
  at: z.iso.datetime(),
  /** The ban or suspension the decision made. */
  banId: Id.nullable(),
});

export const AdminAppeal = z.object({
  by: ComplaintParty,
  text: z.string(),
  at: z.iso.datetime(),
  outcome: AppealOutcome.nullable(),
  explanation: z.string().nullable(),
  staffEmail: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
});

/** GET /api/admin/complaints/:id: the complaint with what staff need to decide it. */
export const AdminComplaintDetail = z.object({
  complaint: AdminComplaint.extend({ siteId: Id, reporterIp: z.string().nullable() }),
  content: AdminReportedContent.nullable(),
  /** The reported member's profile as others see it, and every photo of theirs. */
  profile: z
    .object({ id: Id, name: z.string(), about: z.string(), country: z.string(), city: z.string(), hidden: z.boolean(), photos: z.array(AdminPhoto) })
    .nullable(),
  /** The other complaints about the same member, the newest first. */
  history: z.array(AdminComplaint),
  decision: AdminComplaintDecision.nullable(),
  appeal: AdminAppeal.nullable(),
});
export type AdminComplaintDetail = z.infer<typeof AdminComplaintDetail>;

/** POST /api/admin/complaints/:id/decision. The explanation goes to the member in the statement of reasons and to the audit log. */
export const ComplaintDecisionBody = z
  .object({
    decision: ComplaintDecision,
    rule: ModerationReason,
    explanation: Reason,
    /** A suspension's length. */
    days: z.number().int().min(1).max(365).optional(),
  })
  .refine((body) => body.decision !== 'suspend' || body.days !== undefined, { path: ['days'], message: 'required' });
export type ComplaintDecisionBody = z.infer<typeof ComplaintDecisionBody>;

/** POST /api/admin/complaints/:id/appeal-decision: by another staff member than the one who decided. */
export const AppealDecisionBody = z.object({ outcome: AppealOutcome, explanation: Reason });
export type AppealDecisionBody = z.infer<typeof AppealDecisionBody>;
