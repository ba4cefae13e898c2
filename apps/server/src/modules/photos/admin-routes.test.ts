import {
  ErrorBody,
  MemberDossier,
  MemberProfileResponse,
  type ModerationDecisionBody,
  PhotoQueue,
  PhotoResponse,
  PhotosResponse,
  QueueCount,
  SiteConfig,
} from '@app/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, sites } from '../../db/schema';
import { SHE_DEMO_DOMAIN } from '../../db/seed/demo-site';
import { scheduleJob } from '../../platform/jobs/schedule';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { auditOfMember } from '../../test/members-admin';
import { activeMember, setPaidUser } from '../../test/members';
import { blankPhoto, realPhoto, uploadPhoto } from '../../test/photos';
import { type StaffCaller, staffCaller } from '../../test/staff';
import { HASH_PHOTOS_JOB } from './service';

let t: TestApp;
let moderator: StaffCaller;
let admin: StaffCaller;
/** The default site (localhost), post-moderated as the demo is; the she site stays empty. */
let siteId: number;
let otherSiteId: number;

beforeAll(async () => {
  t = await buildTestApp();
  [moderator, admin] = await Promise.all([staffCaller(t, 'moderator'), staffCaller(t, 'admin')]);
  const rows = await t.db.select().from(sites);
  siteId = rows.find((site) => site.domain === 'localhost')!.id;
  otherSiteId = rows.find((site) => site.domain === SHE_DEMO_DOMAIN)!.id;
});
afterAll(() => t?.close());

/** Switches the site's photo moderation; read at each use, so it holds from the next photo on. */
async function moderate(mode: 'pre' | 'post') {
  const [site] = await t.db.select().from(sites).where(eq(sites.id, siteId));
  await t.db
    .update(sites)
    .set({ config: { ...SiteConfig.parse(site!.config), photo_moderation: mode } })
    .where(eq(sites.id, siteId));
}

type Member = Awaited<ReturnType<typeof activeMember>>;

async function upload(member: Member, image?: Buffer, options: { private?: string } = {}) {
  const response = await uploadPhoto(t, member.headers, image ?? (await realPhoto()), options);
  expect(response.statusCode).toBe(200);
  return PhotoResponse.parse(response.json()).photo;
}

const ownPhotos = async (member: Member) =>
  PhotosResponse.parse((await t.app.inject({ url: '/api/photos.php', headers: member.headers })).json()).photos;

const seenBy = async (viewer: Member, member: Member) =>
  MemberProfileResponse.parse((await t.app.inject({ url: `/api/profile.php?id=${member.id}`, headers: viewer.headers })).json()).profile.photos.map(
    (photo) => photo.id,
  );

const queue = async (siteId: number, filter: 'queued' | 'escalated' = 'queued', caller = moderator) => {
  const response = await caller('GET', `/api/admin/moderation/photos?siteId=${siteId}&filter=${filter}`);
  expect(response.statusCode).toBe(200);
  return PhotoQueue.parse(response.json());
};

const count = async (siteId: number) => QueueCount.parse((await moderator('GET', `/api/admin/moderation/photos/count?siteId=${siteId}`)).json());

const decide = (photoId: number, body: ModerationDecisionBody, caller = moderator) =>
  caller('POST', `/api/admin/moderation/photos/${photoId}`, body);

/** Empties a site's queue, so each test counts its own photos. */
async function drain(siteId: number) {
  await t.app.jobs.runDueJobs();
  for (const item of (await queue(siteId)).items) expect((await decide(item.photo.id, { decision: 'approve' })).statusCode).toBe(200);
}

