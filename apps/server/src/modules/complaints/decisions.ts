import {
  type AdminComplaintDetail,
  type AdminPhoto,
  type AppealDecisionBody,
  type ComplaintDecisionBody,
  complaintReference,
  type ComplaintQueue,
  type QueueCount,
} from '@app/core';
import type { Db, Tx } from '../../db/client';
import { AppError, invalidField, notFound } from '../../http/app-error';
import type { Clock } from '../../platform/clock';
import type { ObjectStore, StoredObject } from '../../platform/storage/object-store';
import { chatPhoto, deletePhotoFiles, photoKey } from '../../platform/storage/user-files';
import { findAdminBan } from '../bans/member-bans';
import type { BanService } from '../bans/service';
import { findReportedMessage, removeMessageContent } from '../chat/reported-messages';
import { setHiddenForReview } from '../members/visible-members';
import type { PhotoService } from '../photos/service';
import { photosForStaff } from '../photos/staff-photos';
import { recordAudit } from '../staff/audit-log';
import { staffEmails } from '../staff/staff-addresses';
import type { StaffMember } from '../staff/staff-session';
import { findAccount } from '../users/accounts';
import { queueComplaintMail } from './complaint-mails';
import { adminComplaint, complaintsOfMember } from './member-complaints';
import { type ComplaintRow, countWaiting, findComplaint, hasOpenUnderage, listWaiting, lockComplaint, updateComplaint } from './repo';

/** The queue page shows this many; the count says how many more wait. */
const QUEUE_PAGE = 200;

const notOpen = () => new AppError('complaint_not_open', 409, 'This complaint is not waiting for a decision.');

/** The staff-only address of a reported chat photo: reachable through its complaint only. */
const reportedPhotoUrl = (complaintId: number) => `/api/admin/complaints/${complaintId}/content.jpg`;

export interface ComplaintDecisionsDeps {
  db: Db;
  now: Clock;
  files: ObjectStore;
  bans: BanService;
  photos: PhotoService;
}

/**
 * Staff deciding complaints (EU DSA art. 17) and appeals (art. 20). Each decision records its rule
 * and explanation in the audit log with its effect (ban, suspension, removed content), and mails
 * the statement of reasons to the reported member and the outcome to the reporter.
 */
export class ComplaintDecisions {
  constructor(private readonly deps: ComplaintDecisionsDeps) {}

  /** GET /api/admin/complaints: the waiting complaints and appeals, underage and threats first, then the oldest. */
  async queue(siteId: number | undefined): Promise<ComplaintQueue> {
    const rows = await listWaiting(this.deps.db, siteId, QUEUE_PAGE);
    return {
      items: rows.map(({ complaint, about }) => ({
        id: complaint.id,
        reference: complaintReference(complaint.id, complaint.createdAt),
        siteId: complaint.siteId,
        at: complaint.createdAt.toISOString(),
        reason: complaint.reason,
        status: complaint.status,
        about: about && { id: about.id, name: about.name },
        hidden: about?.hidden ?? false,
      })),
    };
  }

  /** GET /api/admin/complaints/count */
  async count(siteId: number | undefined): Promise<QueueCount> {
    return countWaiting(this.deps.db, siteId);
  }

