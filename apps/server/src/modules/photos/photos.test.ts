import { ErrorBody, PHOTO_LIMIT_FREE, PHOTO_LIMIT_PREMIUM, PhotoResponse, PhotosResponse, UserResponse } from '@app/core';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, photos, profiles } from '../../db/schema';
import { PHOTO_LIMITS } from '../../platform/images/process-photo';
import { photoKey, profilePhoto } from '../../platform/storage/user-files';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { activeMember, setPaidUser } from '../../test/members';
import { blankPhoto, multipart, pngClaiming, realPhoto, uploadPhoto } from '../../test/photos';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

type Headers = Record<string, string>;

async function upload(headers: Headers, image: Buffer, options: { private?: string } = {}) {
  const response = await uploadPhoto(t, headers, image, options);
  expect(response.statusCode, response.body).toBe(200);
  return PhotoResponse.parse(response.json()).photo;
}

async function listPhotos(headers: Headers) {
  const response = await t.app.inject({ url: '/api/photos.php', headers });
  expect(response.statusCode).toBe(200);
  return PhotosResponse.parse(response.json());
}

const send = (method: 'PUT' | 'DELETE', url: string, headers: Headers, payload: object) =>
  t.app.inject({ method, url, headers, payload });

function expectError(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const { error } = ErrorBody.parse(response.json());
  expect(error.code).toBe(code);
  return error;
}

describe('POST /api/photos.php', () => {
  it('is for members only', async () => {
    const response = await uploadPhoto(t, { 'x-request-type': 'app' }, await realPhoto());
    expectError(response, 403, 'authentication_required');
  });

  it('stores a pending photo in three sizes, without metadata, and queues its review', async () => {
    const member = await activeMember(t);
    const withExif = await sharp(await realPhoto({ width: 900, height: 600 }))
      .withExif({ IFD0: { Artist: 'Secret Artist', ImageDescription: 'Secret place' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();

    const photo = await upload(member.headers, withExif);
    expect(photo).toMatchObject({ status: 'pending', private: false, main: true, position: 0 });
    expect(photo.url).toBe(`/media/photos/${photo.id}/main.jpg`);

    for (const variant of ['main', 'thumb', 'blurred'] as const) {
      const stored = await t.files.get(photoKey(profilePhoto(member.id, photo.id), variant));
      const file = Buffer.concat(await stored!.body.toArray());
      const meta = await sharp(file).metadata();
      expect(meta.format, variant).toBe('jpeg');
      expect(meta.exif, variant).toBeUndefined();
      expect(file.includes('Secret'), variant).toBe(false);
    }
    const queued = await t.db.select().from(jobs).where(eq(jobs.type, 'review_photo'));
    expect(queued.map((job) => job.payload)).toContainEqual({ photoId: photo.id });
  });

  it('accepts PNG and WebP, and a private flag', async () => {
    const member = await activeMember(t);
    const png = await upload(member.headers, await realPhoto({ format: 'png' }), { private: 'true' });
    // A private photo is never the main one: the main photo is the public face of the profile.
    expect(png).toMatchObject({ private: true, main: false });
    const webp = await upload(member.headers, await realPhoto({ format: 'webp' }), { private: 'false' });
    expect(webp).toMatchObject({ private: false, main: true, position: 1 });
  });

  it.each([
    ['photo_invalid', async () => Buffer.from('this is not an image at all')],
    ['photo_too_small', async () => realPhoto({ width: 150, height: 400 })],
  ])('refuses with %s', async (code, image) => {
    const member = await activeMember(t);
    expectError(await uploadPhoto(t, member.headers, await image()), 400, code);
    expect((await listPhotos(member.headers)).photos).toEqual([]);
  });

  it('refuses a file over the size limit with photo_too_large, not a server error', async () => {
    const member = await activeMember(t);
    const huge = Buffer.alloc(PHOTO_LIMITS.maxBytes + 1024, 0xff);
    const error = expectError(await uploadPhoto(t, member.headers, huge), 400, 'photo_too_large');
    expect(error.params).toEqual({ max_mb: 20 });
  });

  it('refuses a 50,000 × 50,000 image as too many pixels, not as too many megabytes', async () => {
    const member = await activeMember(t);
    const bomb = await pngClaiming(50_000, 50_000);
    expect(bomb.byteLength).toBeLessThan(1024);
    const error = expectError(await uploadPhoto(t, member.headers, bomb), 400, 'photo_too_many_pixels');
    expect(error.params).toEqual({ max_megapixels: 67 });
    expect(error.message).toMatch(/pixels/);
  });

  it('answers a malformed multipart upload with 400 and says what is wrong', async () => {
    const member = await activeMember(t);
    const { payload, contentType } = await multipart({ photo: { file: await realPhoto() } });
    const uploads = [
      { 'content-type': 'multipart/form-data', payload },
      { 'content-type': contentType, payload: payload.subarray(0, payload.byteLength - 200) },
    ];
    for (const { payload: body, ...headers } of uploads) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/photos.php',
        headers: { ...member.headers, ...headers },
        payload: body,
      });
      const error = expectError(response, 400, 'validation_failed');
      expect(error.message).toMatch(/multipart\/form-data/);
    }
    expect((await listPhotos(member.headers)).photos).toEqual([]);
  });

  it('refuses a request without a photo or with a bad private flag', async () => {
    const member = await activeMember(t);
    const empty = await multipart({ private: 'true' });
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { ...member.headers, 'content-type': empty.contentType },
      payload: empty.payload,
    });
    expect(expectError(noFile, 400, 'validation_failed').fields).toEqual({ photo: 'required' });
    const badFlag = await uploadPhoto(t, member.headers, await realPhoto(), { private: 'yes' });
    expect(expectError(badFlag, 400, 'validation_failed').fields).toEqual({ private: 'invalid' });
  });

  it(`allows free members ${PHOTO_LIMIT_FREE} photos and premium members ${PHOTO_LIMIT_PREMIUM}; rejected ones do not count`, async () => {
    const member = await activeMember(t);
    const image = await realPhoto();
    const uploaded = [];
    for (let i = 0; i < PHOTO_LIMIT_FREE; i++) uploaded.push(await upload(member.headers, image));
    expect((await listPhotos(member.headers)).limit).toBe(PHOTO_LIMIT_FREE);

    const refused = expectError(await uploadPhoto(t, member.headers, image), 403, 'photo_limit_reached');
    expect(refused.params).toEqual({ limit: PHOTO_LIMIT_FREE });

    await t.db.update(photos).set({ status: 'rejected' }).where(eq(photos.id, uploaded[0]!.id));
    await upload(member.headers, image);
    expectError(await uploadPhoto(t, member.headers, image), 403, 'photo_limit_reached');

    await setPaidUser(t, member.id, true);
    expect((await listPhotos(member.headers)).limit).toBe(PHOTO_LIMIT_PREMIUM);
    await upload(member.headers, image);
    const kept = PHOTO_LIMIT_FREE + 1;
    await t.db.insert(photos).values(
      Array.from({ length: PHOTO_LIMIT_PREMIUM - kept }, (_, i) => ({
        userId: member.id,
        status: 'active' as const,
        position: 10 + i,
        width: 640,
        height: 480,
      })),
    );
    const premiumRefused = expectError(await uploadPhoto(t, member.headers, image), 403, 'photo_limit_reached');
    expect(premiumRefused.params).toEqual({ limit: PHOTO_LIMIT_PREMIUM });
  });
});