describe('staff and photos', () => {
  it('see every photo, private and pending ones too, through the staff-only file route', async () => {
    const member = await activeMember(t);
    const photo = await upload(member, undefined, { private: 'true' });
    const finance = await staffCaller(t, 'finance');
    const dossier = MemberDossier.parse((await finance('GET', `/api/admin/members/${member.id}`)).json());
    expect(dossier.photos).toEqual([expect.objectContaining({ id: photo.id, private: true, status: 'pending', review: 'queued', rejectReason: null })]);
    const file = await finance('GET', dossier.photos[0]!.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect((await finance('GET', dossier.photos[0]!.thumbUrl)).statusCode).toBe(200);
    // Without a staff session the route is closed, a member's session included.
    expect((await t.app.inject({ url: dossier.photos[0]!.url, headers: member.headers })).statusCode).toBe(401);
    expect((await finance('GET', '/api/admin/photos/999999/main.jpg')).statusCode).toBe(404);
  });
});

describe('post-moderation (the default)', () => {
  it('shows a photo once the automatic check passed, queues it oldest first, and approving takes it out', async () => {
    await drain(siteId);
    const member = await activeMember(t);
    const viewer = await activeMember(t);
    const first = await upload(member);
    const second = await upload(member);
    await t.app.jobs.runDueJobs();
    expect(await seenBy(viewer, member)).toEqual([first.id, second.id]);

    const waiting = await queue(siteId);
    expect(waiting.total).toBe(2);
    expect(waiting.items.map((item) => item.photo.id)).toEqual([first.id, second.id]);
    expect(waiting.items[0]).toMatchObject({
      photo: { status: 'active', review: 'queued' },
      member: { id: member.id, siteId: siteId },
      otherPhotos: [{ id: second.id }],
    });
    expect(await count(siteId)).toEqual({ count: 2, oldest_at: waiting.items[0]!.queuedAt });
    expect((await count(otherSiteId)).count).toBe(0);

    expect((await decide(first.id, { decision: 'approve' })).statusCode).toBe(200);
    expect((await queue(siteId)).items.map((item) => item.photo.id)).toEqual([second.id]);
    // Approving twice changes nothing and writes nothing.
    expect((await decide(first.id, { decision: 'approve', note: 'again' })).statusCode).toBe(200);
    expect((await auditOfMember(t, member.id)).map(({ action, before, after, reason, role, siteId }) => ({ action, before, after, reason, role, siteId }))).toEqual([
      {
        action: 'photo.approve',
        before: { photoId: first.id, status: 'active', review: 'queued', rejectReason: null },
        after: { photoId: first.id, status: 'active', review: 'done', rejectReason: null },
        reason: 'approve in the photo queue',
        role: 'moderator',
        siteId: siteId,
      },
    ]);
  });

  it('rejects with a reason: hidden from others, the owner reads the reason, the main photo hands over', async () => {
    await drain(siteId);
    const member = await activeMember(t);
    const viewer = await activeMember(t);
    const first = await upload(member);
    const second = await upload(member);
    await t.app.jobs.runDueJobs();

    const rejected = await decide(first.id, { decision: 'reject', reason: 'contact_details', note: 'Phone number on the photo' });
    expect(rejected.statusCode).toBe(200);
    expect(await seenBy(viewer, member)).toEqual([second.id]);
    expect(await ownPhotos(member)).toMatchObject([
      { id: first.id, status: 'rejected', reject_reason: 'contact_details', main: false },
      { id: second.id, status: 'active', reject_reason: null, main: true },
    ]);
    expect((await t.app.inject({ url: `/media/photos/${first.id}/main.jpg`, headers: viewer.headers })).statusCode).toBe(404);
    const [entry] = await auditOfMember(t, member.id);
    expect(entry).toMatchObject({ action: 'photo.reject', reason: 'contact_details: Phone number on the photo' });
    // A rejection can be undone from the member's page, through the same route.
    expect((await decide(first.id, { decision: 'approve', note: 'It was a shop sign' })).statusCode).toBe(200);
    expect(await ownPhotos(member)).toMatchObject([{ id: first.id, status: 'active', reject_reason: null }, { id: second.id }]);
  });

  it('queues a private photo made public again, and rejects a blank one automatically as not a person', async () => {
    await drain(siteId);
    const member = await activeMember(t);
    const photo = await upload(member, undefined, { private: 'true' });
    await drain(siteId);
    const turned = await t.app.inject({ method: 'PUT', url: '/api/photos.php', headers: member.headers, payload: { id: photo.id, private: false } });
    expect(PhotoResponse.parse(turned.json()).photo).toMatchObject({ status: 'active', private: false });
    expect((await queue(siteId)).items.map((item) => item.photo.id)).toEqual([photo.id]);

    const blank = await upload(member, await blankPhoto());
    await t.app.jobs.runDueJobs();
    expect((await ownPhotos(member)).find(({ id }) => id === blank.id)).toMatchObject({ status: 'rejected', reject_reason: 'not_a_person' });
    expect((await queue(siteId)).items.map((item) => item.photo.id)).toEqual([photo.id]);
  });
});

describe('pre-moderation', () => {
  beforeAll(() => moderate('pre'));
  afterAll(() => moderate('post'));

  it('keeps a photo from others until a moderator approves it', async () => {
    const member = await activeMember(t);
    const viewer = await activeMember(t);
    const photo = await upload(member);
    await t.app.jobs.runDueJobs();
    expect(await ownPhotos(member)).toMatchObject([{ id: photo.id, status: 'pending', main: true }]);
    expect(await seenBy(viewer, member)).toEqual([]);
    expect((await t.app.inject({ url: `/media/photos/${photo.id}/main.jpg`, headers: viewer.headers })).statusCode).toBe(404);
    expect((await queue(siteId)).items.map((item) => item.photo.id)).toContain(photo.id);

    expect((await decide(photo.id, { decision: 'approve' })).statusCode).toBe(200);
    expect(await seenBy(viewer, member)).toEqual([photo.id]);
    expect((await t.app.inject({ url: `/media/photos/${photo.id}/main.jpg`, headers: viewer.headers })).statusCode).toBe(200);
  });

  it('hides a private photo made public until it is approved again', async () => {
    const member = await activeMember(t);
    const viewer = await activeMember(t);
    const photo = await upload(member, undefined, { private: 'true' });
    await t.app.jobs.runDueJobs();
    await decide(photo.id, { decision: 'approve' });
    await setPaidUser(t, viewer.id, true);
    expect(await seenBy(viewer, member)).toEqual([photo.id]);
    await t.app.inject({ method: 'PUT', url: '/api/photos.php', headers: member.headers, payload: { id: photo.id, private: false } });
    expect(await seenBy(viewer, member)).toEqual([]);
    await decide(photo.id, { decision: 'reject', reason: 'public_nudity' });
    expect(await ownPhotos(member)).toMatchObject([{ id: photo.id, status: 'rejected', reject_reason: 'public_nudity' }]);
  });
});

describe('decisions', () => {
  it('need a reason to reject and a photo; support and finance may not decide', async () => {
    const member = await activeMember(t);
    const photo = await upload(member);
    const noReason = await decide(photo.id, { decision: 'reject' } as ModerationDecisionBody);
    expect(noReason.statusCode).toBe(400);
    expect(ErrorBody.parse(noReason.json()).error.fields).toHaveProperty('reason');
    const badReason = await moderator('POST', `/api/admin/moderation/photos/${photo.id}`, { decision: 'reject', reason: 'ugly' });
    expect(badReason.statusCode).toBe(400);
    expect((await decide(999999, { decision: 'approve' })).statusCode).toBe(404);
    for (const role of ['support', 'finance'] as const) {
      const caller = await staffCaller(t, role);
      expect((await decide(photo.id, { decision: 'approve' }, caller)).statusCode).toBe(403);
      expect((await caller('GET', '/api/admin/moderation/photos')).statusCode).toBe(403);
      expect((await caller('GET', '/api/admin/moderation/photos/count')).statusCode).toBe(403);
    }
    expect(await auditOfMember(t, member.id)).toEqual([]);
  });

  it('escalate to a filter of its own, which only an admin decides', async () => {
    await drain(siteId);
    const member = await activeMember(t);
    const photo = await upload(member);
    await t.app.jobs.runDueJobs();
    expect((await decide(photo.id, { decision: 'escalate', note: 'Might be a minor' })).statusCode).toBe(200);
    expect((await queue(siteId)).items).toEqual([]);
    expect((await queue(siteId, 'escalated')).items.map((item) => item.photo.id)).toEqual([photo.id]);
    // Still waiting: the home page counts it.
    expect((await count(siteId)).count).toBe(1);

    const refused = await decide(photo.id, { decision: 'reject', reason: 'minor' });
    expect(refused.statusCode).toBe(403);
    expect(ErrorBody.parse(refused.json()).error.code).toBe('escalated_to_admin');
    expect((await decide(photo.id, { decision: 'reject', reason: 'minor' }, admin)).statusCode).toBe(200);
    expect((await queue(siteId, 'escalated')).items).toEqual([]);
    expect((await auditOfMember(t, member.id)).map(({ action, role, reason }) => ({ action, role, reason }))).toEqual([
      { action: 'photo.escalate', role: 'moderator', reason: 'Might be a minor' },
      { action: 'photo.reject', role: 'admin', reason: 'minor' },
    ]);
  });
});

describe('perceptual hashes', () => {
  it('show the moderator the same picture rejected before and on other accounts, not different ones', async () => {
    await drain(siteId);
    const original = await realPhoto({ width: 800, height: 600 });
    const first = await activeMember(t);
    const rejectedBefore = await upload(first, original);
    await t.app.jobs.runDueJobs();
    await decide(rejectedBefore.id, { decision: 'reject', reason: 'celebrity' });

    const second = await activeMember(t);
    const kept = await upload(second, await sharp(original).resize(640).jpeg({ quality: 60 }).toBuffer());
    await t.app.jobs.runDueJobs();
    await decide(kept.id, { decision: 'approve' });

    const third = await activeMember(t);
    const copy = await upload(third, await sharp(original).modulate({ brightness: 1.1 }).png().toBuffer());
    const different = await upload(third);
    await t.app.jobs.runDueJobs();

    const items = (await queue(siteId)).items;
    const copyItem = items.find((item) => item.photo.id === copy.id)!;
    expect(copyItem.matches.map(({ photoId, member, status, rejectReason }) => ({ photoId, memberId: member.id, status, rejectReason }))).toEqual(
      expect.arrayContaining([
        { photoId: rejectedBefore.id, memberId: first.id, status: 'rejected', rejectReason: 'celebrity' },
        { photoId: kept.id, memberId: second.id, status: 'active', rejectReason: null },
      ]),
    );
    expect(copyItem.matches).toHaveLength(2);
    for (const match of copyItem.matches) expect(match.distance).toBeLessThanOrEqual(10);
    expect(items.find((item) => item.photo.id === different.id)!.matches).toEqual([]);
  });

  it('are computed for photos stored before hashes were kept by the backfill job', async () => {
    const member = await activeMember(t);
    const photo = await upload(member);
    await t.db.update(photos).set({ phash: null }).where(eq(photos.id, photo.id));
    await scheduleJob(t.db, HASH_PHOTOS_JOB, {}, new Date());
    await t.app.jobs.runDueJobs();
    const [row] = await t.db.select().from(photos).where(eq(photos.id, photo.id));
    expect(row!.phash).not.toBeNull();
  });
});
