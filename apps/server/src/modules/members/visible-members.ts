import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { notBlockedWith } from './exclusions';

/**
 * Active members of the site, the viewer, blocked members and profiles hidden for review (a
 * complaint about a minor) left out: every list starts here.
 */
export function visibleMembers(siteId: number, viewerId: number | null): SQL {
  return and(
    eq(profiles.siteId, siteId),
    eq(profiles.status, 'active'),
    eq(profiles.hiddenForReview, false),
    viewerId === null ? undefined : ne(profiles.userId, viewerId),
    viewerId === null ? undefined : notBlockedWith(viewerId, profiles.userId),
  )!;
}

/** The profile of an active member of the site, or undefined. */
export async function findActiveProfile(db: Db, siteId: number, userId: number) {
  const [row] = await db
    .select({ userId: profiles.userId, fictional: profiles.fictional })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), eq(profiles.siteId, siteId), eq(profiles.status, 'active')));
  return row;
}

/** Hides a member from every list (or shows them again) while staff review a complaint about a minor. */
export async function setHiddenForReview(db: Db, userId: number, hidden: boolean): Promise<void> {
  await db.update(profiles).set({ hiddenForReview: hidden }).where(eq(profiles.userId, userId));
}
