import {
  type ModerationDecisionBody,
  type ModerationQueueQuery,
  type OwnPhoto,
  PHOTO_LIMIT_FREE,
  PHOTO_LIMIT_PREMIUM,
  type PhotoQueue,
  type PhotosResponse,
  type QueueCount,
  type QueueCountQuery,
  type UpdatePhotoBody,
} from '@app/core';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { AppError, invalidField, notFound } from '../../http/app-error';
import type { Clock } from '../../platform/clock';
import { perceptualHash, SAME_PHOTO_DISTANCE } from '../../platform/images/perceptual-hash';
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
import { findSiteById } from '../site/site-by-id';
import { recordAudit } from '../staff/audit-log';
import { checkMayDecide } from '../staff/escalation';
import type { StaffMember } from '../staff/staff-session';
import { reviewPhoto } from './automated-review';
import { photoLimitReached } from './photo-errors';
import { processUpload } from './process-upload';
import {
  countKeptPhotos,
  countQueuedPhotos,
  deletePhotoRow,
  findOwnPhoto,
  findPhoto,
  findHashMatches,
  findPhotoWithOwner,
  insertPhoto,
  listPhotos,
  listQueuedPhotos,
  listUnhashedPhotos,
  lockPhotosOf,
  mainPhotoId,
  nextPosition,
  pickMainPhoto,
  setMainPhoto,
  updatePhoto,
} from './repo';
import { toAdminPhoto } from './staff-photos';

export const REVIEW_PHOTO_JOB = 'review_photo';
const ReviewPhotoPayload = z.object({ photoId: z.number().int() });

/** Hashes the photos stored before hashes were kept; the migration that added them queues it. */
export const HASH_PHOTOS_JOB = 'hash_photos';
const HashPhotosPayload = z.object({ afterId: z.number().int().default(0) });
const HASH_BATCH = 100;

/** How many waiting photos one queue request brings: the next ones are on the moderator's screen before they are needed. */
const QUEUE_BATCH = 20;
const MAX_MATCHES = 12;

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

type ModerationChange = Pick<PhotoRow, 'status' | 'review' | 'rejectReason'>;

