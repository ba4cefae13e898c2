import {
  APPEAL_DAYS,
  type AppealBody,
  type ComplaintBody,
  type ComplaintParty,
  complaintIdOf,
  complaintReference,
  type ComplaintResponse,
  type Locale,
  type MyComplaint,
  type MyComplaintsResponse,
} from '@app/core';
import type { Db } from '../../db/client';
import { AppError, invalidField, notFound } from '../../http/app-error';
import { addMs, type Clock, DAY_MS } from '../../platform/clock';
import { findMessageBetween } from '../chat/reported-messages';
import { setHiddenForReview } from '../members/visible-members';
import { photosForStaff } from '../photos/staff-photos';
import type { Member } from '../session/service';
import type { SiteRow } from '../site/site-row';
import { findAccount, userIsOnSite } from '../users/accounts';
import { queueComplaintMail } from './complaint-mails';
import { type ComplaintRow, insertComplaint, listOfMember, lockComplaint, updateComplaint } from './repo';

export interface ComplaintRequest {
  site: SiteRow;
  member: Member | null;
  ip: string;
  /** The reporter's language, for the mails a visitor gets. */
  locale: Locale;
  body: ComplaintBody;
}

/** Until when `role` may appeal the decision (EU DSA art. 20), or null: once, within APPEAL_DAYS, the reporter only against no action. */
function appealUntil(complaint: ComplaintRow, role: ComplaintParty, now: Date): Date | null {
  if (complaint.status !== 'decided' || !complaint.decidedAt || complaint.appealBy === role) return null;
  if ((role === 'reporter') !== (complaint.decision === 'no_action')) return null;
  const until = addMs(complaint.decidedAt, APPEAL_DAYS * DAY_MS);
  return until > now ? until : null;
}

function toMyComplaint(
  { complaint, about }: { complaint: ComplaintRow; about: { id: number; name: string } | null },
  role: ComplaintParty,
  now: Date,
): MyComplaint {
  const decided = complaint.decision && complaint.rule && complaint.decidedAt;
  return {
    reference: complaintReference(complaint.id, complaint.createdAt),
    at: complaint.createdAt.toISOString(),
    role,
    reason: complaint.reason,
    about: role === 'reporter' ? about : null,
    content: complaint.messageId !== null ? 'message' : complaint.photoId !== null ? 'photo' : null,
    status: complaint.status,
    decision: decided
      ? {
          kind: complaint.decision!,
          rule: complaint.rule!,
          // The explanation is the statement of reasons to the reported member; the reporter learns the outcome.
          explanation: role === 'reported' ? (complaint.explanation ?? '') : '',
          at: complaint.decidedAt!.toISOString(),
          until: complaint.suspendedUntil?.toISOString() ?? null,
        }
      : null,
    appeal:
      complaint.appealedAt && complaint.appealBy === role
        ? {
            at: complaint.appealedAt.toISOString(),
            outcome: complaint.appealOutcome,
            explanation: complaint.appealExplanation,
            decided_at: complaint.appealDecidedAt?.toISOString() ?? null,
          }
        : null,
    appeal_until: appealUntil(complaint, role, now)?.toISOString() ?? null,
  };
}

export class ComplaintService {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    /** Called once a member is hidden from every list, for what keeps lists to say so at once. */
    private readonly hidden: () => void,
  ) {}

  /**
   * POST /api/complaints.php: stored for staff with a reference, acknowledged by mail. A complaint
   * about a minor hides the member from every list at once, until staff decide.
   */
  async submit({ site, member, ip, locale, body }: ComplaintRequest): Promise<ComplaintResponse> {
    const at = this.now();
    // A member is answered at the account's address; a visitor has to leave one.
    const email = member ? (await findAccount(this.db, member.userId))?.user.email : body.email;
    if (!email) throw invalidField('email', 'required');
    const aboutId = body.profile_id;
    if (aboutId !== undefined && !(await userIsOnSite(this.db, site.id, aboutId))) throw notFound('Member');
    if (body.message_id !== undefined) {
      // Only the other member of a conversation has seen its messages.
      const message = member && (await findMessageBetween(this.db, body.message_id, { senderId: aboutId!, receiverId: member.userId }));
      if (!message) throw notFound('Message');
    }
    if (body.photo_id !== undefined && !(await photosForStaff(this.db, aboutId!)).some((photo) => photo.id === body.photo_id)) {
      throw notFound('Photo');
    }
    const hides = body.reason === 'underage' && aboutId !== undefined;
    const complaint = await this.db.transaction(async (tx) => {
      const row = await insertComplaint(tx, {
        siteId: site.id,
        reporterUserId: member?.userId ?? null,
        reporterEmail: email,
        reporterIp: ip,
        reporterLocale: locale,
        aboutUserId: aboutId ?? null,
        messageId: body.message_id ?? null,
        photoId: body.photo_id ?? null,
        reason: body.reason,
        message: body.message,
        createdAt: at,
      });
      if (hides) await setHiddenForReview(tx, aboutId, true);
      await queueComplaintMail(tx, { kind: 'received', complaintId: row.id }, at);
      return row;
    });
    if (hides) this.hidden();
    return { ok: true, reference: complaintReference(complaint.id, complaint.createdAt) };
  }

  /** GET /api/my-complaints.php: what the member complained about and what was complained about them, with the decisions. */
  async mine(member: Member): Promise<MyComplaintsResponse> {
    const now = this.now();
    const rows = await listOfMember(this.db, member.userId);
    return {
      complaints: rows.map((row) =>
        toMyComplaint(row, row.complaint.reporterUserId === member.userId ? 'reporter' : 'reported', now),
      ),
    };
  }

  /** POST /api/complaint-appeal.php: once, within the period; the appeal goes back to the staff queue. */
  async appeal(member: Member, body: AppealBody): Promise<MyComplaint> {
    const id = complaintIdOf(body.reference);
    const at = this.now();
    return this.db.transaction(async (tx) => {
      const complaint = id === undefined ? undefined : await lockComplaint(tx, id);
      const role: ComplaintParty | undefined =
        complaint?.reporterUserId === member.userId ? 'reporter' : complaint?.aboutUserId === member.userId ? 'reported' : undefined;
      if (!complaint || !role || complaintReference(complaint.id, complaint.createdAt) !== body.reference.toUpperCase()) {
        throw notFound('Complaint');
      }
      if (!appealUntil(complaint, role, at)) {
        throw new AppError('appeal_not_allowed', 409, 'This decision cannot be appealed (any more).');
      }
      const row = await updateComplaint(tx, complaint.id, {
        status: 'appealed',
        appealBy: role,
        appealText: body.text,
        appealedAt: at,
        appealOutcome: null,
        appealExplanation: null,
        appealDecidedBy: null,
        appealDecidedAt: null,
      });
      const about = row.aboutUserId === null ? null : await findAccount(tx, row.aboutUserId);
      return toMyComplaint({ complaint: row, about: about ? { id: about.profile.userId, name: about.profile.name } : null }, role, at);
    });
  }
}
