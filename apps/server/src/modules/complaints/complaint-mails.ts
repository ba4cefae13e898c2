import { APPEAL_DAYS, complaintReference, DEFAULT_LOCALE, isLocale, type Locale } from '@app/core';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { scheduleJob } from '../../platform/jobs/schedule';
import type { MailSender } from '../../platform/mail/mail-sender';
import type { MailKind } from '../../platform/mail/mail-catalogues';
import { complaintDetailText, type MailDetails } from '../../platform/mail/render-mail';
import { findSiteById } from '../site/site-by-id';
import type { SiteOrigin } from '../site/site-origin';
import { findAccount } from '../users/accounts';
import { type ComplaintRow, findComplaint } from './repo';

export const COMPLAINT_MAIL_JOB = 'complaint-mail';

/**
 * received: the acknowledgment to the reporter; decision: the statement of reasons to the reported
 * member; outcome: the decision to the reporter; appeal: the appeal's outcome to who appealed.
 */
const ComplaintMail = z.object({
  kind: z.enum(['received', 'decision', 'outcome', 'appeal']),
  complaintId: z.number().int(),
});
export type ComplaintMail = z.infer<typeof ComplaintMail>;

const MAIL_KIND: Record<ComplaintMail['kind'], MailKind> = {
  received: 'complaint_received',
  decision: 'complaint_decision',
  outcome: 'complaint_outcome',
  appeal: 'appeal_decision',
};

/** Queues a complaint mail in the caller's transaction: it goes out once the complaint or decision is committed. */
export function queueComplaintMail(tx: Tx, mail: ComplaintMail, at: Date): Promise<void> {
  return scheduleJob(tx, COMPLAINT_MAIL_JOB, mail, at);
}

/** The statement of reasons as labelled lines, in the reader's language. */
function decisionDetails(complaint: ComplaintRow, locale: Locale, withReasons: boolean): MailDetails {
  const text = (label: Parameters<typeof complaintDetailText>[0]) => complaintDetailText(label, locale);
  const rows = [{ label: text('reference'), value: complaintReference(complaint.id, complaint.createdAt) }];
  if (complaint.decision) rows.push({ label: text('decision'), value: text(`decision_${complaint.decision}`) });
  if (withReasons) {
    const content = complaint.messageId !== null ? 'content_message' : complaint.photoId !== null ? 'content_photo' : 'content_profile';
    rows.push({ label: text('content'), value: text(content) });
  }
  if (complaint.suspendedUntil) {
    const until = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(complaint.suspendedUntil);
    rows.push({ label: text('until'), value: `${until} UTC` });
  }
  if (complaint.rule) rows.push({ label: text('rule'), value: text(`rule_${complaint.rule}`) });
  if (withReasons && complaint.explanation) rows.push({ label: text('explanation'), value: complaint.explanation });
  return { rows, smallPrint: [] };
}

function appealDetails(complaint: ComplaintRow, locale: Locale): MailDetails {
  const text = (label: Parameters<typeof complaintDetailText>[0]) => complaintDetailText(label, locale);
  return {
    rows: [
      { label: text('reference'), value: complaintReference(complaint.id, complaint.createdAt) },
      ...(complaint.appealOutcome ? [{ label: text('outcome'), value: text(`outcome_${complaint.appealOutcome}`) }] : []),
      ...(complaint.appealExplanation ? [{ label: text('explanation'), value: complaint.appealExplanation }] : []),
    ],
    smallPrint: [],
  };
}

export interface ComplaintMailsDeps {
  db: Db;
  mail: MailSender;
  siteOrigin: SiteOrigin;
}

/** The complaint mails, sent by the job runner in the reader's language. */
export class ComplaintMails {
  constructor(private readonly deps: ComplaintMailsDeps) {}

  async deliver(payload: Record<string, unknown>): Promise<void> {
    const mail = ComplaintMail.parse(payload);
    const { db } = this.deps;
    const complaint = await findComplaint(db, mail.complaintId);
    const site = complaint && (await findSiteById(db, complaint.siteId));
    if (!complaint || !site) return;
    const origin = this.deps.siteOrigin(site);
    const reader = await this.reader(complaint, mail.kind);
    // The account may have been deleted since; a visitor has only the address they left.
    if (!reader) return;
    const details =
      mail.kind === 'received'
        ? undefined
        : mail.kind === 'appeal'
          ? appealDetails(complaint, reader.locale)
          : decisionDetails(complaint, reader.locale, mail.kind === 'decision');
    await this.deps.mail.send({
      kind: MAIL_KIND[mail.kind],
      to: reader.email,
      locale: reader.locale,
      site,
      values: {
        name: reader.name,
        link: reader.member ? `${origin}/settings#complaints` : origin,
        reference: complaintReference(complaint.id, complaint.createdAt),
        days: APPEAL_DAYS,
      },
      details,
    });
  }

  /** Who reads the mail: the reported member for the decision, who appealed for the appeal, else the reporter. */
  private async reader(complaint: ComplaintRow, kind: ComplaintMail['kind']) {
    const toReported = kind === 'decision' || (kind === 'appeal' && complaint.appealBy === 'reported');
    const userId = toReported ? complaint.aboutUserId : complaint.reporterUserId;
    const account = userId === null ? undefined : await findAccount(this.deps.db, userId);
    if (account) {
      const { user, profile } = account;
      return { email: user.email, locale: isLocale(user.language) ? user.language : DEFAULT_LOCALE, name: profile.name, member: true };
    }
    if (toReported || !complaint.reporterEmail) return undefined;
    const locale: Locale = isLocale(complaint.reporterLocale) ? complaint.reporterLocale : DEFAULT_LOCALE;
    return { email: complaint.reporterEmail, locale, name: complaint.reporterEmail.split('@')[0]!, member: false };
  }
}
