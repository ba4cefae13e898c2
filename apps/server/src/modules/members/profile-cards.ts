import { ageOn, type ProfileCard } from '@app/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likes, photos, profiles } from '../../db/schema';
import { photoUrl } from '../../platform/storage/user-files';

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
  const rows = await db
    .select({
      id: profiles.userId,
      name: profiles.name,
      dateOfBirth: profiles.dateOfBirth,
      country: profiles.country,
      region: profiles.region,
      city: profiles.city,
      fictional: profiles.fictional,
      photoId: photos.id,
    })
    .from(profiles)
    .leftJoin(photos, and(eq(photos.id, profiles.mainPhotoId), eq(photos.status, 'active')))
    .where(inArray(profiles.userId, userIds));
  const liked = new Set(
    viewerId === null
      ? []
      : (
          await db
            .select({ id: likes.toUserId })
            .from(likes)
            .where(and(eq(likes.fromUserId, viewerId), inArray(likes.toUserId, userIds)))
        ).map((row) => row.id),
  );
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
        liked: liked.has(row.id),
      },
    ];
  });
}