/** The shown photos of a profile in their order, and which is main. */
export interface PhotoArrangement {
  order: number[];
  mainPhotoId: number | null;
}

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
    /** Called once the review job changed a member's photo, for what keeps their answers to say so at once. */
    private readonly reviewed: (userId: number) => void,
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
    const phash = await perceptualHash(main);
    let photoId: number | undefined;
    try {
      return await this.db.transaction(async (tx) => {
        await lockPhotosOf(tx, userId);
        await this.checkLimit(tx, userId);
        const photo = await insertPhoto(tx, {
          userId,
          status: 'pending',
          review: 'queued',
          queuedAt: this.now(),
          phash,
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
   * A photo staff upload for a fictional profile: the members' pipeline (re-encoding, hash), but
   * approved at once, as staff chose it, so it never enters the moderation queue. The first
   * becomes the main photo. `audit` writes the staff action's entry in the same transaction.
   */
  async addApproved(userId: number, file: Buffer, audit: (tx: Tx, photoId: number) => Promise<void>): Promise<PhotoRow> {
    const { main, thumb, blurred, width, height } = await processUpload(file);
    const phash = await perceptualHash(main);
    let photoId: number | undefined;
    try {
      return await this.db.transaction(async (tx) => {
        await lockPhotosOf(tx, userId);
        const photo = await insertPhoto(tx, {
          userId,
          status: 'active',
          review: 'done',
          phash,
          private: false,
          position: await nextPosition(tx, userId),
          width,
          height,
          createdAt: this.now(),
        });
        photoId = photo.id;
        if ((await mainPhotoId(tx, userId)) === null) await setMainPhoto(tx, userId, photo.id);
        await audit(tx, photo.id);
        await writePhotoFiles(this.files, profilePhoto(userId, photo.id), { main, thumb, blurred });
        return photo;
      });
    } catch (error) {
      if (photoId !== undefined) await deletePhotoFiles(this.files, profilePhoto(userId, photoId));
      throw error;
    }
  }

  /**
   * PUT /api/photos.php: the main photo is every member's face in lists and the share image, so it
   * must be public and not rejected. A photo made public goes to the moderators again (nudity is
   * allowed in private photos only); on a pre-moderated site it is hidden until approved.
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
      let changed: PhotoRow = { ...photo, private: isPrivate };
      if (photo.private && !isPrivate && photo.status !== 'rejected') {
        const preModerated = (await this.moderationOf(tx, member.siteId)) === 'pre';
        changed = {
          ...changed,
          status: preModerated ? 'pending' : photo.status,
          review: photo.review === 'done' ? 'queued' : photo.review,
          queuedAt: photo.review === 'done' ? this.now() : photo.queuedAt,
        };
      }
      if (body.private !== undefined) {
        const { status, review, queuedAt } = changed;
        await updatePhoto(tx, photo.id, { private: isPrivate, status, review, queuedAt });
      }
      if (body.main) {
        await setMainPhoto(tx, userId, photo.id);
        mainId = photo.id;
      } else if (mainId === null && !isPrivate && photo.status !== 'rejected') {
        // A member whose photos were all private gets a main one as soon as one turns public.
        await setMainPhoto(tx, userId, photo.id);
        mainId = photo.id;
      }
      return toOwnPhoto(changed, mainId);
    });
  }

  /** PUT /api/photos-order.php: `order` must name every own photo exactly once. */
  async reorder(member: Member, order: number[]): Promise<PhotosResponse> {
    await this.db.transaction(async (tx) => {
      await lockPhotosOf(tx, member.userId);
      const own = (await listPhotos(tx, member.userId)).map((photo) => photo.id);
      await placeInOrder(tx, order, own);
    });
    return this.list(member);
  }

  /**
   * Staff arrange a fictional profile's shown photos: `order` names each active photo once, and
   * the first is the main photo. Photos not shown (hidden by a complaint decision) keep their
   * order after them. `audit` writes the staff action's entry in the same transaction, with the
   * arrangement before; an arrangement that is already so writes nothing.
   */
  async arrangeShown(userId: number, order: number[], audit: (tx: Tx, before: PhotoArrangement) => Promise<void>): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockPhotosOf(tx, userId);
      const all = await listPhotos(tx, userId);
      const shown = all.filter((photo) => photo.status === 'active').map((photo) => photo.id);
      const before = { order: shown, mainPhotoId: await mainPhotoId(tx, userId) };
      if (before.mainPhotoId === order[0] && order.join() === shown.join()) return;
      const hidden = all.filter((photo) => photo.status !== 'active').map((photo) => photo.id);
      await placeInOrder(tx, [...order, ...hidden], [...shown, ...hidden]);
      await setMainPhoto(tx, userId, order[0] ?? null);
      await audit(tx, before);
    });
  }

  /** DELETE /api/photos.php: the row and its files; a deleted main photo hands over to the next one. */
  async remove(member: Member, photoId: number): Promise<PhotosResponse> {
    await this.removePhoto(member.userId, photoId);
    return this.list(member);
  }

  /**
   * A photo of `userId` deleted, row and files; a deleted main photo hands over to the next one.
   * `audit` writes a staff removal's entry (a fictional profile's photo) in the same transaction.
   */
  async removePhoto(userId: number, photoId: number, audit?: (tx: Tx) => Promise<void>): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockPhotosOf(tx, userId);
      const photo = await findOwnPhoto(tx, userId, photoId);
      if (!photo) throw notFound('Photo');
      await deletePhotoRow(tx, photo.id);
      if ((await mainPhotoId(tx, userId)) === photo.id) await setMainPhoto(tx, userId, await pickMainPhoto(tx, userId));
      await audit?.(tx);
    });
    // After the commit: should this fail, only unreachable files stay behind, never a row without files.
    await deletePhotoFiles(this.files, profilePhoto(userId, photoId));
  }

  /**
   * The 'review_photo' job, the first filter: a (nearly) blank image is rejected at once; any other
   * is shown now on a post-moderated site and stays pending for a moderator on a pre-moderated one.
   */
  async review(payload: JobPayload): Promise<void> {
    const { photoId } = ReviewPhotoPayload.parse(payload);
    const found = await findPhotoWithOwner(this.db, photoId);
    // Deleted meanwhile, or already decided by a moderator: nothing to do.
    if (!found || found.photo.status !== 'pending') return;
    const { photo } = found;
    const file = await this.files.get(photoKey(profilePhoto(photo.userId, photo.id), 'main'));
    // Written before the row was committed, so missing files are lost files: the job fails where operators look.
    if (!file) throw new Error(`photo ${photo.id} has no stored main image`);
    const verdict = await reviewPhoto(Buffer.concat(await file.body.toArray()));
    const preModerated = (await this.moderationOf(this.db, found.siteId)) === 'pre';
    if (verdict === 'active' && preModerated) return;
    const changed = await this.db.transaction(async (tx) => {
      await lockPhotosOf(tx, photo.userId);
      const current = await findPhoto(tx, photo.id);
      if (current?.status !== 'pending') return false;
      // A blank image needs no moderator; a shown one keeps its place in the queue (or with an admin).
      const change: ModerationChange =
        verdict === 'rejected'
          ? { status: 'rejected', review: 'done', rejectReason: 'not_a_person' }
          : { status: 'active', review: current.review, rejectReason: null };
      await updatePhoto(tx, photo.id, change);
      await keepMainPhoto(tx, { ...current, ...change });
      return true;
    });
    if (changed) this.reviewed(photo.userId);
  }

  /** GET /api/admin/moderation/photos: the oldest waiting photos, each beside its owner's others and its look-alikes. */
  async queue({ filter, siteId }: ModerationQueueQuery): Promise<PhotoQueue> {
    const { rows, total } = await listQueuedPhotos(this.db, filter, siteId, QUEUE_BATCH);
    const items = await Promise.all(
      rows.map(async ({ photo, member }) => {
        const [own, mainId, matches] = await Promise.all([
          listPhotos(this.db, photo.userId),
          mainPhotoId(this.db, photo.userId),
          findHashMatches(this.db, photo, SAME_PHOTO_DISTANCE, MAX_MATCHES),
        ]);
        return {
          photo: toAdminPhoto(photo, mainId),
          member,
          otherPhotos: own.filter(({ id }) => id !== photo.id).map((other) => toAdminPhoto(other, mainId)),
          matches: matches.map((match) => ({
            photoId: match.photo.id,
            thumbUrl: toAdminPhoto(match.photo, null).thumbUrl,
            member: match.member,
            status: match.photo.status,
            rejectReason: match.photo.rejectReason,
            distance: match.distance,
          })),
          queuedAt: (photo.queuedAt ?? photo.createdAt).toISOString(),
        };
      }),
    );
    return { items, total };
  }

  /** GET /api/admin/moderation/photos/count. */
  async queueCount({ siteId }: QueueCountQuery): Promise<QueueCount> {
    return countQueuedPhotos(this.db, siteId);
  }

  /**
   * POST /api/admin/moderation/photos/:photoId, from the queue or the member's page: approve shows
   * the photo, reject hides it from everyone but its owner (who sees the reason), escalate hands it
   * to an admin, who alone decides it then. Changing nothing writes nothing.
   */
  async decide(staff: StaffMember, photoId: number, body: ModerationDecisionBody): Promise<void> {
    await this.db.transaction((tx) => this.decideIn(tx, staff, photoId, body));
  }

  /** `decide` in the caller's transaction: a complaint decision rejects the reported photo (or approves it again) with its own write. */
  async decideIn(tx: Tx, staff: StaffMember, photoId: number, { decision, reason, note }: ModerationDecisionBody): Promise<void> {
    const owner = await findPhotoWithOwner(tx, photoId);
    if (!owner) throw notFound('Photo');
    await lockPhotosOf(tx, owner.photo.userId);
    const photo = await findPhoto(tx, photoId);
    if (!photo) throw notFound('Photo');
    checkMayDecide(staff, photo.review);
    const change: ModerationChange =
      decision === 'approve'
        ? { status: 'active', review: 'done', rejectReason: null }
        : decision === 'reject'
          ? { status: 'rejected', review: 'done', rejectReason: reason ?? 'other' }
          : { status: photo.status, review: 'escalated', rejectReason: photo.rejectReason };
    const before: ModerationChange = { status: photo.status, review: photo.review, rejectReason: photo.rejectReason };
    if (before.status === change.status && before.review === change.review && before.rejectReason === change.rejectReason) return;
    await updatePhoto(tx, photo.id, change);
    await keepMainPhoto(tx, { ...photo, ...change });
    await recordAudit(tx, staff, {
      action: `photo.${decision}`,
      subjectType: 'member',
      subjectId: photo.userId,
      siteId: owner.siteId,
      before: { photoId: photo.id, ...before },
      after: { photoId: photo.id, ...change },
      reason: [reason, note].filter(Boolean).join(': ') || `${decision} in the photo queue`,
    });
  }

  /**
   * The 'hash_photos' job: hashes photos stored before hashes were kept, a batch per run, and
   * queues the next batch. A photo whose file is gone stays unhashed; the id cursor walks past it.
   */
  async hashStoredPhotos(payload: JobPayload): Promise<void> {
    const { afterId } = HashPhotosPayload.parse(payload);
    const batch = await listUnhashedPhotos(this.db, afterId, HASH_BATCH);
    for (const photo of batch) {
      const file = await this.files.get(photoKey(profilePhoto(photo.userId, photo.id), 'main'));
      if (file) await updatePhoto(this.db, photo.id, { phash: await perceptualHash(Buffer.concat(await file.body.toArray())) });
    }
    const last = batch.at(-1);
    if (batch.length === HASH_BATCH && last) await scheduleJob(this.db, HASH_PHOTOS_JOB, { afterId: last.id }, this.now());
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

  /** Read at each use, never cached: an operator switching to pre-moderation protects the very next photo. */
  private async moderationOf(db: Db, siteId: number): Promise<'pre' | 'post'> {
    const site = await findSiteById(db, siteId);
    return site?.config.photo_moderation ?? 'post';
  }

  private async checkLimit(db: Db, userId: number): Promise<void> {
    const limit = photoLimit(await isPaidUser(db, userId));
    if ((await countKeptPhotos(db, userId)) >= limit) throw photoLimitReached(limit);
  }
}

/** Positions follow `order`, which must name each of `ids` exactly once. */
async function placeInOrder(tx: Tx, order: number[], ids: number[]): Promise<void> {
  const same = order.length === ids.length && new Set(order).size === order.length && ids.every((id) => order.includes(id));
  if (!same) throw invalidField('order', 'invalid');
  for (const [position, id] of order.entries()) await updatePhoto(tx, id, { position });
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
    reject_reason: photo.status === 'rejected' ? photo.rejectReason : null,
    private: photo.private,
    main: photo.id === mainId,
    position: photo.position,
  };
}