  /** GET /api/admin/complaints/:id: the complaint, the reported content and member, their history, the decision and appeal. */
  async detail(id: number): Promise<AdminComplaintDetail> {
    const { db } = this.deps;
    const row = await findComplaint(db, id);
    const complaint = row && (await adminComplaint(db, id));
    if (!row || !complaint) throw notFound('Complaint');
    const account = row.aboutUserId === null ? undefined : await findAccount(db, row.aboutUserId);
    const photos = account ? await photosForStaff(db, account.user.id) : [];
    const emails = await staffEmails(db, [row.decidedBy, row.appealDecidedBy].filter((staffId) => staffId !== null));
    return {
      complaint: { ...complaint, siteId: row.siteId, reporterIp: row.reporterIp },
      content: await this.content(row, photos),
      profile: account
        ? {
            id: account.user.id,
            name: account.profile.name,
            about: account.profile.about,
            country: account.profile.country,
            city: account.profile.city,
            hidden: account.profile.hiddenForReview,
            photos,
          }
        : null,
      history: account ? (await complaintsOfMember(db, account.user.id)).aboutMember.filter((other) => other.id !== id) : [],
      decision:
        row.decision && row.rule && row.decidedBy !== null && row.decidedAt
          ? {
              kind: row.decision,
              rule: row.rule,
              explanation: row.explanation ?? '',
              staffId: row.decidedBy,
              staffEmail: emails.get(row.decidedBy) ?? '',
              at: row.decidedAt.toISOString(),
              banId: row.banId,
            }
          : null,
      appeal:
        row.appealBy && row.appealText !== null && row.appealedAt
          ? {
              by: row.appealBy,
              text: row.appealText,
              at: row.appealedAt.toISOString(),
              outcome: row.appealOutcome,
              explanation: row.appealExplanation,
              staffEmail: row.appealDecidedBy === null ? null : (emails.get(row.appealDecidedBy) ?? null),
              decidedAt: row.appealDecidedAt?.toISOString() ?? null,
            }
          : null,
    };
  }

  private async content(row: ComplaintRow, photos: AdminPhoto[]): Promise<AdminComplaintDetail['content']> {
    const removed = row.contentRemovedAt !== null;
    if (row.messageId !== null) {
      const message = await findReportedMessage(this.deps.db, row.messageId);
      if (!message) return null;
      return {
        kind: 'message' as const,
        text: message.text,
        photoUrl: message.photo === null ? null : reportedPhotoUrl(row.id),
        at: message.createdAt.toISOString(),
        removed,
      };
    }
    const photo = row.photoId === null ? undefined : photos.find((candidate) => candidate.id === row.photoId);
    return photo ? { kind: 'photo' as const, text: '', photoUrl: photo.url, at: photo.createdAt, removed } : null;
  }

  /** GET /api/admin/complaints/:id/content.jpg: the chat photo a complaint names, for staff deciding it. */
  async contentFile(id: number): Promise<StoredObject> {
    const row = await findComplaint(this.deps.db, id);
    const message = row?.messageId == null ? undefined : await findReportedMessage(this.deps.db, row.messageId);
    const photo = message?.photo;
    const file = photo && (await this.deps.files.get(photoKey(chatPhoto(photo.userId, photo.id), 'main')));
    if (!file) throw notFound('Photo');
    return file;
  }

  /** POST /api/admin/complaints/:id/decision */
  async decide(staff: StaffMember, id: number, body: ComplaintDecisionBody): Promise<AdminComplaintDetail> {
    const at = this.deps.now();
    const removedPhoto = await this.deps.db.transaction(async (tx) => {
      const complaint = await lockComplaint(tx, id);
      if (!complaint) throw notFound('Complaint');
      if (complaint.status !== 'open') throw notOpen();
      const memberId = complaint.aboutUserId;
      // A complaint about no member (a payment, the site) can only be answered.
      if (memberId === null && body.decision !== 'no_action') throw invalidField('decision', 'invalid');
      let removed: { userId: number; photoId: number } | null = null;
      let banId: number | null = null;
      let suspendedUntil: Date | null = null;
      if (body.decision === 'remove_content') {
        if (complaint.messageId !== null) removed = await removeMessageContent(tx, complaint.messageId);
        else if (complaint.photoId !== null) {
          await this.deps.photos.decideIn(tx, staff, complaint.photoId, { decision: 'reject', reason: body.rule, note: body.explanation });
        }
        else throw invalidField('decision', 'no_content');
      }
      if (body.decision === 'suspend' || body.decision === 'ban') {
        const { ban } = await this.deps.bans.banIn(tx, staff, memberId!, {
          kind: 'account',
          days: body.decision === 'ban' ? null : body.days!,
          reason: `${complaintReference(complaint.id, complaint.createdAt)}: ${body.explanation}`,
        });
        banId = ban.id;
        suspendedUntil = ban.until === null ? null : new Date(ban.until);
      }
      const decided = await updateComplaint(tx, id, {
        status: 'decided',
        decision: body.decision,
        rule: body.rule,
        explanation: body.explanation,
        decidedBy: staff.staffId,
        decidedAt: at,
        banId,
        suspendedUntil,
        contentRemovedAt: body.decision === 'remove_content' ? at : null,
      });
      await this.keepHidden(tx, decided, body.decision === 'ban' || body.decision === 'suspend');
      await recordAudit(tx, staff, {
        action: 'complaint.decide',
        subjectType: 'complaint',
        subjectId: id,
        siteId: complaint.siteId,
        before: { status: complaint.status },
        after: { status: decided.status, decision: body.decision, rule: body.rule, banId, aboutUserId: memberId },
        reason: body.explanation,
      });
      if (memberId !== null) await queueComplaintMail(tx, { kind: 'decision', complaintId: id }, at);
      if (complaint.reporterEmail) await queueComplaintMail(tx, { kind: 'outcome', complaintId: id }, at);
      return removed;
    });
    // Once the message no longer points at it: a failed transaction keeps the photo and its files.
    if (removedPhoto) await deletePhotoFiles(this.deps.files, chatPhoto(removedPhoto.userId, removedPhoto.photoId));
    return this.detail(id);
  }

