import { SiteConfig } from '@app/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sites } from '../../db/schema';
import type { SiteRow } from './site-row';

/**
 * A site by id, as stored now: the back office acts on a member of any site, whatever host it is
 * served on. Not cached, so staff never act on settings older than the last save.
 */
export async function findSiteById(db: Db, siteId: number): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.id, siteId));
  return row && { ...row, config: SiteConfig.parse(row.config) };
}
