import { randomUUID } from 'node:crypto';
import {
  ageOn,
  type CreateFictionalBody,
  type EditFictionalBody,
  FICTIONAL_EMAIL_DOMAIN,
  type FictionalList,
  type FictionalListQuery,
  type FictionalPhoto,
  type FictionalPhotoOrderBody,
  type FictionalProfileDetail,
} from '@app/core';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../http/app-error';
import { type Clock, MINUTE_MS } from '../../platform/clock';
import { photoUrl } from '../../platform/storage/user-files';
import { listActivePhotos } from '../members/visible-photos';
import type { PhotoService } from '../photos/service';
import { profileChanges } from '../profiles/service';
import { findSiteById } from '../site/site-by-id';
import { recordAudit } from '../staff/audit-log';
import type { StaffMember } from '../staff/staff-session';
import { type Account, findAccount, insertAccount, type ProfileRow, updateProfile } from '../users/accounts';
import { editableFields } from '../users/profile-fields';
import { isOnlineHour } from './online-hours';
import { findFictional, type FictionalRow, insertFictional, listFictional, listOnlinePatterns, markActive, updateFictional } from './repo';

/**
 * Stands where a password hash would: not an argon2 hash, so no password ever matches it
 * (verifyPassword answers false for a malformed hash) and a fictional profile cannot log in.
 */
const NO_PASSWORD = '!';

/** The recurring job that shows fictional profiles online in their hours. */
export const FICTIONAL_ONLINE_JOB = 'fictional_online';
/**
 * How often it runs: well within the 15 minutes a member shows as online after their last
 * request (landers' ONLINE_MS), so a profile stays online through its hours without a gap.
 */
export const FICTIONAL_ONLINE_EVERY_MS = 5 * MINUTE_MS;

/** Who made a fictional profile when no staff member did: the demo seed. */
export type FictionalAuthor = StaffMember | null;

/**
 * Fictional profiles: members without a person behind them, made and edited by operators and
 * admins per site, with notes and an online pattern staff keep beside them. Only this service
 * makes one; no route turns an existing member fictional.
 */
