import type { Locale, Newsletter, NewsletterCounts, NewsletterDraft, NewsletterPreview } from '@app/core';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, invalidField, notFound } from '../../http/app-error';
import { addMs, type Clock, MINUTE_MS } from '../../platform/clock';
import type { JobPayload, JobRunner } from '../../platform/jobs/job-runner';
import { scheduleJob } from '../../platform/jobs/schedule';
import type { MailSender } from '../../platform/mail/mail-sender';
import { unsubscribeLinks, type UnsubscribeTokens } from '../notifications/unsubscribe-tokens';
import type { SiteOrigin } from '../site/site-origin';
import type { SiteRow } from '../site/site-row';
import { recordAudit } from '../staff/audit-log';
import type { StaffMember } from '../staff/staff-session';
import { type NewsletterContent, renderNewsletter } from './render-newsletter';
import {
  type ClaimedCopy,
  claimBatch,
  countCopies,
  countRecipients,
  failInterruptedCopies,
  findNewsletter,
  findSite,
  hasOpenCopies,
  insertNewsletter,
  listNewsletters,
  lockNewsletter,
  markRefused,
  markSent,
  type NewsletterRow,
  queueCopies,
  updateNewsletter,
} from './repo';

export const NEWSLETTER_JOB = 'newsletter_batch';
const NewsletterJobPayload = z.object({ newsletterId: z.number().int() });

/** One batch per job round, a round a minute: NEWSLETTER_MAILS_PER_MINUTE mails per batch. */
export const NEWSLETTER_BATCH_INTERVAL_MS = MINUTE_MS;
/**
 * A copy claimed this long ago and never marked sent belongs to a run that died (a batch takes
 * seconds; the job runner hands a dead run's job out again after 10 minutes).
 */
export const STALE_CLAIM_MS = 15 * MINUTE_MS;
/** A mail the mail server refused is tried in this many batches before it counts as failed. */
export const MAX_ATTEMPTS = 3;
/** Who the preview and the test copy greet. */
const SAMPLE_NAME = 'Alex';
const TEST_SUBJECT_PREFIX = '[Test] ';

const NO_COPIES: NewsletterCounts = { queued: 0, sent: 0, failed: 0, skipped: 0 };

const notDraft = () => new AppError('newsletter_not_draft', 409, 'This newsletter has been sent and can no longer be changed.');

export interface NewsletterDeps {
  db: Db;
  now: Clock;
  jobs: JobRunner;
  mail: MailSender;
  unsubscribeTokens: UnsubscribeTokens;
  siteOrigin: SiteOrigin;
  /** NEWSLETTER_MAILS_PER_MINUTE: the batch each job round sends. */
  mailsPerMinute: number;
  log: FastifyBaseLogger;
}

function toNewsletter(row: NewsletterRow, counts: NewsletterCounts = NO_COPIES): Newsletter {
  return {
    id: row.id,
    site_id: row.siteId,
    language: row.language as Locale,
    subject: row.subject,
    body: row.body,
    format: row.format,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    queued_at: row.queuedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    counts,
  };
}

/** What the audit log keeps of a newsletter: what was written, not the copies. */
const audited = (row: NewsletterRow) => ({
  site_id: row.siteId,
  language: row.language,
  subject: row.subject,
  format: row.format,
  body: row.body,
  status: row.status,
});

/**
 * Newsletters (issue 17): an admin writes one per site and language, previews it, mails a test
 * to themselves, and sends it. Sending fixes the recipients (a copy per member, unique per
 * newsletter and member) and hands the mailing to the job runner, a throttled batch per round;
 * a copy is claimed before its mail goes out and never mailed again, whatever crashes or
 * repeats.
 */
export class NewsletterService {
  constructor(private readonly deps: NewsletterDeps) {}

  async list(siteId: number | undefined): Promise<Newsletter[]> {
    const rows = await listNewsletters(this.deps.db, siteId);
    const counts = await countCopies(this.deps.db, rows.map((row) => row.id));
    return rows.map((row) => toNewsletter(row, counts.get(row.id)));
  }

