import { DATA_EXPORT_DAYS, DATA_EXPORT_INTERVAL_HOURS, type DataExport, type DataExportResponse } from '@app/core';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import { addMs, type Clock, DAY_MS, HOUR_MS } from '../../platform/clock';
import type { JobPayload } from '../../platform/jobs/job-runner';
import { scheduleJob } from '../../platform/jobs/schedule';
import type { MailSender } from '../../platform/mail/mail-sender';
import { SigningKey } from '../../platform/signing-key';
import type { ObjectStore, StoredObject } from '../../platform/storage/object-store';
import { chatPhoto, photoKey, profilePhoto } from '../../platform/storage/user-files';
import { type ZipEntry, zipArchive } from '../../platform/zip-archive';
import { lockMember } from '../members/member-lock';
import type { Member } from '../session/service';
import { findSiteById } from '../site/site-by-id';
import type { SiteOrigin } from '../site/site-origin';
import { type Account, findAccount } from '../users/accounts';
import { editableFields } from '../users/profile-fields';
import { toUser } from '../users/user-view';
import {
  type DataExportRow,
  findExport,
  insertExport,
  latestExport,
  markExpired,
  markReady,
  personalData,
  type PersonalData,
} from './repo';

export const DATA_EXPORT_JOB = 'data_export';
export const DATA_EXPORT_EXPIRY_JOB = 'data_export_expiry';
const ExportPayload = z.object({ exportId: z.number().int() });

const LINK_MS = DATA_EXPORT_DAYS * DAY_MS;
const INTERVAL_MS = DATA_EXPORT_INTERVAL_HOURS * HOUR_MS;
const TOKEN = /^(\d{1,10})\.([\w-]+)$/;

/**
 * The ZIP sits in the member's own folder of the object store, so deleting the account deletes it
 * with the photos (platform/storage/user-files.ts).
 */
const archiveKey = (row: Pick<DataExportRow, 'id' | 'userId'>) => `${row.userId}/data-export-${row.id}.zip`;

export interface DataExportDeps {
  db: Db;
  now: Clock;
  mail: MailSender;
  files: ObjectStore;
  siteOrigin: SiteOrigin;
  /** Runs the job at once when the runner polls, rather than at its next tick. */
  wakeJobs: () => void;
  log: FastifyBaseLogger;
}

/**
 * "Download my data" (GDPR art. 15 and 20): a request a day, built into a ZIP by a job, mailed as
 * a link that lasts DATA_EXPORT_DAYS; the download needs the member's session and the link's
 * token, which signs the export's id for that member only.
 */
export class DataExportService {
  private readonly links: SigningKey;

  constructor(private readonly deps: DataExportDeps) {
    this.links = new SigningKey(deps.db, 'data-export-key');
  }

  /** GET /api/data-export.php: the latest request and when the next may be made. */
  async state(member: Member): Promise<DataExportResponse> {
    return this.view(await latestExport(this.deps.db, member.userId));
  }

  /** POST /api/data-export.php: a new request, once a day; the job starts on it at once. */
  async request(member: Member): Promise<DataExportResponse> {
    const { db, now } = this.deps;
    const at = now();
    await db.transaction(async (tx) => {
      // Two clicks at once: the second waits here, then finds the first one's request.
      await lockMember(tx, member.userId);
      const latest = await latestExport(tx, member.userId);
      const next = latest && addMs(latest.requestedAt, INTERVAL_MS);
      if (next && next > at) {
        throw new AppError('data_export_too_soon', 429, 'You can ask for a copy of your data once a day.', undefined, {
          at: next.toISOString(),
        });
      }
      const exportId = await insertExport(tx, member.userId, at);
      await scheduleJob(tx, DATA_EXPORT_JOB, { exportId }, at);
    });
    this.deps.wakeJobs();
    return this.state(member);
  }

  /** GET /api/data-export-download.php: the ZIP, for the member it belongs to and while the link lasts. */
  async download(member: Member, token: string): Promise<{ file: StoredObject; filename: string }> {
    const [, id, signature] = TOKEN.exec(token) ?? [];
    const signedForMember = id && signature && (await this.links.verify(signed(Number(id), member.userId), signature));
    const row = signedForMember ? await findExport(this.deps.db, Number(id)) : undefined;
    // Another member's link (or none) is not found: the signature names the member it was made for.
    if (!row || row.userId !== member.userId) throw notFound('Data export');
    const file = this.downloadable(row) ? await this.deps.files.get(archiveKey(row)) : null;
    if (!file) throw new AppError('link_invalid', 410, 'This link has expired. Ask for a new copy in your settings.');
    return { file, filename: `my-data-${row.requestedAt.toISOString().slice(0, 10)}.zip` };
  }

