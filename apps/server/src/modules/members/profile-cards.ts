import { ageOn, type ProfileCard } from '@app/core';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { likes, photos, profiles } from '../../db/schema';
import { photoUrl } from '../../platform/storage/user-files';

/**
 * What a card shows of a member, from `profiles` joined with `cardPhoto`, and whether the viewer
 * likes them (a visitor, null, likes none). A list that reads many members (search, likes.php)
 * selects these in its own query, so that its page and its cards are one round trip.
 */
export function cardColumns(viewerId: Placeholder) {
  return {
    id: profiles.userId,
    name: profiles.name,
    dateOfBirth: profiles.dateOfBirth,
    country: profiles.country,
    region: profiles.region,
    city: profiles.city,
    fictional: profiles.fictional,
    photoId: photos.id,
    liked: sql<boolean>`exists (select 1 from ${likes} where ${likes.fromUserId} = ${viewerId} and ${likes.toUserId} = ${profiles.userId})`,
  };
}

/** The left join of a card's photo: only an active main photo is shown to others. */
export const cardPhoto: SQL = and(eq(photos.id, profiles.mainPhotoId), eq(photos.status, 'active'))!;

/** The cards of given members: one round trip, prepared, as several member calls read them. */
const profileCardRows = prepared('profile_cards', (db) =>
  db
    .select(cardColumns(sql.placeholder('viewerId')))
    .from(profiles)
    .leftJoin(photos, cardPhoto)
    .where(sql`${profiles.userId} = any(${sql.placeholder('userIds')})`),
);

/** A row of `cardColumns`, as every query that selects them answers it. */
export type CardRow = Awaited<ReturnType<ReturnType<typeof profileCardRows>['execute']>>[number];

/** A member's card from their row of `cardColumns`, their age as of `today`. */
export function toProfileCard(row: CardRow, today: Date): ProfileCard {
  return {
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
  };
}

/** The list view of members (swipe, match finder, chats…), in the order of `userIds`. */
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
    return row ? [toProfileCard(row, today)] : [];
  });
}