describe('the review job', () => {
  it('activates a real photo and rejects a blank one, handing the main role on', async () => {
    const member = await activeMember(t);
    const blank = await upload(member.headers, await blankPhoto());
    const real = await upload(member.headers, await realPhoto());
    expect(blank.main).toBe(true);
    await t.app.jobs.runDueJobs();

    const { photos: list } = await listPhotos(member.headers);
    expect(list.map((p) => [p.id, p.status, p.main])).toEqual([
      [blank.id, 'rejected', false],
      [real.id, 'active', true],
    ]);
  });

  it('leaves a photo deleted before its review alone', async () => {
    const member = await activeMember(t);
    const photo = await upload(member.headers, await realPhoto());
    await send('DELETE', '/api/photos.php', member.headers, { id: photo.id });
    await t.app.jobs.runDueJobs();
    const [job] = await t.db.select().from(jobs).where(eq(jobs.payload, { photoId: photo.id }));
    expect(job).toMatchObject({ attempts: 0, lastError: null });
    expect(job!.doneAt).not.toBeNull();
  });
});

describe('the main image', () => {
  it('shows in User.profile.main_image once there is one', async () => {
    const member = await activeMember(t);
    const user = async () =>
      UserResponse.parse((await t.app.inject({ url: '/api/user.php', headers: member.headers })).json()).user!;
    expect((await user()).profile.main_image).toBeNull();

    const photo = await upload(member.headers, await realPhoto());
    expect((await user()).profile.main_image).toEqual({
      filename: `/media/photos/${photo.id}/main.jpg`,
      thumb_filename: `/media/photos/${photo.id}/thumb.jpg`,
      status: 'pending',
    });
    await t.app.jobs.runDueJobs();
    expect((await user()).profile.main_image?.status).toBe('active');
  });

  it('can be chosen, but not a rejected photo, and must stay public', async () => {
    const member = await activeMember(t);
    const first = await upload(member.headers, await realPhoto());
    const second = await upload(member.headers, await realPhoto());
    const blank = await upload(member.headers, await blankPhoto());
    await t.app.jobs.runDueJobs();

    const chosen = await send('PUT', '/api/photos.php', member.headers, { id: second.id, main: true });
    expect(chosen.statusCode).toBe(200);
    expect(PhotoResponse.parse(chosen.json()).photo).toMatchObject({ id: second.id, main: true });
    expect((await listPhotos(member.headers)).photos.find((p) => p.id === first.id)?.main).toBe(false);

    const rejected = await send('PUT', '/api/photos.php', member.headers, { id: blank.id, main: true });
    expect(expectError(rejected, 400, 'validation_failed').fields).toEqual({ main: 'invalid' });
    const privateMain = await send('PUT', '/api/photos.php', member.headers, { id: second.id, private: true });
    expect(expectError(privateMain, 400, 'validation_failed').fields).toEqual({ private: 'invalid' });

    const madePrivate = await send('PUT', '/api/photos.php', member.headers, { id: first.id, private: true });
    expect(PhotoResponse.parse(madePrivate.json()).photo).toMatchObject({ id: first.id, private: true, main: false });
  });

  it('passes to the next active photo when the main one is deleted, and is gone with the last one', async () => {
    const member = await activeMember(t);
    const first = await upload(member.headers, await realPhoto());
    const pending = await upload(member.headers, await realPhoto());
    await t.app.jobs.runDueJobs();
    const active = await upload(member.headers, await realPhoto());
    await t.db.update(photos).set({ status: 'active' }).where(eq(photos.id, active.id));
    await t.db.update(photos).set({ status: 'pending' }).where(eq(photos.id, pending.id));

    const afterFirst = await send('DELETE', '/api/photos.php', member.headers, { id: first.id });
    expect(afterFirst.statusCode).toBe(200);
    expect(PhotosResponse.parse(afterFirst.json()).photos.find((p) => p.main)?.id).toBe(active.id);
    expect(await t.files.get(photoKey(profilePhoto(member.id, first.id), 'main'))).toBeNull();

    await send('DELETE', '/api/photos.php', member.headers, { id: active.id });
    expect((await listPhotos(member.headers)).photos.find((p) => p.main)?.id).toBe(pending.id);
    await send('DELETE', '/api/photos.php', member.headers, { id: pending.id });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, member.id));
    expect(profile!.mainPhotoId).toBeNull();
  });
});

