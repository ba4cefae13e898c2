import { z } from 'zod';
import { COMPLAINT_REASONS } from '../constants';
import { Id } from './ids';
import { ModerationReason } from './moderation';
import { Email } from './validation';

export const ComplaintReason = z.enum(COMPLAINT_REASONS);
export type ComplaintReason = z.infer<typeof ComplaintReason>;

/** Reasons staff look at before any other (then the oldest first): a possible minor, then threats. */
export const COMPLAINT_SEVERITY: Record<ComplaintReason, number> = {
  underage: 0,
  threats: 1,
  harassment: 2,
  offensive_photo: 2,
  fake_profile: 3,
  spam: 3,
  payment: 3,
  other: 3,
};

const ComplaintText = z.string().trim().min(10, 'too_short').max(5000, 'too_long');

/**
 * POST /api/complaints.php: from anyone; about a member when profile_id is given, and then
 * optionally about one of their chat messages (message_id) or profile photos (photo_id).
 */
export const ComplaintBody = z
  .object({
    reason: ComplaintReason,
    message: ComplaintText,
    /** Visitors leave an address to be answered at; members are answered at theirs. */
    email: Email.optional(),
    profile_id: Id.optional(),
    message_id: Id.optional(),
    photo_id: Id.optional(),
  })
  .refine((body) => body.profile_id !== undefined || (body.message_id === undefined && body.photo_id === undefined), {
    path: ['profile_id'],
    message: 'required',
  });
export type ComplaintBody = z.infer<typeof ComplaintBody>;

/** A complaint's reference as the reporter, the reported member and staff quote it: C-2026-000123. */
export function complaintReference(id: number, at: Date): string {
  return `C-${at.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
}

/** The complaint id a reference names, or undefined for text that is no reference. */
export function complaintIdOf(reference: string): number | undefined {
  const match = /^C-\d{4}-(\d{6,})$/.exec(reference.trim().toUpperCase());
  return match ? Number(match[1]) : undefined;
}

export const ComplaintResponse = z.object({ ok: z.literal(true), reference: z.string() });
export type ComplaintResponse = z.infer<typeof ComplaintResponse>;

/** What staff decide on a complaint (EU DSA art. 17): each but no_action acts on the reported member. */
export const COMPLAINT_DECISIONS = ['no_action', 'warning', 'remove_content', 'suspend', 'ban'] as const;
export const ComplaintDecision = z.enum(COMPLAINT_DECISIONS);
export type ComplaintDecision = z.infer<typeof ComplaintDecision>;

/** An appeal's outcome: the decision stands, or it is undone (a ban or suspension it made is lifted). */
export const APPEAL_OUTCOMES = ['upheld', 'reversed'] as const;
export const AppealOutcome = z.enum(APPEAL_OUTCOMES);
export type AppealOutcome = z.infer<typeof AppealOutcome>;

/** open: waiting for staff; decided; appealed: the appeal waits; closed: the appeal was decided. */
export const COMPLAINT_STATUSES = ['open', 'decided', 'appealed', 'closed'] as const;
export const ComplaintStatus = z.enum(COMPLAINT_STATUSES);
export type ComplaintStatus = z.infer<typeof ComplaintStatus>;

/** The two sides of a complaint: who made it, and the member it is about. */
export const COMPLAINT_PARTIES = ['reporter', 'reported'] as const;
export const ComplaintParty = z.enum(COMPLAINT_PARTIES);
export type ComplaintParty = z.infer<typeof ComplaintParty>;

/** The content a complaint named: a chat message (its text or photo) or a profile photo. */
export const ReportedContentKind = z.enum(['message', 'photo']);
export type ReportedContentKind = z.infer<typeof ReportedContentKind>;

/** How long after a decision an appeal may be made (EU DSA art. 20: at least six months). */
export const APPEAL_DAYS = 183;

/** One of the member's complaints, made by them or about them, with its decision (statement of reasons). */
export const MyComplaint = z.object({
  reference: z.string(),
  at: z.iso.datetime(),
  /** reporter: the member made it; reported: it is about the member (the reporter is not named). */
  role: ComplaintParty,
  reason: ComplaintReason,
  /** Whom the member complained about; null on complaints about the member. */
  about: z.object({ id: Id, name: z.string() }).nullable(),
  content: ReportedContentKind.nullable(),
  status: ComplaintStatus,
  decision: z
    .object({ kind: ComplaintDecision, rule: ModerationReason, explanation: z.string(), at: z.iso.datetime(), until: z.iso.datetime().nullable() })
    .nullable(),
  appeal: z
    .object({ at: z.iso.datetime(), outcome: AppealOutcome.nullable(), explanation: z.string().nullable(), decided_at: z.iso.datetime().nullable() })
    .nullable(),
  /** Until when the member may appeal; null when they may not (no decision yet, appealed, or not theirs to appeal). */
  appeal_until: z.iso.datetime().nullable(),
});
export type MyComplaint = z.infer<typeof MyComplaint>;

/** GET /api/my-complaints.php */
export const MyComplaintsResponse = z.object({ complaints: z.array(MyComplaint) });
export type MyComplaintsResponse = z.infer<typeof MyComplaintsResponse>;

/** POST /api/complaint-appeal.php: once per complaint, by the reported member or (against no action) the reporter. */
export const AppealBody = z.object({ reference: z.string().trim().min(1, 'required').max(40), text: ComplaintText });
export type AppealBody = z.infer<typeof AppealBody>;

/** GET /api/blocks.php: the members the viewer has blocked. */
export const BlocksResponse = z.object({
  blocked: z.array(z.object({ id: Id, name: z.string() })),
});
export type BlocksResponse = z.infer<typeof BlocksResponse>;
