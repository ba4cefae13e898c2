import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A member's own files (photos, from the photo feature on) live in DATA_DIR/uploads/<user id>. */
export function userFilesDir(dataDir: string, userId: number): string {
  return join(dataDir, 'uploads', String(userId));
}

/** Removes every file of a member; nothing to do when there are none. */
export async function deleteUserFiles(dataDir: string, userId: number): Promise<void> {
  await rm(userFilesDir(dataDir, userId), { recursive: true, force: true });
}

/** The sizes every photo is stored in (platform/images/process-photo.ts makes them). */
export const PHOTO_VARIANTS = ['main', 'thumb', 'blurred'] as const;
export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];

export function photoFilePath(dataDir: string, userId: number, photoId: number, variant: PhotoVariant): string {
  return join(userFilesDir(dataDir, userId), `${photoId}-${variant}.jpg`);
}

/** Where browsers fetch a photo; the media route checks who may see which variant. */
export function photoUrl(photoId: number, variant: PhotoVariant): string {
  return `/media/photos/${photoId}/${variant}.jpg`;
}

export async function writePhotoFiles(
  dataDir: string,
  userId: number,
  photoId: number,
  files: Record<PhotoVariant, Buffer>,
): Promise<void> {
  await mkdir(userFilesDir(dataDir, userId), { recursive: true });
  await Promise.all(PHOTO_VARIANTS.map((variant) => writeFile(photoFilePath(dataDir, userId, photoId, variant), files[variant])));
}

export async function deletePhotoFiles(dataDir: string, userId: number, photoId: number): Promise<void> {
  await Promise.all(PHOTO_VARIANTS.map((variant) => rm(photoFilePath(dataDir, userId, photoId, variant), { force: true })));
}