  /**
   * POST /api/admin/complaints/:id/appeal-decision, by another staff member than the one who
   * decided. Reversing undoes what can be undone (the ban or suspension is lifted, a hidden
   * profile photo is shown again); a reporter's appeal against no action reversed puts the
   * complaint back in the queue for a new decision.
   */
  async decideAppeal(staff: StaffMember, id: number, body: AppealDecisionBody): Promise<AdminComplaintDetail> {
    const at = this.deps.now();
    await this.deps.db.transaction(async (tx) => {
      const complaint = await lockComplaint(tx, id);
      if (!complaint) throw notFound('Complaint');
      if (complaint.status !== 'appealed') throw notOpen();
      if (complaint.decidedBy === staff.staffId) {
        throw new AppError('appeal_same_staff', 403, 'Another staff member decides the appeal against your decision.');
      }
      const reversed = body.outcome === 'reversed';
      if (reversed && complaint.banId !== null && (await findAdminBan(tx, complaint.banId, at))?.active) {
        await this.deps.bans.liftIn(tx, staff, complaint.banId, body.explanation);
      }
      if (reversed && complaint.decision === 'remove_content' && complaint.photoId !== null) {
        await this.deps.photos.decideIn(tx, staff, complaint.photoId, { decision: 'approve', note: body.explanation });
      }
      const reopen = reversed && complaint.appealBy === 'reporter';
      const decided = await updateComplaint(tx, id, {
        status: reopen ? 'open' : 'closed',
        appealOutcome: body.outcome,
        appealExplanation: body.explanation,
        appealDecidedBy: staff.staffId,
        appealDecidedAt: at,
        ...(reopen && { decision: null, rule: null, explanation: null, decidedBy: null, decidedAt: null }),
      });
      if (reversed) await this.keepHidden(tx, decided, false);
      await recordAudit(tx, staff, {
        action: 'complaint.appeal_decide',
        subjectType: 'complaint',
        subjectId: id,
        siteId: complaint.siteId,
        before: { status: complaint.status, decision: complaint.decision },
        after: { status: decided.status, outcome: body.outcome },
        reason: body.explanation,
      });
      await queueComplaintMail(tx, { kind: 'appeal', complaintId: id }, at);
    });
    return this.detail(id);
  }

  /**
   * After a decision on a complaint about a minor: the member stays out of every list while banned
   * or suspended by it, or while another such complaint waits; otherwise they are shown again.
   */
  private async keepHidden(tx: Tx, complaint: ComplaintRow, banned: boolean): Promise<void> {
    if (complaint.reason !== 'underage' || complaint.aboutUserId === null) return;
    const hidden = banned || complaint.status === 'open' || (await hasOpenUnderage(tx, complaint.aboutUserId, complaint.id));
    await setHiddenForReview(tx, complaint.aboutUserId, hidden);
  }
}
