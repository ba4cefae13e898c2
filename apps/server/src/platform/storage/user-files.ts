import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ObjectStore } from './object-store';

/*
 * A member's files sit in one folder of the object store, named by their user id, so deleting an
 * account deletes the folder. The keys are the paths files had under DATA_DIR/uploads before the
 * store could be a bucket, so copying that folder into a bucket moves a site over.
 */

/** Removes every file of a member; nothing to do when there are none. */
export async function deleteUserFiles(files: ObjectStore, userId: number): Promise<void> {
  await files.deleteFolder(String(userId));
}

/** The sizes every photo is stored in (platform/images/process-photo.ts makes them). */
export const PHOTO_VARIANTS = ['main', 'thumb', 'blurred'] as const;
export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];

/**
 * One stored photo of a member: its JPEGs are '<user id>/<name>-<variant>.jpg', the name being
 * a profile photo's id ('34') or, for a chat photo, 'chat-' and its id.
 */
export interface StoredPhoto {
  userId: number;
  name: string;
}

export const profilePhoto = (userId: number, photoId: number): StoredPhoto => ({ userId, name: String(photoId) });
/** Chat photos sit beside the profile photos of their sender. */
export const chatPhoto = (userId: number, photoId: number): StoredPhoto => ({ userId, name: `chat-${photoId}` });

export function photoKey({ userId, name }: StoredPhoto, variant: PhotoVariant): string {
  return `${userId}/${name}-${variant}.jpg`;
}

/** Where browsers fetch a photo; the media route checks who may see which variant. */
export function photoUrl(photoId: number, variant: PhotoVariant): string {
  return `/media/photos/${photoId}/${variant}.jpg`;
}

/** `photoUrl` in SQL, for the cards PostgreSQL writes (members/profile-cards.ts). */
export function photoUrlSql(photoId: AnyPgColumn, variant: PhotoVariant): SQL<string> {
  // The variant is one of three fixed names, written into the statement rather than bound.
  return sql<string>`concat('/media/photos/', ${photoId}, ${sql.raw(`'/${variant}.jpg'`)})`;
}

export async function writePhotoFiles(files: ObjectStore, photo: StoredPhoto, images: Record<PhotoVariant, Buffer>): Promise<void> {
  await Promise.all(PHOTO_VARIANTS.map((variant) => files.put(photoKey(photo, variant), images[variant], 'image/jpeg')));
}

export async function deletePhotoFiles(files: ObjectStore, photo: StoredPhoto): Promise<void> {
  await files.delete(PHOTO_VARIANTS.map((variant) => photoKey(photo, variant)));
}
