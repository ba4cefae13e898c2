import { and, eq, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bans, profiles, users } from '../../db/schema';
import { notBlockedWith } from './exclusions';

/**
 * A ban or suspension in force on the member's account or address: they cannot log in
 * (session/bans.ts), so nobody should find them and write into silence. Compared with the
 * database's clock, as a list has no request time of its own to pass.
 */
const notBanned = sql`not exists (
  select 1 from ${bans}
  where ${bans.siteId} = ${profiles.siteId}
    and ${bans.liftedAt} is null
    and (${bans.expiresAt} is null or ${bans.expiresAt} > now())
    and ((${bans.kind} = 'account' and ${bans.value} = ${profiles.userId}::text)
      or (${bans.kind} = 'email' and ${bans.value} = (select ${users.email} from ${users} where ${users.id} = ${profiles.userId})))
)`;

/** Active members, banned ones and profiles hidden for review (a complaint about a minor) left out. */
export const reachableMember: SQL = and(eq(profiles.status, 'active'), eq(profiles.hiddenForReview, false), notBanned)!;

/**
 * Reachable members of the site, the viewer and blocked members left out: every list starts here.
 * The ids may be a prepared statement's placeholders.
 */
export function visibleMembers(siteId: number | Placeholder, viewerId: number | Placeholder | null): SQL {
  return and(
    eq(profiles.siteId, siteId),
    reachableMember,
    viewerId === null ? undefined : ne(profiles.userId, viewerId),
    viewerId === null ? undefined : notBlockedWith(viewerId, profiles.userId),
  )!;
}

/**
 * A reachable member of the site: what a member may open, like or write to by id. The lists leave
 * out banned members and profiles hidden for review, and so does a direct address, or a link kept
 * from before would still reach them. The ids may be a prepared statement's placeholders.
 */
export function activeProfileOf(siteId: number | Placeholder, userId: number | Placeholder): SQL {
  return and(eq(profiles.userId, userId), eq(profiles.siteId, siteId), reachableMember)!;
}

/** The profile of a reachable member of the site (activeProfileOf), or undefined. */
export async function findActiveProfile(db: Db, siteId: number, userId: number) {
  const [row] = await db.select({ userId: profiles.userId, fictional: profiles.fictional }).from(profiles).where(activeProfileOf(siteId, userId));
  return row;
}

/** Hides a member from every list (or shows them again) while staff review a complaint about a minor. */
export async function setHiddenForReview(db: Db, userId: number, hidden: boolean): Promise<void> {
  await db.update(profiles).set({ hiddenForReview: hidden }).where(eq(profiles.userId, userId));
}
