import { SiteConfig } from '@app/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, sites } from '../../db/schema';
import type { CompanyRow, SiteRow } from './site-row';

export async function listSites(db: Db): Promise<SiteRow[]> {
  const rows = await db.select().from(sites);
  // Parsed so that settings added after a site was stored take their defaults.
  return rows.map((row) => ({ ...row, config: SiteConfig.parse(row.config) }));
}

export async function findCompany(db: Db, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}
