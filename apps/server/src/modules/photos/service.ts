import { type OwnPhoto, PHOTO_LIMIT_FREE, PHOTO_LIMIT_PREMIUM, type PhotosResponse, type UpdatePhotoBody } from '@app/core';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { AppError, invalidField, notFound } from '../../http/app-error';
import type { Clock } from '../../platform/clock';
import type { JobPayload } from '../../platform/jobs/job-runner';
import { scheduleJob } from '../../platform/jobs/schedule';
import type { ObjectStore, StoredObject } from '../../platform/storage/object-store';
import {
  deletePhotoFiles,
  photoKey,
  photoUrl,
  type PhotoVariant,
  profilePhoto,
  writePhotoFiles,
} from '../../platform/storage/user-files';
import { isBlockedEitherWay } from '../members/blocks';
import { isPaidUser, type PhotoRow } from '../members/visible-photos';
import type { Member } from '../session/service';
import { recordAudit } from '../staff/audit-log';
import type { StaffMember } from '../staff/staff-session';
import { reviewPhoto } from './automated-review';
import { photoLimitReached } from './photo-errors';
import { processUpload } from './process-upload';
import {
  countKeptPhotos,
  deletePhotoRow,
  findOwnPhoto,
  findPhoto,
  findPhotoWithOwner,
  insertPhoto,
  listPhotos,
  lockPhotosOf,
  mainPhotoId,
  nextPosition,
  pickMainPhoto,
  setMainPhoto,
  updatePhoto,
} from './repo';

export const REVIEW_PHOTO_JOB = 'review_photo';
const ReviewPhotoPayload = z.object({ photoId: z.number().int() });

/** SPEC §1, §9: free members keep up to 3 photos, premium members up to 25. */
const photoLimit = (paidUser: boolean) => (paidUser ? PHOTO_LIMIT_PREMIUM : PHOTO_LIMIT_FREE);

/**
 * Public photos may sit in browser and proxy caches for a week: the file behind an id never
 * changes, but its owner may still make it private or delete it, so not for ever.
 */
const PUBLIC_CACHE = 'public, max-age=604800';
const PRIVATE_CACHE = 'private, max-age=3600';
/** Hidden and private photos must not linger in a shared office computer's cache. */
const STAFF_CACHE = 'private, no-store';

/** What staff set a photo to: hidden shows as rejected to its owner. */
export type ModeratedStatus = Extract<PhotoRow['status'], 'rejected' | 'active'>;

export interface PhotoFile {
  file: StoredObject;
  cacheControl: string;
}

