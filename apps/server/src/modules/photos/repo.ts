import type { ModerationFilter, QueueCount } from '@app/core';
import { and, asc, count, eq, gt, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { photos, profiles, users } from '../../db/schema';
import type { PhotoRow } from '../members/visible-photos';
import { queueCountColumns, queueMemberColumns, toQueueCount } from '../staff/work-queues';

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
  values: Partial<Pick<PhotoRow, 'status' | 'private' | 'position' | 'review' | 'queuedAt' | 'rejectReason' | 'phash'>>,
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


/** Photos waiting in the queue (or escalated), on one site or all. */
function inQueue(filter: ModerationFilter | 'open', siteId: number | undefined): SQL | undefined {
  const review = filter === 'open' ? ne(photos.review, 'done') : eq(photos.review, filter);
  return and(review, siteId === undefined ? undefined : eq(profiles.siteId, siteId));
}

/** The oldest waiting photos first, with their owners, and how many wait in all. */
export async function listQueuedPhotos(db: Db, filter: ModerationFilter, siteId: number | undefined, limit: number) {
  const where = inQueue(filter, siteId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ photo: photos, member: queueMemberColumns })
      .from(photos)
      .innerJoin(profiles, eq(profiles.userId, photos.userId))
      .innerJoin(users, eq(users.id, photos.userId))
      .where(where)
      .orderBy(asc(photos.queuedAt), asc(photos.id))
      .limit(limit),
    db
      .select({ n: count() })
      .from(photos)
      .innerJoin(profiles, eq(profiles.userId, photos.userId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** GET /api/admin/moderation/photos/count: queued and escalated photos alike wait for someone. */
export async function countQueuedPhotos(db: Db, siteId: number | undefined): Promise<QueueCount> {
  const [row] = await db
    .select(queueCountColumns(photos.queuedAt))
    .from(photos)
    .innerJoin(profiles, eq(profiles.userId, photos.userId))
    .where(inQueue('open', siteId));
  return toQueueCount(row);
}

/**
 * Photos within `maxDistance` bits of the hash: the same picture rejected before on any account,
 * or kept on another one. A scan over every hashed photo; `bit_count` counts the bits of the XOR.
 */
export async function findHashMatches(db: Db, photo: Pick<PhotoRow, 'id' | 'userId' | 'phash'>, maxDistance: number, limit: number) {
  if (photo.phash === null) return [];
  const distance = sql<number>`bit_count((${photos.phash} # ${photo.phash})::bit(64))::int`;
  return db
    .select({ photo: photos, member: queueMemberColumns, distance })
    .from(photos)
    .innerJoin(profiles, eq(profiles.userId, photos.userId))
    .innerJoin(users, eq(users.id, photos.userId))
    .where(
      and(
        isNotNull(photos.phash),
        ne(photos.id, photo.id),
        or(ne(photos.userId, photo.userId), eq(photos.status, 'rejected')),
        sql`${distance} <= ${maxDistance}`,
      ),
    )
    .orderBy(distance, asc(photos.id))
    .limit(limit);
}

/** Photos stored before hashes were kept, a batch at a time. */
export async function listUnhashedPhotos(db: Db, afterId: number, limit: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(photos)
    .where(and(isNull(photos.phash), gt(photos.id, afterId)))
    .orderBy(asc(photos.id))
    .limit(limit);
}
