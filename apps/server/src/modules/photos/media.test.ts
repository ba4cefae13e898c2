import { ErrorBody, PhotoResponse } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, profiles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { activeMember } from '../../test/members';
import { realPhoto, uploadPhoto } from '../../test/photos';

let t: TestApp;
let owner: Awaited<ReturnType<typeof activeMember>>;
let free: Awaited<ReturnType<typeof activeMember>>;
let premium: Awaited<ReturnType<typeof activeMember>>;
const ids = { public: 0, private: 0, pending: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  [owner, free, premium] = [await activeMember(t), await activeMember(t), await activeMember(t, { paidUser: true })];
  const image = await realPhoto();
  const upload = async (isPrivate: boolean) =>
    PhotoResponse.parse((await uploadPhoto(t, owner.headers, image, { private: String(isPrivate) })).json()).photo.id;
  ids.public = await upload(false);
  ids.private = await upload(true);
  await t.app.jobs.runDueJobs();
  ids.pending = await upload(false);
});
afterAll(() => t?.close());

const viewers = () => ({ visitor: {}, free: free.headers, premium: premium.headers, owner: owner.headers });
type Viewer = keyof ReturnType<typeof viewers>;

const fetchMedia = (viewer: Viewer, id: number, variant: string) =>
  t.app.inject({ url: `/media/photos/${id}/${variant}.jpg`, headers: viewers()[viewer] });

describe('GET /media/photos/:id/:variant.jpg', () => {
  it('streams a public photo to anyone, as a long-cached JPEG', async () => {
    for (const viewer of ['visitor', 'free', 'premium'] as const) {
      for (const variant of ['main', 'thumb', 'blurred']) {
        const response = await fetchMedia(viewer, ids.public, variant);
        expect(response.statusCode, `${viewer} ${variant}`).toBe(200);
        expect(response.headers['content-type']).toBe('image/jpeg');
        expect(response.headers['cache-control']).toBe('public, max-age=604800');
        expect(response.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
        expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      }
    }
  });

  it('shows a private photo in full only to its owner and premium members; the blurred copy to all', async () => {
    const expected: Record<Viewer, number> = { visitor: 403, free: 403, premium: 200, owner: 200 };
    for (const [viewer, status] of Object.entries(expected) as [Viewer, number][]) {
      for (const variant of ['main', 'thumb']) {
        const response = await fetchMedia(viewer, ids.private, variant);
        expect(response.statusCode, `${viewer} ${variant}`).toBe(status);
        if (status === 200) expect(response.headers['cache-control']).toMatch(/^private/);
        else expect(ErrorBody.parse(response.json()).error.code).toBe('premium_required');
      }
      const blurred = await fetchMedia(viewer, ids.private, 'blurred');
      expect(blurred.statusCode, `${viewer} blurred`).toBe(200);
    }
  });

  it('shows pending and rejected photos only to the owner, privately cached', async () => {
    await t.db.insert(photos).values({ userId: owner.id, status: 'rejected', position: 9, width: 1, height: 1 });
    for (const viewer of ['visitor', 'free', 'premium'] as const) {
      for (const variant of ['main', 'blurred']) {
        expect((await fetchMedia(viewer, ids.pending, variant)).statusCode, `${viewer} ${variant}`).toBe(404);
      }
    }
    const own = await fetchMedia('owner', ids.pending, 'main');
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toMatch(/^private/);
  });

  it('keeps photos apart across a block, whoever blocked, until unblocked', async () => {
    const [blocker, blocked] = [await activeMember(t, { paidUser: true }), await activeMember(t, { paidUser: true })];
    const image = await realPhoto();
    const photosOf = async (m: typeof owner) => {
      const upload = async (isPrivate: boolean) =>
        PhotoResponse.parse((await uploadPhoto(t, m.headers, image, { private: String(isPrivate) })).json()).photo.id;
      return [await upload(false), await upload(true)];
    };
    const own = { blocker: await photosOf(blocker), blocked: await photosOf(blocked) };
    await t.app.jobs.runDueJobs();
    const statuses = async (viewer: typeof owner, photoIds: number[]) => {
      const answers = [];
      for (const id of photoIds) {
        for (const variant of ['main', 'thumb', 'blurred']) {
          answers.push((await t.app.inject({ url: `/media/photos/${id}/${variant}.jpg`, headers: viewer.headers })).statusCode);
        }
      }
      return answers;
    };
    const block = (method: 'POST' | 'DELETE') =>
      t.app.inject({ method, url: '/api/block.php', headers: blocker.headers, payload: { profile_id: blocked.id } });

    expect(await statuses(blocked, own.blocker)).toEqual(Array(6).fill(200));
    expect((await block('POST')).statusCode).toBe(200);
    expect(await statuses(blocked, own.blocker)).toEqual(Array(6).fill(404));
    expect(await statuses(blocker, own.blocked)).toEqual(Array(6).fill(404));
    // Everybody else, and the owners themselves, still see them.
    expect(await statuses(premium, own.blocker)).toEqual(Array(6).fill(200));
    expect(await statuses(blocker, own.blocker)).toEqual(Array(6).fill(200));
    expect((await block('DELETE')).statusCode).toBe(200);
    expect(await statuses(blocked, own.blocker)).toEqual(Array(6).fill(200));
  });

  it('hides the photos of a profile that is not active', async () => {
    await t.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, owner.id));
    try {
      expect((await fetchMedia('premium', ids.public, 'main')).statusCode).toBe(404);
      expect((await fetchMedia('owner', ids.public, 'main')).statusCode).toBe(200);
    } finally {
      await t.db.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, owner.id));
    }
  });

  it('answers 404 for a photo that does not exist or whose file is gone, 400 for an unknown size', async () => {
    expect((await fetchMedia('visitor', 999_999, 'main')).statusCode).toBe(404);
    const [orphan] = await t.db
      .insert(photos)
      .values({ userId: owner.id, status: 'active', position: 10, width: 1, height: 1 })
      .returning();
    const missing = await fetchMedia('visitor', orphan!.id, 'main');
    expect(missing.statusCode).toBe(404);
    expect(ErrorBody.parse(missing.json()).error.code).toBe('not_found');
    expect((await fetchMedia('visitor', ids.public, 'original')).statusCode).toBe(400);
    // Past PostgreSQL's integer: refused by the contract, not by the database.
    expect((await fetchMedia('visitor', 2 ** 31, 'main')).statusCode).toBe(400);
  });
});
