import type { ProfileCard } from '@app/core';
import { and, eq, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { likes, photos, profiles } from '../../db/schema';
import { photoUrlSql } from '../../platform/storage/user-files';

/**
 * A day as the number YYYYMMDD (UTC): a card's age is (today - birthday) / 10000 in whole numbers,
 * the same rule as `ageOn` (a year more once the month and day are reached).
 */
export function dayNumber(day: Date): number {
  return day.getUTCFullYear() * 10_000 + (day.getUTCMonth() + 1) * 100 + day.getUTCDate();
}

/** JSON text of a value PostgreSQL holds: strings escaped as JSON.stringify does, booleans true/false. */
const json = (value: SQLWrapper) => sql`to_json(${value})`;

/** The main image's three paths, or null without an active main photo. */
const mainImageJson = sql`case when ${photos.id} is null then 'null' else concat('{"url":"', ${photoUrlSql(photos.id, 'main')}, '","thumb_url":"', ${photoUrlSql(photos.id, 'thumb')}, '","match":"', ${photoUrlSql(photos.id, 'main')}, '"}') end`;

/**
 * A member's card (ProfileCard, the contract's fields in its order) as JSON text, written by
 * PostgreSQL from `profiles` joined with `cardPhoto`: a list of cards reaches the server as one
 * text to pass on, instead of rows that pg parses, Drizzle maps and the route serialises again
 * (issue 20: that was most of likes.php's and search.php's time). `today` is `dayNumber`'s; the
 * viewer (a visitor, null, likes none) is a placeholder or a number.
 */
export function cardJson(viewerId: Placeholder | number | null, today: Placeholder | number): SQL<string> {
  const age = sql`(${today}::int - to_char(${profiles.dateOfBirth}, 'YYYYMMDD')::int) / 10000`;
  const liked = sql`exists (select 1 from ${likes} where ${likes.fromUserId} = ${viewerId} and ${likes.toUserId} = ${profiles.userId})`;
  return sql<string>`concat('{"id":', ${profiles.userId}, ',"name":', ${json(profiles.name)}, ',"age":', ${age}, ',"country":', ${json(profiles.country)}, ',"region":', ${json(profiles.region)}, ',"city":', ${json(profiles.city)}, ',"main_image":', ${mainImageJson}, ',"fictional":', ${json(profiles.fictional)}, ',"liked":', ${json(liked)}, '}')`;
}

/** An aggregate: the JSON array of `item` (JSON text) over the rows, in `order`; [] without rows. */
export function jsonArray(item: SQL, order: SQL[]): SQL<string> {
  return sql<string>`concat('[', string_agg(${item}, ',' order by ${sql.join(order, sql`, `)}), ']')`;
}

/** The left join of a card's photo: only an active main photo is shown to others. */
export const cardPhoto: SQL = and(eq(photos.id, profiles.mainPhotoId), eq(photos.status, 'active'))!;

/** The cards of given members: one round trip, prepared, as several member calls read them. */
const profileCardRows = prepared('profile_cards', (db) =>
  db
    .select({ id: profiles.userId, card: cardJson(sql.placeholder('viewerId'), sql.placeholder('today')) })
    .from(profiles)
    .leftJoin(photos, cardPhoto)
    .where(sql`${profiles.userId} = any(${sql.placeholder('userIds')})`),
);

/** The list view of members (swipe, match finder, chats…), in the order of `userIds`, their ages as of `today`. */
export async function loadProfileCards(
  db: Db,
  viewerId: number | null,
  userIds: number[],
  today: Date,
): Promise<ProfileCard[]> {
  if (userIds.length === 0) return [];
  const rows = await profileCardRows(db).execute({ viewerId, userIds, today: dayNumber(today) });
  const byId = new Map(rows.map((row) => [row.id, row.card]));
  return userIds.flatMap((id) => {
    const card = byId.get(id);
    return card === undefined ? [] : [JSON.parse(card) as ProfileCard];
  });
}
