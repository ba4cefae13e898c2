import { adminPhotoUrl, MEMBERS_PAGE_SIZE, type MemberSearchQuery, type MemberSummary } from '@app/core';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containing } from '../../db/containing';
import { bans, photos, profiles, users } from '../../db/schema';
import { DAY_MS } from '../../platform/clock';
import { banInForce } from '../session/bans';

/** `text` as a LIKE pattern that matches it literally anywhere. */

/** A ban in force on the member's account or address (device and IP bans are about more than one member). */
function bannedNow(now: Date): SQL {
  return sql`exists (select 1 from ${bans} where ${and(
    eq(bans.siteId, users.siteId),
    banInForce(now),
    or(
      and(eq(bans.kind, 'account'), eq(bans.value, sql`${users.id}::text`)),
      and(eq(bans.kind, 'email'), eq(bans.value, users.email)),
    ),
  )})`;
}

function conditions(query: MemberSearchQuery, now: Date): SQL | undefined {
  const found: (SQL | undefined)[] = [];
  const q = query.q?.trim();
  if (q) {
    const byText = or(ilike(users.email, containing(q)), ilike(profiles.name, containing(q)));
    found.push(/^\d{1,9}$/.test(q) ? or(eq(users.id, Number(q)), byText) : byText);
  }
  if (query.siteId !== undefined) found.push(eq(users.siteId, query.siteId));
  if (query.status === 'banned') found.push(bannedNow(now));
  else if (query.status !== undefined) found.push(eq(users.status, query.status));
  if (query.country !== undefined) found.push(eq(profiles.country, query.country));
  if (query.signedUpFrom !== undefined) found.push(gte(users.createdAt, new Date(query.signedUpFrom)));
  // The whole last day counts: before the next midnight (UTC).
  if (query.signedUpTo !== undefined) found.push(lt(users.createdAt, new Date(new Date(query.signedUpTo).getTime() + DAY_MS)));
  if (query.network) found.push(eq(sql`${users.tracking}->>'network'`, query.network));
  return and(...found);
}

/** A page of members that match, the newest signups first, and how many match in all. */
export async function searchMembers(db: Db, query: MemberSearchQuery, now: Date): Promise<{ members: MemberSummary[]; total: number }> {
  const where = conditions(query, now);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        siteId: users.siteId,
        email: users.email,
        name: profiles.name,
        status: users.status,
        country: profiles.country,
        createdAt: users.createdAt,
        credits: users.credits,
        paidUser: users.paidUser,
        network: sql<string | null>`${users.tracking}->>'network'`,
        banned: sql<boolean>`${bannedNow(now)}`,
        fictional: profiles.fictional,
        photoId: photos.id,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
      .where(where)
      .orderBy(desc(users.id))
      .limit(MEMBERS_PAGE_SIZE)
      .offset((query.page - 1) * MEMBERS_PAGE_SIZE),
    db.select({ n: count() }).from(users).innerJoin(profiles, eq(profiles.userId, users.id)).where(where),
  ]);
  return {
    members: rows.map(({ createdAt, photoId, ...row }) => ({
      ...row,
      signupDate: createdAt.toISOString(),
      thumbUrl: photoId === null ? null : adminPhotoUrl(photoId, 'thumb'),
    })),
    total: total?.n ?? 0,
  };
}