  async get(id: number): Promise<Newsletter> {
    const row = await findNewsletter(this.deps.db, id);
    if (!row) throw notFound('Newsletter');
    return this.withCounts(row);
  }

  async create(staff: StaffMember, draft: NewsletterDraft): Promise<Newsletter> {
    const { db, now } = this.deps;
    await this.siteOf(draft.site_id);
    const row = await db.transaction(async (tx) => {
      const created = await insertNewsletter(tx, draft, now());
      await recordAudit(tx, staff, {
        action: 'newsletter.create',
        subjectType: 'newsletter',
        subjectId: created.id,
        siteId: created.siteId,
        after: audited(created),
      });
      return created;
    });
    return toNewsletter(row);
  }

  /** Only a draft changes; once sent, what members got stays on record. */
  async update(staff: StaffMember, id: number, draft: NewsletterDraft): Promise<Newsletter> {
    const { db, now } = this.deps;
    await this.siteOf(draft.site_id);
    const row = await db.transaction(async (tx) => {
      const before = await lockNewsletter(tx, id);
      if (!before) throw notFound('Newsletter');
      if (before.status !== 'draft') throw notDraft();
      const after = await updateNewsletter(tx, id, {
        siteId: draft.site_id,
        language: draft.language,
        subject: draft.subject,
        body: draft.body,
        format: draft.format,
        updatedAt: now(),
      });
      await recordAudit(tx, staff, {
        action: 'newsletter.update',
        subjectType: 'newsletter',
        subjectId: id,
        siteId: after.siteId,
        before: audited(before),
        after: audited(after),
      });
      return after;
    });
    return toNewsletter(row);
  }

  /** The mail as a member of that site and language would get it, and how many would get it now. */
  async preview(draft: NewsletterDraft): Promise<NewsletterPreview> {
    const site = await this.siteOf(draft.site_id);
    const mail = this.render(draft, site, draft.language, SAMPLE_NAME, this.deps.siteOrigin(site));
    return { ...mail, recipients: await countRecipients(this.deps.db, site.id, draft.language) };
  }

  /** The stored newsletter's mail as a page, for the back office's preview frame. */
  async previewPage(id: number): Promise<string> {
    const row = await findNewsletter(this.deps.db, id);
    if (!row) throw notFound('Newsletter');
    const site = await this.siteOf(row.siteId);
    return this.render(row, site, row.language as Locale, SAMPLE_NAME, this.deps.siteOrigin(site)).html;
  }

  /** A copy to the staff member's own address; its unsubscribe link leads to the settings page only. */
  async sendTest(staff: StaffMember, id: number): Promise<{ sent_to: string }> {
    const { db, mail } = this.deps;
    const row = await findNewsletter(db, id);
    if (!row) throw notFound('Newsletter');
    const site = await this.siteOf(row.siteId);
    const rendered = this.render(row, site, row.language as Locale, SAMPLE_NAME, this.deps.siteOrigin(site));
    await mail.deliver({ to: staff.email, site, rendered: { ...rendered, subject: `${TEST_SUBJECT_PREFIX}${rendered.subject}` } });
    await recordAudit(db, staff, {
      action: 'newsletter.test',
      subjectType: 'newsletter',
      subjectId: id,
      siteId: row.siteId,
      after: { sent_to: staff.email },
    });
    return { sent_to: staff.email };
  }

  /**
   * Sends a draft: its copies are queued and the first batch is due at once. A newsletter that is
   * sending or sent already is answered as it is (a second click, a retried request).
   */
  async send(staff: StaffMember, id: number, reason: string): Promise<Newsletter> {
    const { db, now, jobs } = this.deps;
    const at = now();
    const { row, queued } = await db.transaction(async (tx) => {
      const before = await lockNewsletter(tx, id);
      if (!before) throw notFound('Newsletter');
      if (before.status !== 'draft') return { row: before, queued: false };
      const copies = await queueCopies(tx, before, at);
      const after = await updateNewsletter(tx, id, { status: 'sending', queuedAt: at, updatedAt: at });
      await scheduleJob(tx, NEWSLETTER_JOB, { newsletterId: id }, at);
      await recordAudit(tx, staff, {
        action: 'newsletter.send',
        subjectType: 'newsletter',
        subjectId: id,
        siteId: after.siteId,
        before: { status: before.status },
        after: { status: after.status, recipients: copies },
        reason,
      });
      return { row: after, queued: true };
    });
    if (queued) jobs.wake();
    return this.withCounts(row);
  }