  /** The 'data_export' job: builds the ZIP, stores it and mails the link. */
  async build(payload: JobPayload): Promise<void> {
    const { db, now, files, mail } = this.deps;
    const row = await findExport(db, ExportPayload.parse(payload).exportId);
    // Built already (a retry after the mail), or the account was deleted meanwhile (and the row with it).
    if (row?.status !== 'preparing') return;
    const account = await findAccount(db, row.userId);
    const site = account && (await findSiteById(db, account.user.siteId));
    if (!account || !site) return;
    const archive = await zipArchive(this.entries(account, await personalData(db, row.userId)));
    await files.put(archiveKey(row), archive, 'application/zip');
    const at = now();
    const expiresAt = addMs(at, LINK_MS);
    // Mailed before it is marked ready: should the mail fail, the job builds and mails again.
    await mail.send({
      kind: 'data_export',
      to: account.user.email,
      locale: toUser(account).language,
      site,
      values: { name: account.profile.name, link: await this.mailedLink(row, this.deps.siteOrigin(site)), days: DATA_EXPORT_DAYS },
    });
    const ready = await db.transaction(async (tx) => {
      if (!(await markReady(tx, row.id, { readyAt: at, expiresAt, size: archive.length }))) return false;
      await scheduleJob(tx, DATA_EXPORT_EXPIRY_JOB, { exportId: row.id }, expiresAt);
      return true;
    });
    // Deleted by staff while this ran, after their folder was emptied: nothing of theirs may stay.
    if (!ready) await files.delete([archiveKey(row)]);
  }

  /** The 'data_export_expiry' job: the link's days are over, so the ZIP goes. */
  async expire(payload: JobPayload): Promise<void> {
    const { db, files } = this.deps;
    const row = await findExport(db, ExportPayload.parse(payload).exportId);
    if (row?.status !== 'ready') return;
    await files.delete([archiveKey(row)]);
    await markExpired(db, row.id);
  }

  private downloadable(row: DataExportRow): boolean {
    return row.status === 'ready' && row.expiresAt !== null && row.expiresAt > this.deps.now();
  }

  private async view(row: DataExportRow | undefined): Promise<DataExportResponse> {
    if (!row) return { data_export: null, next_request_at: null };
    const next = addMs(row.requestedAt, INTERVAL_MS);
    // A ready export past its expiry whose job has not run yet is expired all the same.
    const status = row.status === 'ready' && !this.downloadable(row) ? 'expired' : row.status;
    const dataExport: DataExport = {
      status,
      requested_at: row.requestedAt.toISOString(),
      expires_at: row.expiresAt?.toISOString() ?? null,
      download_url: status === 'ready' ? await this.downloadPath(row) : null,
      size: row.size,
    };
    return { data_export: dataExport, next_request_at: next > this.deps.now() ? next.toISOString() : null };
  }

  private async downloadPath(row: DataExportRow): Promise<string> {
    return `/api/data-export-download.php?token=${encodeURIComponent(await this.token(row))}`;
  }

  /** The settings page, which needs the member logged in and offers the download from there. */
  private async mailedLink(row: DataExportRow, origin: string): Promise<string> {
    return `${origin}/settings?token=${encodeURIComponent(await this.token(row))}#data-export`;
  }

  /** The export's id, signed for its member: a link is good for that member's session only. */
  private async token(row: DataExportRow): Promise<string> {
    return `${row.id}.${await this.links.sign(signed(row.id, row.userId))}`;
  }

  /** The ZIP's files: one readable JSON file per part, and every photo's largest size as a JPEG. */
  private *entries(account: Account, data: PersonalData): Generator<ZipEntry> {
    const { user, profile } = account;
    const { files } = this.deps;
    yield {
      name: 'profile.json',
      json: {
        account: {
          id: user.id,
          email: user.email,
          language: user.language,
          status: user.status,
          signed_up_at: user.createdAt,
          signup_ip: user.signupIp,
          email_confirmed_at: user.emailConfirmedAt,
          credits: user.credits,
          premium: user.paidUser,
          tracking: user.tracking,
          fictional_profiles_may_write_first: user.fictionalFirstContact,
        },
        profile: {
          ...editableFields(profile),
          main_photo_id: profile.mainPhotoId,
          last_active_at: profile.lastActiveAt,
        },
      },
    };
    yield { name: 'photos.json', json: data.photos.map((photo) => ({ ...photo, file: `photos/${photo.id}.jpg` })) };
    for (const photo of data.photos) {
      yield { name: `photos/${photo.id}.jpg`, open: () => bodyOf(files.get(photoKey(profilePhoto(user.id, photo.id), 'main'))) };
    }
    yield { name: 'likes.json', json: { given: data.likesGiven, received: data.likesReceived } };
    yield { name: 'visits.json', json: { made: data.visitsMade } };
    const chatPhotoIds = new Set(data.chatPhotoIds);
    yield {
      name: 'conversations.json',
      json: data.chats.map((chat) => ({
        ...chat,
        messages: data.messages
          .filter((message) => message.conversation_id === chat.id)
          .map(({ conversation_id: _conversation, sender_id: sender, photo_id: photoId, ...message }) => ({
            ...message,
            from: sender === user.id ? 'me' : 'them',
            photo_file: photoId !== null && chatPhotoIds.has(photoId) ? `chat-photos/${photoId}.jpg` : null,
          })),
      })),
    };
    for (const id of data.chatPhotoIds) {
      yield { name: `chat-photos/${id}.jpg`, open: () => bodyOf(files.get(photoKey(chatPhoto(user.id, id), 'main'))) };
    }
    yield { name: 'orders.json', json: data.orders };
    yield { name: 'credit-ledger.json', json: data.ledger };
    yield {
      name: 'notification-settings.json',
      json: { settings: toUser(account).notification_settings, switched_off_for: user.notificationsDisabled },
    };
    yield { name: 'sessions.json', json: data.sessions };
    yield { name: 'complaints.json', json: data.complaints };
  }
}

const signed = (exportId: number, userId: number) => `data-export:${exportId}:${userId}`;

async function bodyOf(object: Promise<StoredObject | null>) {
  return (await object)?.body ?? null;
}
