import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PHOTO_VARIANTS, type PhotoVariant, userFilesDir } from '../../platform/storage/user-files';

export { type PhotoVariant, userFilesDir };

/** Chat photos sit beside the member's profile photos: DATA_DIR/uploads/<user id>/chat-<id>-<variant>.jpg. */
export function chatPhotoPath(dataDir: string, userId: number, photoId: number, variant: PhotoVariant): string {
  return join(userFilesDir(dataDir, userId), `chat-${photoId}-${variant}.jpg`);
}

export async function writeFiles(dataDir: string, userId: number, photoId: number, files: Record<PhotoVariant, Buffer>): Promise<void> {
  await mkdir(userFilesDir(dataDir, userId), { recursive: true });
  await Promise.all(PHOTO_VARIANTS.map((variant) => writeFile(chatPhotoPath(dataDir, userId, photoId, variant), files[variant])));
}

export async function deleteFiles(dataDir: string, userId: number, photoId: number): Promise<void> {
  await Promise.all(PHOTO_VARIANTS.map((variant) => rm(chatPhotoPath(dataDir, userId, photoId, variant), { force: true })));
}
