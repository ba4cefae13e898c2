import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, sites } from '../../db/schema';

export type SiteRow = typeof sites.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/** The site that serves a host name, else the default site. */
export async function findSiteForHost(db: Db, host: string): Promise<SiteRow | undefined> {
  const bare = host.replace(/^www\./, '');
  const rows = await db
    .select()
    .from(sites)
    .where(or(eq(sites.domain, bare), eq(sites.isDefault, true)));
  return rows.find((row) => row.domain === bare) ?? rows.find((row) => row.isDefault);
}

export async function findCompany(db: Db, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}