export class FictionalProfileService {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    private readonly photos: PhotoService,
  ) {}

  /** GET /api/admin/fictional */
  async list({ siteId, q }: FictionalListQuery): Promise<FictionalList> {
    const today = this.now();
    const rows = await listFictional(this.db, siteId, q);
    return {
      profiles: rows.map(({ profile, photoCount }) => ({
        id: profile.userId,
        siteId: profile.siteId,
        name: profile.name,
        age: ageOn(profile.dateOfBirth, today),
        gender: profile.gender,
        country: profile.country,
        city: profile.city,
        thumbUrl: profile.mainPhotoId === null ? null : photoUrl(profile.mainPhotoId, 'thumb'),
        photoCount,
      })),
    };
  }

  /** GET /api/admin/fictional/:id */
  async detail(id: number): Promise<FictionalProfileDetail> {
    const { account, fictional } = await findFictionalProfile(this.db, id);
    const { profile } = account;
    const photos = await listActivePhotos(this.db, id);
    return {
      id,
      siteId: profile.siteId,
      fields: editableFields(profile),
      notes: fictional.notes,
      onlineHours: fictional.onlineHours,
      photos: photos.map((photo): FictionalPhoto => ({
        id: photo.id,
        url: photoUrl(photo.id, 'main'),
        thumbUrl: photoUrl(photo.id, 'thumb'),
        main: photo.id === profile.mainPhotoId,
      })),
    };
  }

  /**
   * POST /api/admin/fictional: a new member row with no usable login (a placeholder address on a
   * reserved domain, no password), confirmed and active at once, flagged fictional.
   */
  async create(staff: FictionalAuthor, { siteId, notes, onlineHours, reason, ...fields }: CreateFictionalBody): Promise<number> {
    const site = await findSiteById(this.db, siteId);
    if (!site) throw notFound('Site');
    const email = `${randomUUID()}@${FICTIONAL_EMAIL_DOMAIN}`;
    const values = profileChanges({ email, country: fields.country }, site, fields);
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const id = await insertAccount(
        tx,
        { siteId, email, passwordHash: NO_PASSWORD, status: 'confirmed', language: site.language, emailConfirmedAt: now, createdAt: now },
        {
          ...values,
          name: fields.name,
          dateOfBirth: fields.date_of_birth,
          gender: fields.gender,
          sexuality: fields.sexuality,
          country: fields.country,
          status: 'active',
          fictional: true,
          lastActiveAt: now,
        },
      );
      await insertFictional(tx, { userId: id, notes, onlineHours, updatedAt: now });
      if (staff) {
        await recordAudit(tx, staff, {
          action: 'fictional.create',
          subjectType: 'member',
          subjectId: id,
          siteId,
          after: { ...values, onlineHours, notes },
          reason,
        });
      }
      return id;
    });
  }

  /** PATCH /api/admin/fictional/:id: the fields that changed, one audit entry; a change to nothing records nothing. */
  async edit(staff: StaffMember, id: number, { reason, onlineHours, ...fields }: EditFictionalBody): Promise<void> {
    const { account, fictional } = await findFictionalProfile(this.db, id);
    const site = await findSiteById(this.db, account.profile.siteId);
    if (!site) throw notFound('Site');
    const changes = profileChanges({ email: account.user.email, country: account.profile.country }, site, fields);
    const after: Partial<ProfileRow> & { onlineHours?: number[] } = changed(account.profile, changes);
    if (onlineHours !== undefined && !same(onlineHours, fictional.onlineHours)) after.onlineHours = onlineHours;
    const keys = Object.keys(after) as (keyof typeof after)[];
    if (keys.length === 0) return;
    const before = Object.fromEntries(
      keys.map((key) => [key, key === 'onlineHours' ? fictional.onlineHours : account.profile[key as keyof ProfileRow]]),
    );
    await this.db.transaction(async (tx) => {
      const { onlineHours: hours, ...profileValues } = after;
      if (Object.keys(profileValues).length > 0) await updateProfile(tx, id, profileValues);
      await updateFictional(tx, id, { ...(hours && { onlineHours: hours }), updatedAt: this.now() });
      await recordAudit(tx, staff, { action: 'fictional.edit', subjectType: 'member', subjectId: id, siteId: site.id, before, after, reason });
    });
  }

  /** PUT /api/admin/fictional/:id/notes: the whole text; the audit entry keeps the text before and after. */
  async setNotes(staff: StaffMember, id: number, notes: string): Promise<void> {
    const { account, fictional } = await findFictionalProfile(this.db, id);
    if (notes === fictional.notes) return;
    await this.db.transaction(async (tx) => {
      await updateFictional(tx, id, { notes, updatedAt: this.now() });
      await recordAudit(tx, staff, {
        action: 'fictional.notes',
        subjectType: 'member',
        subjectId: id,
        siteId: account.profile.siteId,
        before: { notes: fictional.notes },
        after: { notes },
      });
    });
  }

  /** POST /api/admin/fictional/:id/photos: through the members' image pipeline, approved (staff chose it). */
  async addPhoto(staff: FictionalAuthor, id: number, file: Buffer): Promise<FictionalPhoto> {
    const { account } = await findFictionalProfile(this.db, id);
    const photo = await this.photos.addApproved(id, file, async (tx, photoId) => {
      if (!staff) return;
      await recordAudit(tx, staff, {
        action: 'fictional.photo',
        subjectType: 'member',
        subjectId: id,
        siteId: account.profile.siteId,
        after: { photoId },
      });
    });
    const mainPhotoId = (await findAccount(this.db, id))?.profile.mainPhotoId;
    return { id: photo.id, url: photoUrl(photo.id, 'main'), thumbUrl: photoUrl(photo.id, 'thumb'), main: mainPhotoId === photo.id };
  }

  /**
   * The 'fictional_online' job: a profile whose online hours hold the hour now (its country's
   * local time, online-hours.ts) is active now, as a member is by their requests, so search,
   * landers and profile pages show it online exactly as they show a member. Outside its hours it
   * is left alone and goes offline as a member who left does.
   */
  async showOnline(): Promise<void> {
    const now = this.now();
    const patterns = await listOnlinePatterns(this.db);
    const online = patterns.filter((row) => isOnlineHour(row.onlineHours, row.country, now)).map((row) => row.userId);
    if (online.length > 0) await markActive(this.db, online, now);
  }

  /** DELETE /api/admin/fictional/:id/photos/:photoId: row and files; the main photo hands over to the next. */
  async removePhoto(staff: StaffMember, id: number, photoId: number, reason: string): Promise<void> {
    const { account } = await findFictionalProfile(this.db, id);
    await this.photos.removePhoto(id, photoId, (tx) =>
      recordAudit(tx, staff, {
        action: 'fictional.photo_remove',
        subjectType: 'member',
        subjectId: id,
        siteId: account.profile.siteId,
        before: { photoId },
        after: null,
        reason,
      }),
    );
  }

  /** PUT /api/admin/fictional/:id/photos/order: the shown photos' order, the first the main one. */
  async orderPhotos(staff: StaffMember, id: number, { order, reason }: FictionalPhotoOrderBody): Promise<void> {
    const { account } = await findFictionalProfile(this.db, id);
    await this.photos.arrangeShown(id, order, (tx, before) =>
      recordAudit(tx, staff, {
        action: 'fictional.photo_order',
        subjectType: 'member',
        subjectId: id,
        siteId: account.profile.siteId,
        before,
        after: { order, mainPhotoId: order[0] },
        reason,
      }),
    );
  }
}

/** A fictional profile, or 404: a real member is never reached through these routes. */
export async function findFictionalProfile(db: Db | Tx, id: number): Promise<{ account: Account; fictional: FictionalRow }> {
  const [account, fictional] = await Promise.all([findAccount(db, id), findFictional(db, id)]);
  if (!account?.profile.fictional || !fictional) throw notFound('Fictional profile');
  return { account, fictional };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The values that differ from the row's. */
function changed(row: ProfileRow, values: Partial<ProfileRow>): Partial<ProfileRow> {
  return Object.fromEntries(Object.entries(values).filter(([key, value]) => !same(row[key as keyof ProfileRow], value)));
}
