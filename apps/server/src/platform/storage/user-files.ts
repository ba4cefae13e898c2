import { rm } from 'node:fs/promises';
import { join } from 'node:path';

/** A member's own files (photos, from the photo feature on) live in DATA_DIR/uploads/<user id>. */
export function userFilesDir(dataDir: string, userId: number): string {
  return join(dataDir, 'uploads', String(userId));
}

/** Removes every file of a member; nothing to do when there are none. */
export async function deleteUserFiles(dataDir: string, userId: number): Promise<void> {
  await rm(userFilesDir(dataDir, userId), { recursive: true, force: true });
}
