import { type AdminPhoto, adminPhotoUrl } from '@app/core';
import type { Db } from '../../db/client';
import type { PhotoRow } from '../members/visible-photos';
import { listPhotos, mainPhotoId } from './repo';

/** Every photo of a member, private, pending and hidden ones too, at the staff-only file route. */
export async function photosForStaff(db: Db, userId: number): Promise<AdminPhoto[]> {
  const [rows, mainId] = await Promise.all([listPhotos(db, userId), mainPhotoId(db, userId)]);
  return rows.map((photo) => toAdminPhoto(photo, mainId));
}

export function toAdminPhoto(photo: PhotoRow, mainId: number | null): AdminPhoto {
  return {
    id: photo.id,
    url: adminPhotoUrl(photo.id, 'main'),
    thumbUrl: adminPhotoUrl(photo.id, 'thumb'),
    status: photo.status,
    review: photo.review,
    rejectReason: photo.rejectReason,
    private: photo.private,
    main: photo.id === mainId,
    createdAt: photo.createdAt.toISOString(),
  };
}
