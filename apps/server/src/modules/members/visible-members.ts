import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { notBlockedWith } from './exclusions';

/** Active members of the site, the viewer and blocked members left out: every list starts here. */
export function visibleMembers(siteId: number, viewerId: number | null): SQL {
  return and(
    eq(profiles.siteId, siteId),
    eq(profiles.status, 'active'),
    viewerId === null ? undefined : ne(profiles.userId, viewerId),
    viewerId === null ? undefined : notBlockedWith(viewerId, profiles.userId),
  )!;
}

/** The profile of an active member of the site, or undefined. */
export async function findActiveProfile(db: Db, siteId: number, userId: number) {
  const [row] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), eq(profiles.siteId, siteId), eq(profiles.status, 'active')));
  return row;
}
