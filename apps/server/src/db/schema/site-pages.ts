import type { Locale, PageContent } from '@app/core';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from './sites';

/**
 * Pages an operator publishes at /{token} on one site, and a site's own versions of the seven
 * built-in pages (their token is the page's name). Title and Markdown per language.
 */
export const sitePages = pgTable(
  'site_pages',
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    token: text().notNull(),
    published: boolean().notNull(),
    content: jsonb().$type<Partial<Record<Locale, PageContent>>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('site_pages_site_token_unique').on(t.siteId, t.token)],
);
