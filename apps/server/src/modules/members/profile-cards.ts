import { ageOn, type ProfileCard } from '@app/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { likes, photos, profiles } from '../../db/schema';
import { photoUrl } from '../../platform/storage/user-files';

/**
 * The cards' rows, whether the viewer likes each included (a visitor, null, likes none): one round
 * trip, prepared, as search and likes.php read it on every call (db/prepared.ts).
 */
const profileCardRows = prepared('profile_cards', (db) =>
  db
    .select({
      id: profiles.userId,
      name: profiles.name,
      dateOfBirth: profiles.dateOfBirth,
      country: profiles.country,
      region: profiles.region,
      city: profiles.city,
      fictional: profiles.fictional,
      photoId: photos.id,
      liked: sql<boolean>`exists (select 1 from ${likes} where ${likes.fromUserId} = ${sql.placeholder('viewerId')} and ${likes.toUserId} = ${profiles.userId})`,
    })
    .from(profiles)
    .leftJoin(photos, and(eq(photos.id, profiles.mainPhotoId), eq(photos.status, 'active')))
    .where(sql`${profiles.userId} = any(${sql.placeholder('userIds')})`),
);

/**
 * The list view of members (search, likes, swipe, match finder), in the order of `userIds`.
 * Only an active main photo is shown to others; `liked` says whether the viewer likes them.
 */
export async function loadProfileCards(
  db: Db,
  viewerId: number | null,
  userIds: number[],
  today: Date,
): Promise<ProfileCard[]> {
  if (userIds.length === 0) return [];
  const rows = await profileCardRows(db).execute({ viewerId, userIds });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return userIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        name: row.name,
        age: ageOn(row.dateOfBirth, today),
        country: row.country,
        region: row.region,
        city: row.city,
        main_image:
          row.photoId === null
            ? null
            : { url: photoUrl(row.photoId, 'main'), thumb_url: photoUrl(row.photoId, 'thumb'), match: photoUrl(row.photoId, 'main') },
        fictional: row.fictional,
        liked: row.liked,
      },
    ];
  });
}
