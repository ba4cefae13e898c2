import { z } from 'zod';
import { Locale } from './locale';

/** The static pages of SPEC §2 (route names pages-<name>); their content is kept per language. */
export const STATIC_PAGE_NAMES = ['terms', 'privacy', 'cookies', 'ban', 'return-policy', 'faq', 'service'] as const;
export const StaticPageName = z.enum(STATIC_PAGE_NAMES);
export type StaticPageName = z.infer<typeof StaticPageName>;

/** GET /api/page.php: a page by name, or by the `{token}` of its URL; in the asked-for language. */
export const StaticPageQuery = z
  .object({
    name: z.string().min(1).max(100).optional(),
    token: z.string().min(1).max(100).optional(),
    lang: Locale.optional(),
  })
  .refine((query) => (query.name === undefined) !== (query.token === undefined), {
    message: 'Give either name or token.',
  });
export type StaticPageQuery = z.infer<typeof StaticPageQuery>;

export const StaticPageResponse = z.object({
  /** One of STATIC_PAGE_NAMES, or the token of a page the site's operator published. */
  name: z.string(),
  /** The language the content is in: the asked-for one, or English when it has no translation. */
  lang: Locale,
  title: z.string(),
  /** Rendered from the page's Markdown with the company's details filled in, escaped. */
  html: z.string(),
  /** The version date of the terms (SPEC §9) for pages that show one, else null. */
  updated: z.iso.datetime().nullable(),
});
export type StaticPageResponse = z.infer<typeof StaticPageResponse>;
