import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photos, profiles } from '../../db/schema';

export interface ListedProfile {
  id: number;
  lastActiveAt: Date;
}

/** The profiles a site shows visitors: active, with an active main photo, the most recently active first. */
export async function listPublicProfiles(db: Db, siteId: number, limit: number): Promise<ListedProfile[]> {
  return db
    .select({ id: profiles.userId, lastActiveAt: profiles.lastActiveAt })
    .from(profiles)
    .innerJoin(photos, and(eq(photos.id, profiles.mainPhotoId), eq(photos.status, 'active')))
    .where(and(eq(profiles.siteId, siteId), eq(profiles.status, 'active')))
    .orderBy(desc(profiles.lastActiveAt), desc(profiles.userId))
    .limit(limit);
}
