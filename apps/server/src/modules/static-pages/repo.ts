import type { SitePageDraft } from '@app/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sitePages } from '../../db/schema';

export type SitePageRow = typeof sitePages.$inferSelect;

export async function findSitePage(db: Db, siteId: number, token: string): Promise<SitePageRow | undefined> {
  const [row] = await db
    .select()
    .from(sitePages)
    .where(and(eq(sitePages.siteId, siteId), eq(sitePages.token, token)));
  return row;
}

export function listSitePages(db: Db, siteId: number): Promise<SitePageRow[]> {
  return db.select().from(sitePages).where(eq(sitePages.siteId, siteId)).orderBy(asc(sitePages.token));
}

export async function saveSitePage(db: Db, siteId: number, token: string, page: SitePageDraft, now: Date): Promise<SitePageRow> {
  const [row] = await db
    .insert(sitePages)
    .values({ siteId, token, published: page.published, content: page.content, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [sitePages.siteId, sitePages.token],
      set: { published: page.published, content: page.content, updatedAt: now },
    })
    .returning();
  return row!;
}

export async function deleteSitePage(db: Db, siteId: number, token: string): Promise<void> {
  await db.delete(sitePages).where(and(eq(sitePages.siteId, siteId), eq(sitePages.token, token)));
}
