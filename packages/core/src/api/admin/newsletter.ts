import { z } from 'zod';
import { Locale } from '../locale';
import { Id, IdParam } from '../ids';
import { Reason } from './staff';

/** How the body is written: Markdown (headings, lists, links, emphasis) or plain paragraphs. */
export const NEWSLETTER_FORMATS = ['markdown', 'text'] as const;
export const NewsletterFormat = z.enum(NEWSLETTER_FORMATS);
export type NewsletterFormat = z.infer<typeof NewsletterFormat>;

/** draft (editable) → sending (recipients fixed, batches going out) → sent (every copy done). */
export const NEWSLETTER_STATUSES = ['draft', 'sending', 'sent'] as const;
export const NewsletterStatus = z.enum(NEWSLETTER_STATUSES);
export type NewsletterStatus = z.infer<typeof NewsletterStatus>;

/**
 * One member's copy: queued, being sent (claimed), sent, failed (the mail server refused it, or a
 * crash left it unknown whether it went out: it is never tried again), or skipped (the member
 * opted out, lost their confirmation or left before their batch).
 */
export const NEWSLETTER_DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export type NewsletterDeliveryStatus = (typeof NEWSLETTER_DELIVERY_STATUSES)[number];

export const NEWSLETTER_SUBJECT_MAX = 200;
export const NEWSLETTER_BODY_MAX = 50_000;

/** What an admin writes: the site and language it is for, subject and body. */
export const NewsletterDraft = z.object({
  site_id: Id,
  language: Locale,
  subject: z.string().trim().min(1, 'required').max(NEWSLETTER_SUBJECT_MAX),
  body: z.string().trim().min(1, 'required').max(NEWSLETTER_BODY_MAX),
  format: NewsletterFormat,
});
export type NewsletterDraft = z.infer<typeof NewsletterDraft>;

/** The copies by status; `queued` counts those waiting and those being sent. */
export const NewsletterCounts = z.object({
  queued: z.number().int().min(0),
  sent: z.number().int().min(0),
  failed: z.number().int().min(0),
  skipped: z.number().int().min(0),
});
export type NewsletterCounts = z.infer<typeof NewsletterCounts>;

export const Newsletter = NewsletterDraft.extend({
  id: Id,
  status: NewsletterStatus,
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  queued_at: z.iso.datetime().nullable(),
  finished_at: z.iso.datetime().nullable(),
  counts: NewsletterCounts,
});
export type Newsletter = z.infer<typeof Newsletter>;

export const NewsletterResponse = z.object({ newsletter: Newsletter });
export type NewsletterResponse = z.infer<typeof NewsletterResponse>;

/** GET /api/admin/newsletters: the newsletters of one site, or of all (no siteId), newest first. */
export const NewsletterListQuery = z.object({ siteId: IdParam.optional() });
export type NewsletterListQuery = z.infer<typeof NewsletterListQuery>;

export const NewsletterListResponse = z.object({ newsletters: z.array(Newsletter) });
export type NewsletterListResponse = z.infer<typeof NewsletterListResponse>;

export const NewsletterIdParams = z.object({ id: IdParam });
export type NewsletterIdParams = z.infer<typeof NewsletterIdParams>;

/**
 * POST /api/admin/newsletters/preview: the mail as a member would get it (with a sample name),
 * and how many members it would go to now.
 */
export const NewsletterPreview = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  recipients: z.number().int().min(0),
});
export type NewsletterPreview = z.infer<typeof NewsletterPreview>;

/** POST /api/admin/newsletters/:id/test: where the test copy went (the staff member's address). */
export const NewsletterTestResponse = z.object({ sent_to: z.email() });
export type NewsletterTestResponse = z.infer<typeof NewsletterTestResponse>;

/** POST /api/admin/newsletters/:id/send: sending cannot be undone, so it says why (the audit log keeps it). */
export const SendNewsletterBody = z.object({ reason: Reason });
export type SendNewsletterBody = z.infer<typeof SendNewsletterBody>;
