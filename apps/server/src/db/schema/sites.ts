import type { SiteConfig } from '@app/core';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const companies = pgTable('companies', {
  id: serial().primaryKey(),
  name: text().notNull(),
  addressLines: jsonb().$type<string[]>().notNull(),
  kvk: text().notNull(),
  city: text().notNull(),
  country: text().notNull(),
  tradenames: jsonb().$type<string[]>().notNull(),
  vatNumbers: jsonb().$type<Record<string, string>>().notNull(),
  supportPhone: text().notNull(),
  deleteDiscount: integer().notNull(),
  added: timestamp({ withTimezone: true }).notNull(),
});

/** One row per site an operator runs from this code base, chosen by the request's host name. */
export const sites = pgTable('sites', {
  id: serial().primaryKey(),
  domain: text().notNull().unique(),
  /** Answers hosts that match no domain (a fresh install, an IP address, localhost). */
  isDefault: boolean().notNull().default(false),
  name: text().notNull(),
  language: text().notNull(),
  niche: integer().notNull(),
  companyId: integer()
    .notNull()
    .references(() => companies.id),
  config: jsonb().$type<SiteConfig>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
