import type { companies, sites } from '../../db/schema';

/** A site as stored; every request carries its own (request-site.ts). */
export type SiteRow = typeof sites.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