describe('PUT /api/photos-order.php', () => {
  it('takes exactly the own photo ids, in a new order', async () => {
    const member = await activeMember(t);
    const [a, b, c] = [
      await upload(member.headers, await realPhoto()),
      await upload(member.headers, await realPhoto()),
      await upload(member.headers, await realPhoto()),
    ];
    const other = await activeMember(t);
    const foreign = await upload(other.headers, await realPhoto());

    for (const order of [[a!.id, b!.id], [a!.id, b!.id, b!.id], [a!.id, b!.id, c!.id, foreign.id], [a!.id, b!.id, foreign.id]]) {
      const response = await send('PUT', '/api/photos-order.php', member.headers, { order });
      expect(expectError(response, 400, 'validation_failed').fields, String(order)).toEqual({ order: 'invalid' });
    }
    const response = await send('PUT', '/api/photos-order.php', member.headers, { order: [c!.id, a!.id, b!.id] });
    expect(response.statusCode).toBe(200);
    expect(PhotosResponse.parse(response.json()).photos.map((p) => [p.id, p.position])).toEqual([
      [c!.id, 0],
      [a!.id, 1],
      [b!.id, 2],
    ]);
  });
});

describe('ownership', () => {
  it("answers 404 for someone else's photo, and changes nothing", async () => {
    const owner = await activeMember(t);
    const photo = await upload(owner.headers, await realPhoto());
    const other = await activeMember(t);
    expectError(await send('PUT', '/api/photos.php', other.headers, { id: photo.id, main: true }), 404, 'not_found');
    expectError(await send('PUT', '/api/photos.php', other.headers, { id: photo.id, private: true }), 404, 'not_found');
    expectError(await send('DELETE', '/api/photos.php', other.headers, { id: photo.id }), 404, 'not_found');
    const [row] = await t.db
      .select()
      .from(photos)
      .where(and(eq(photos.id, photo.id), eq(photos.userId, owner.id)));
    expect(row).toMatchObject({ private: false });
    expect((await listPhotos(other.headers)).photos).toEqual([]);
  });
});
