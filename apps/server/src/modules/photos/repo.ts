import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { photos, profiles } from '../../db/schema';
import type { PhotoRow } from '../members/visible-photos';

/** Every photo of a member, in the member's order. */
export async function listPhotos(db: Db, userId: number): Promise<PhotoRow[]> {
  return db.select().from(photos).where(eq(photos.userId, userId)).orderBy(asc(photos.position), asc(photos.id));
}

/** A photo of this member; someone else's photo is as good as missing. */
export async function findOwnPhoto(db: Db, userId: number, photoId: number): Promise<PhotoRow | undefined> {
  const [row] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.userId, userId)));
  return row;
}

export async function findPhoto(db: Db, photoId: number): Promise<PhotoRow | undefined> {
  const [row] = await db.select().from(photos).where(eq(photos.id, photoId));
  return row;
}

/** A photo with what the media route needs to know about its owner. */
export async function findPhotoWithOwner(db: Db, photoId: number) {
  const [row] = await db
    .select({ photo: photos, profileStatus: profiles.status, siteId: profiles.siteId })
    .from(photos)
    .innerJoin(profiles, eq(profiles.userId, photos.userId))
    .where(eq(photos.id, photoId));
  return row;
}

export async function mainPhotoId(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: profiles.mainPhotoId }).from(profiles).where(eq(profiles.userId, userId));
  return row?.id ?? null;
}

/**
 * Locks the member's profile row for the rest of the transaction, so that two uploads at once
 * cannot both pass the photo limit or take the same position.
 */
export async function lockPhotosOf(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: profiles.userId }).from(profiles).where(eq(profiles.userId, userId)).for('update');
}

/** Photos that count against the limit: a rejected one does not. */
export async function countKeptPhotos(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(photos)
    .where(and(eq(photos.userId, userId), ne(photos.status, 'rejected')));
  return row?.n ?? 0;
}

export async function nextPosition(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${photos.position})` })
    .from(photos)
    .where(eq(photos.userId, userId));
  return (row?.last ?? -1) + 1;
}

export async function insertPhoto(db: Db, values: Omit<typeof photos.$inferInsert, 'id'>): Promise<PhotoRow> {
  const [row] = await db.insert(photos).values(values).returning();
  return row!;
}

export async function updatePhoto(
  db: Db,
  photoId: number,
  values: Partial<Pick<PhotoRow, 'status' | 'private' | 'position'>>,
): Promise<void> {
  await db.update(photos).set(values).where(eq(photos.id, photoId));
}

export async function deletePhotoRow(db: Db, photoId: number): Promise<void> {
  await db.delete(photos).where(eq(photos.id, photoId));
}

export async function setMainPhoto(db: Db, userId: number, photoId: number | null): Promise<void> {
  await db.update(profiles).set({ mainPhotoId: photoId }).where(eq(profiles.userId, userId));
}

/**
 * The photo that should be main when the current one goes away: the first public active one,
 * else the first public one still waiting for review; null when there is none.
 */
export async function pickMainPhoto(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.userId, userId), ne(photos.status, 'rejected'), eq(photos.private, false)))
    .orderBy(sql`${photos.status} = 'active' desc`, asc(photos.position), asc(photos.id))
    .limit(1);
  return row?.id ?? null;
}
