import { ageOn, type LanderMember, type NicheAudience } from '@app/core';
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photos, profiles } from '../../db/schema';
import { DAY_MS } from '../../platform/clock';
import { photoUrl } from '../../platform/storage/user-files';
import { birthDateRange } from '../search/birth-date-range';
import { visibleMembers } from '../members/visible-members';

/** Public photos a lander shows of one member at most. */
const PHOTOS_PER_MEMBER = 4;
export const ONLINE_MS = 15 * 60_000;

/** Active members of the site that fit its niche and have an active main photo: the faces a lander may show. */
function fitsNiche(siteId: number, audience: NicheAudience, today: Date): SQL {
  const born = birthDateRange(audience.minAge, audience.maxAge, today);
  return and(
    visibleMembers(siteId, null),
    inArray(profiles.gender, [...audience.genders]),
    inArray(profiles.sexuality, [...audience.sexualities]),
    gte(profiles.dateOfBirth, born.from),
    lte(profiles.dateOfBirth, born.to),
    audience.bodyTypes ? inArray(profiles.bodyType, [...audience.bodyTypes]) : undefined,
    audience.interests
      ? sql`${profiles.interests} ?| array[${sql.join(audience.interests.map((interest) => sql`${interest}`), sql`, `)}]::text[]`
      : undefined,
    isNotNull(profiles.mainPhotoId),
    sql`exists (select 1 from ${photos} where ${photos.id} = ${profiles.mainPhotoId} and ${photos.status} = 'active')`,
  )!;
}

const memberColumns = {
  id: profiles.userId,
  name: profiles.name,
  dateOfBirth: profiles.dateOfBirth,
  country: profiles.country,
  city: profiles.city,
  about: profiles.about,
  interests: profiles.interests,
  fictional: profiles.fictional,
  lastActiveAt: profiles.lastActiveAt,
};

type MemberRow = { [K in keyof typeof memberColumns]: (typeof memberColumns)[K]['_']['data'] };

async function withPhotos(db: Db, rows: MemberRow[], now: Date): Promise<LanderMember[]> {
  if (rows.length === 0) return [];
  const photoRows = await db
    .select({ id: photos.id, userId: photos.userId })
    .from(photos)
    .where(and(inArray(photos.userId, rows.map((row) => row.id)), eq(photos.status, 'active'), eq(photos.private, false)))
    .orderBy(asc(photos.position));
  const mainFirst = new Map<number, number[]>();
  for (const photo of photoRows) mainFirst.set(photo.userId, [...(mainFirst.get(photo.userId) ?? []), photo.id]);
  return rows.flatMap((row) => {
    const ids = (mainFirst.get(row.id) ?? []).slice(0, PHOTOS_PER_MEMBER);
    if (ids.length === 0) return [];
    return [
      {
        id: row.id,
        name: row.name,
        age: ageOn(row.dateOfBirth, now),
        country: row.country as LanderMember['country'],
        city: row.city,
        photos: ids.map((id) => ({ url: photoUrl(id, 'main'), thumb_url: photoUrl(id, 'thumb') })),
        about: row.about,
        interests: row.interests,
        online: now.getTime() - row.lastActiveAt.getTime() < ONLINE_MS,
        fictional: row.fictional,
      },
    ];
  });
}

export interface LanderMembers {
  members: LanderMember[];
  total: number;
  online: number;
  activeToday: number;
}

/** The niche's members, the most recently active first. */
export async function listLanderMembers(
  db: Db,
  siteId: number,
  audience: NicheAudience,
  limit: number,
  now: Date,
): Promise<LanderMembers> {
  const where = fitsNiche(siteId, audience, now);
  const [rows, [counts]] = await Promise.all([
    db.select(memberColumns).from(profiles).where(where).orderBy(desc(profiles.lastActiveAt), desc(profiles.userId)).limit(limit),
    db
      .select({
        total: sql<number>`count(*)::int`,
        online: sql<number>`(count(*) filter (where ${profiles.lastActiveAt} > ${new Date(now.getTime() - ONLINE_MS)}))::int`,
        activeToday: sql<number>`(count(*) filter (where ${profiles.lastActiveAt} > ${new Date(now.getTime() - DAY_MS)}))::int`,
      })
      .from(profiles)
      .where(where),
  ]);
  return { members: await withPhotos(db, rows, now), total: counts?.total ?? 0, online: counts?.online ?? 0, activeToday: counts?.activeToday ?? 0 };
}

/** One visible member of the site with a photo, whatever the niche: a member landing names them. */
export async function findLanderMember(db: Db, siteId: number, memberId: number, now: Date): Promise<LanderMember | null> {
  const rows = await db
    .select(memberColumns)
    .from(profiles)
    .where(and(visibleMembers(siteId, null), eq(profiles.userId, memberId)));
  const [member] = await withPhotos(db, rows, now);
  return member ?? null;
}