  /**
   * The job: one batch of a newsletter's copies, then the next batch a minute later. A mail the
   * server refused goes back in the queue (failed after MAX_ATTEMPTS) and the job fails, so the
   * runner waits longer before it tries again.
   */
  async runBatch(payload: JobPayload): Promise<void> {
    const { db, now, log } = this.deps;
    const { newsletterId } = NewsletterJobPayload.parse(payload);
    const newsletter = await findNewsletter(db, newsletterId);
    if (newsletter?.status !== 'sending') return;
    const site = await findSite(db, newsletter.siteId);
    if (!site) return;
    const at = now();
    await failInterruptedCopies(db, newsletterId, addMs(at, -STALE_CLAIM_MS));
    const batch = await db.transaction((tx) => claimBatch(tx, newsletter, this.deps.mailsPerMinute, at));
    const origin = this.deps.siteOrigin(site);
    let refused = 0;
    for (const copy of batch) {
      let error: unknown;
      try {
        await this.mailCopy(newsletter, site, origin, copy);
      } catch (caught) {
        error = caught;
      }
      // Outside the try: a copy whose mail went out is never put back in the queue, even when
      // recording it fails (it then stays claimed and ends up failed, not mailed twice).
      if (error === undefined) {
        await markSent(db, copy.deliveryId, now());
        continue;
      }
      refused += 1;
      const attempts = copy.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ err: error, newsletterId, userId: copy.userId, attempts }, 'newsletter mail refused');
      await markRefused(db, copy.deliveryId, { attempts, error: message, final: attempts >= MAX_ATTEMPTS });
    }
    if (!(await hasOpenCopies(db, newsletterId))) {
      await updateNewsletter(db, newsletterId, { status: 'sent', finishedAt: now(), updatedAt: now() });
      return;
    }
    if (refused > 0) throw new Error(`${refused} of ${batch.length} newsletter mails were refused; trying again later`);
    await scheduleJob(db, NEWSLETTER_JOB, { newsletterId }, addMs(at, NEWSLETTER_BATCH_INTERVAL_MS));
  }

  private async mailCopy(newsletter: NewsletterRow, site: SiteRow, origin: string, copy: ClaimedCopy): Promise<void> {
    const { mail, unsubscribeTokens } = this.deps;
    const token = await unsubscribeTokens.issue({ userId: copy.userId, type: 'newsletter' });
    const unsubscribe = unsubscribeLinks(origin, token, site);
    const rendered = renderNewsletter(newsletter, {
      locale: newsletter.language as Locale,
      site: site.name,
      name: copy.name,
      unsubscribeLink: unsubscribe.page,
      colours: site.config.theme_colours,
    });
    await mail.deliver({ to: copy.email, site, rendered, unsubscribe });
  }

  /** The preview and the test copy: a sample name, and the footer link to the settings page. */
  private render(content: NewsletterContent, site: SiteRow, locale: Locale, name: string, origin: string) {
    return renderNewsletter(content, { locale, site: site.name, name, unsubscribeLink: `${origin}/notifications`, colours: site.config.theme_colours });
  }

  private async siteOf(siteId: number): Promise<SiteRow> {
    const site = await findSite(this.deps.db, siteId);
    if (!site) throw invalidField('site_id', 'invalid');
    return site;
  }

  private async withCounts(row: NewsletterRow): Promise<Newsletter> {
    const counts = await countCopies(this.deps.db, [row.id]);
    return toNewsletter(row, counts.get(row.id));
  }
}
