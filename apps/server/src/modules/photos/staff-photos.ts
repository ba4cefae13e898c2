import { type AdminPhoto, adminPhotoUrl } from '@app/core';
import type { Db } from '../../db/client';
import { listPhotos, mainPhotoId } from './repo';

/** Every photo of a member, private, pending and hidden ones too, at the staff-only file route. */
export async function photosForStaff(db: Db, userId: number): Promise<AdminPhoto[]> {
  const [rows, mainId] = await Promise.all([listPhotos(db, userId), mainPhotoId(db, userId)]);
  return rows.map((photo) => ({
    id: photo.id,
    url: adminPhotoUrl(photo.id, 'main'),
    thumbUrl: adminPhotoUrl(photo.id, 'thumb'),
    status: photo.status,
    private: photo.private,
    main: photo.id === mainId,
    createdAt: photo.createdAt.toISOString(),
  }));
}