export class PhotoService {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    /** Where the photos' files are kept. */
    private readonly files: ObjectStore,
  ) {}

  /** GET /api/photos.php: every own photo, whatever its status, and how many the member may have. */
  async list(member: Member): Promise<PhotosResponse> {
    const [rows, mainId, paidUser] = await Promise.all([
      listPhotos(this.db, member.userId),
      mainPhotoId(this.db, member.userId),
      isPaidUser(this.db, member.userId),
    ]);
    return { photos: rows.map((row) => toOwnPhoto(row, mainId)), limit: photoLimit(paidUser) };
  }

  /**
   * POST /api/photos.php: re-encodes the upload, stores it as pending and queues the automatic
   * review. The first public photo becomes the main one.
   */
  async upload(member: Member, file: Buffer, isPrivate: boolean): Promise<OwnPhoto> {
    const { userId } = member;
    // Checked before the costly re-encoding, and again under the lock for uploads running side by side.
    await this.checkLimit(this.db, userId);
    const { main, thumb, blurred, width, height } = await processUpload(file);
    let photoId: number | undefined;
    try {
      return await this.db.transaction(async (tx) => {
        await lockPhotosOf(tx, userId);
        await this.checkLimit(tx, userId);
        const photo = await insertPhoto(tx, {
          userId,
          status: 'pending',
          private: isPrivate,
          position: await nextPosition(tx, userId),
          width,
          height,
          createdAt: this.now(),
        });
        photoId = photo.id;
        let mainId = await mainPhotoId(tx, userId);
        if (mainId === null && !isPrivate) {
          await setMainPhoto(tx, userId, photo.id);
          mainId = photo.id;
        }
        await scheduleJob(tx, REVIEW_PHOTO_JOB, { photoId: photo.id }, this.now());
        // Written before the commit, so the review job never finds a row without its files.
        await writePhotoFiles(this.files, profilePhoto(userId, photo.id), { main, thumb, blurred });
        return toOwnPhoto(photo, mainId);
      });
    } catch (error) {
      if (photoId !== undefined) await deletePhotoFiles(this.files, profilePhoto(userId, photoId));
      throw error;
    }
  }

  /**
   * PUT /api/photos.php: the main photo is every member's face in lists and the share image, so it
   * must be public and not rejected.
   */
  async update(member: Member, body: UpdatePhotoBody): Promise<OwnPhoto> {
    const { userId } = member;
    return this.db.transaction(async (tx) => {
      const photo = await findOwnPhoto(tx, userId, body.id);
      if (!photo) throw notFound('Photo');
      let mainId = await mainPhotoId(tx, userId);
      const isPrivate = body.private ?? photo.private;
      const becomesMain = body.main === true || mainId === photo.id;
      if (body.main && photo.status === 'rejected') throw invalidField('main', 'invalid');
      if (becomesMain && isPrivate) throw invalidField('private', 'invalid');
      if (body.private !== undefined) await updatePhoto(tx, photo.id, { private: body.private });
      if (body.main) {
        await setMainPhoto(tx, userId, photo.id);
        mainId = photo.id;
      } else if (mainId === null && !isPrivate && photo.status !== 'rejected') {
        // A member whose photos were all private gets a main one as soon as one turns public.
        await setMainPhoto(tx, userId, photo.id);
        mainId = photo.id;
      }
      return toOwnPhoto({ ...photo, private: isPrivate }, mainId);
    });
  }

  /** PUT /api/photos-order.php: `order` must name every own photo exactly once. */
  async reorder(member: Member, order: number[]): Promise<PhotosResponse> {
    await this.db.transaction(async (tx) => {
      await lockPhotosOf(tx, member.userId);
      const own = (await listPhotos(tx, member.userId)).map((photo) => photo.id);
      const same = order.length === own.length && new Set(order).size === order.length && own.every((id) => order.includes(id));
      if (!same) throw invalidField('order', 'invalid');
      for (const [position, id] of order.entries()) await updatePhoto(tx, id, { position });
    });
    return this.list(member);
  }

  /** DELETE /api/photos.php: the row and its files; a deleted main photo hands over to the next one. */
  async remove(member: Member, photoId: number): Promise<PhotosResponse> {
    const { userId } = member;
    await this.db.transaction(async (tx) => {
      await lockPhotosOf(tx, userId);
      const photo = await findOwnPhoto(tx, userId, photoId);
      if (!photo) throw notFound('Photo');
      await deletePhotoRow(tx, photo.id);
      if ((await mainPhotoId(tx, userId)) === photo.id) await setMainPhoto(tx, userId, await pickMainPhoto(tx, userId));
    });
    // After the commit: should this fail, only unreachable files stay behind, never a row without files.
    await deletePhotoFiles(this.files, profilePhoto(userId, photoId));
    return this.list(member);
  }

  /** The 'review_photo' job: automated checks activate a pending photo or reject it. */
  async review(payload: JobPayload): Promise<void> {
    const { photoId } = ReviewPhotoPayload.parse(payload);
    const photo = await findPhoto(this.db, photoId);
    // Deleted meanwhile, or already decided: nothing to do.
    if (!photo || photo.status !== 'pending') return;
    const file = await this.files.get(photoKey(profilePhoto(photo.userId, photo.id), 'main'));
    // Written before the row was committed, so missing files are lost files: the job fails where operators look.
    if (!file) throw new Error(`photo ${photo.id} has no stored main image`);
    const verdict = await reviewPhoto(Buffer.concat(await file.body.toArray()));
    await this.db.transaction(async (tx) => {
      await lockPhotosOf(tx, photo.userId);
      await updatePhoto(tx, photo.id, { status: verdict });
      await keepMainPhoto(tx, { ...photo, status: verdict });
    });
  }

  /**
   * POST /api/admin/photos/:id/hide and /restore: staff hide a photo from everyone but its owner,
   * who sees it as rejected, or show it again. Changing nothing writes nothing.
   */
  async moderate(staff: StaffMember, photoId: number, status: ModeratedStatus, reason: string): Promise<void> {
    await this.db.transaction((tx) => this.moderateIn(tx, staff, photoId, status, reason));
  }

  /** `moderate` in the caller's transaction: a complaint decision hides the reported photo with its own write. */
  async moderateIn(tx: Tx, staff: StaffMember, photoId: number, status: ModeratedStatus, reason: string): Promise<void> {
    const owner = await findPhotoWithOwner(tx, photoId);
    if (!owner) throw notFound('Photo');
    await lockPhotosOf(tx, owner.photo.userId);
    const photo = await findPhoto(tx, photoId);
    if (!photo || photo.status === status) return;
    await updatePhoto(tx, photo.id, { status });
    await keepMainPhoto(tx, { ...photo, status });
    await recordAudit(tx, staff, {
      action: status === 'rejected' ? 'photo.hide' : 'photo.restore',
      subjectType: 'member',
      subjectId: photo.userId,
      siteId: owner.siteId,
      before: { photoId: photo.id, status: photo.status },
      after: { photoId: photo.id, status },
      reason,
    });
  }

  /** GET /api/admin/photos/:id/:variant.jpg: staff see every photo, private, pending and hidden ones too. */
  async staffFile(photoId: number, variant: PhotoVariant): Promise<PhotoFile> {
    const photo = await findPhoto(this.db, photoId);
    if (!photo) throw notFound('Photo');
    return this.storedPhoto(photoKey(profilePhoto(photo.userId, photo.id), variant), STAFF_CACHE);
  }

  /**
   * GET /media/photos/:id/:variant.jpg. The blurred copy of an active photo is for everyone; the
   * full one of a private photo only for its owner and premium members (SPEC §6); photos that
   * are not (yet) shown on the site only for the owner. Two members with a block between them,
   * whoever blocked, do not see each other's photos: the blocked one would see the blocker's, and
   * the blocker could watch someone who can no longer see them.
   */
  async mediaFile(viewer: Member | null, photoId: number, variant: PhotoVariant): Promise<PhotoFile> {
    const found = await findPhotoWithOwner(this.db, photoId);
    if (!found) throw notFound('Photo');
    const { photo, profileStatus } = found;
    const key = photoKey(profilePhoto(photo.userId, photo.id), variant);
    if (viewer?.userId === photo.userId) return this.storedPhoto(key, PRIVATE_CACHE);
    if (photo.status !== 'active' || profileStatus !== 'active') throw notFound('Photo');
    if (viewer && (await isBlockedEitherWay(this.db, viewer.userId, photo.userId))) throw notFound('Photo');
    if (variant === 'blurred' || !photo.private) return this.storedPhoto(key, PUBLIC_CACHE);
    if (viewer && (await isPaidUser(this.db, viewer.userId))) return this.storedPhoto(key, PRIVATE_CACHE);
    throw new AppError('premium_required', 403, 'This feature is only available for premium members.');
  }

  /** Reads the file only once the viewer may see it, so the store is never asked for what they may not. */
  private async storedPhoto(key: string, cacheControl: string): Promise<PhotoFile> {
    const file = await this.files.get(key);
    if (!file) throw notFound('Photo');
    return { file, cacheControl };
  }

  private async checkLimit(db: Db, userId: number): Promise<void> {
    const limit = photoLimit(await isPaidUser(db, userId));
    if ((await countKeptPhotos(db, userId)) >= limit) throw photoLimitReached(limit);
  }
}

/**
 * After a photo's status changed: a rejected main photo hands over to the next one, and a member
 * without a main photo gets this one once it is shown, if it is public.
 */
async function keepMainPhoto(tx: Tx, photo: PhotoRow): Promise<void> {
  const mainId = await mainPhotoId(tx, photo.userId);
  if (photo.status === 'rejected' && mainId === photo.id) await setMainPhoto(tx, photo.userId, await pickMainPhoto(tx, photo.userId));
  else if (photo.status === 'active' && mainId === null && !photo.private) await setMainPhoto(tx, photo.userId, photo.id);
}

function toOwnPhoto(photo: PhotoRow, mainId: number | null): OwnPhoto {
  return {
    id: photo.id,
    url: photoUrl(photo.id, 'main'),
    thumb_url: photoUrl(photo.id, 'thumb'),
    status: photo.status,
    private: photo.private,
    main: photo.id === mainId,
    position: photo.position,
  };
}
