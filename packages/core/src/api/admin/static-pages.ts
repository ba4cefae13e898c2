import { z } from 'zod';
import { Locale } from '../locale';
import { IdParam } from '../ids';
import { Reason } from './staff';
import { isReservedPageToken, PAGE_TOKEN_PATTERN } from '../../page-token';


/** The `{token}` of a page's URL: /{token}. Lower case words joined by hyphens. */
export const PageToken = z
  .string()
  .trim()
  .toLowerCase()
  .regex(PAGE_TOKEN_PATTERN, 'lower-case letters, digits and hyphens, at most 60')
  .refine((token) => !isReservedPageToken(token), 'this address is a page of the site already');
export type PageToken = z.infer<typeof PageToken>;

/** One language of a page: a plain-text title and a Markdown body (no raw HTML; `{site_name}` and the like are filled in). */
export const PageContent = z.object({
  title: z.string().trim().min(1, 'required').max(200, 'at most 200 characters'),
  markdown: z.string().max(100_000, 'at most 100,000 characters'),
});
export type PageContent = z.infer<typeof PageContent>;

/** A page of the site's own, or its version of a built-in page, as its editor holds it. */
export const SitePageDraft = z.object({
  /** Unpublished pages answer 404 (an override unpublished shows the built-in page again). */
  published: z.boolean(),
  content: z
    .partialRecord(Locale, PageContent)
    .refine((content) => Object.keys(content).length > 0, 'at least one language'),
});
export type SitePageDraft = z.infer<typeof SitePageDraft>;

/** PUT /api/admin/sites/{siteId}/pages/{token}: the page, and why. */
export const SitePageBody = SitePageDraft.extend({ reason: Reason });
export type SitePageBody = z.infer<typeof SitePageBody>;

/** DELETE /api/admin/sites/{siteId}/pages/{token}: why it goes. */
export const DeletePageBody = z.object({ reason: Reason });
export type DeletePageBody = z.infer<typeof DeletePageBody>;

export const SitePageParams = z.object({ siteId: IdParam, token: PageToken });
export type SitePageParams = z.infer<typeof SitePageParams>;

export const AdminSitePage = z.object({
  token: z.string(),
  /** One of the seven pages every site has; without content of the site's own it shows ours. */
  builtin: z.boolean(),
  /** Whether the site has content of its own for it (always for a page that is not built in). */
  stored: z.boolean(),
  published: z.boolean(),
  content: z.partialRecord(Locale, PageContent),
  updated_at: z.iso.datetime().nullable(),
});
export type AdminSitePage = z.infer<typeof AdminSitePage>;

export const AdminSitePagesResponse = z.object({ pages: z.array(AdminSitePage) });
export type AdminSitePagesResponse = z.infer<typeof AdminSitePagesResponse>;

export const AdminSitePageSaved = z.object({ page: AdminSitePage });
export type AdminSitePageSaved = z.infer<typeof AdminSitePageSaved>;

/** One page; for a built-in page, `defaults` is our own text per language, to start an override from. */
export const AdminSitePageResponse = z.object({
  page: AdminSitePage,
  defaults: z.partialRecord(Locale, PageContent),
});
export type AdminSitePageResponse = z.infer<typeof AdminSitePageResponse>;

/** POST /api/admin/sites/{siteId}/page-preview: the HTML a visitor would get for this Markdown. */
export const PagePreviewBody = z.object({ lang: Locale, content: PageContent });
export type PagePreviewBody = z.infer<typeof PagePreviewBody>;

export const PagePreviewResponse = z.object({ title: z.string(), html: z.string() });
export type PagePreviewResponse = z.infer<typeof PagePreviewResponse>;
