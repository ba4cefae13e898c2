import { randomUUID } from 'node:crypto';
import { PhotoResponse, REACTIVATION_DAYS, SendMessageResponse } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, users } from '../../db/schema';
import { PASSWORD } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { activeMember } from '../../test/members';
import { multipart, realPhoto, uploadPhoto } from '../../test/photos';
import { startS3Server, type S3TestServer } from '../../test/s3-server';
import { testClock } from '../../test/test-clock';
import { DAY_MS } from '../clock';

/*
 * Photos kept in an S3 bucket (S3_BUCKET and the rest pointing at s3rver, a real S3 server in this
 * process): uploaded through the API, they are objects in the bucket, not files under DATA_DIR;
 * they come back through their /media URLs under the same rules as from the folder; deleting a
 * photo or an account deletes the objects.
 */

const clock = testClock();
let s3: S3TestServer;
let t: TestApp;
type Member = Awaited<ReturnType<typeof activeMember>>;
let owner: Member;
let partner: Member;
let free: Member;
let premium: Member;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await buildTestApp({ s3: s3.config, now: clock.now });
  [owner, partner, free, premium] = [await activeMember(t), await activeMember(t), await activeMember(t), await activeMember(t, { paidUser: true })];
  await t.db.update(users).set({ credits: 100 }).where(eq(users.id, owner.id));
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const variantKeys = (userId: number, name: string) => ['blurred', 'main', 'thumb'].map((variant) => `${userId}/${name}-${variant}.jpg`);

async function upload(isPrivate: boolean) {
  const response = await uploadPhoto(t, owner.headers, await realPhoto(), { private: String(isPrivate) });
  expect(response.statusCode).toBe(200);
  return PhotoResponse.parse(response.json()).photo;
}

async function fetchMedia(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ url, headers });
  return { status: response.statusCode, cacheControl: response.headers['cache-control'], body: response.rawPayload };
}

const media = (id: number, variant: string) => `/media/photos/${id}/${variant}.jpg`;

describe('photos in an S3 bucket', () => {
  let publicPhoto: number;
  let privatePhoto: number;
  let chatPhotoUrl: string;

  it('stores an uploaded profile photo as objects in the bucket, reviewed from there', async () => {
    publicPhoto = (await upload(false)).id;
    privatePhoto = (await upload(true)).id;
    expect(await s3.keys(`${owner.id}/`)).toEqual([...variantKeys(owner.id, String(publicPhoto)), ...variantKeys(owner.id, String(privatePhoto))].sort());
    await t.app.jobs.runDueJobs();
    const stored = await t.db.select({ status: photos.status }).from(photos).where(eq(photos.userId, owner.id));
    expect(stored.map((row) => row.status)).toEqual(['active', 'active']);
  });

  it('serves each variant from the bucket to whom it may see it: the blurred one to all, the full private one to the owner and premium members', async () => {
    const served = await fetchMedia(media(publicPhoto, 'main'));
    expect(served).toMatchObject({ status: 200, cacheControl: 'public, max-age=604800' });
    expect(served.body.equals(await s3.read(`${owner.id}/${publicPhoto}-main.jpg`))).toBe(true);

    const blurred = await fetchMedia(media(privatePhoto, 'blurred'));
    expect(blurred.status).toBe(200);
    expect(blurred.body.equals(await s3.read(`${owner.id}/${privatePhoto}-blurred.jpg`))).toBe(true);

    const expected = { visitor: 403, free: 403, premium: 200, owner: 200 };
    const viewers = { visitor: {}, free: free.headers, premium: premium.headers, owner: owner.headers };
    for (const [viewer, status] of Object.entries(expected) as [keyof typeof viewers, number][]) {
      const full = await fetchMedia(media(privatePhoto, 'main'), viewers[viewer]);
      expect(full.status, viewer).toBe(status);
      if (status === 200) {
        expect(full.cacheControl, viewer).toBe('private, max-age=3600');
        expect(full.body.equals(await s3.read(`${owner.id}/${privatePhoto}-main.jpg`)), viewer).toBe(true);
      }
    }
  });

  it('stores a chat photo in the bucket and serves it to the two members of the conversation only', async () => {
    const { payload, contentType } = await multipart({
      profile_id: String(partner.id),
      client_message_id: randomUUID(),
      photo: { file: await realPhoto() },
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: { ...owner.headers, 'content-type': contentType },
      payload,
    });
    expect(sent.statusCode).toBe(200);
    chatPhotoUrl = SendMessageResponse.parse(sent.json()).message.photo!.url;
    const chatPhotoId = /^\/media\/chat-photos\/(\d+)\/main\.jpg$/.exec(chatPhotoUrl)![1]!;
    expect(await s3.keys(`${owner.id}/chat-`)).toEqual(variantKeys(owner.id, `chat-${chatPhotoId}`));

    for (const headers of [partner.headers, owner.headers]) {
      const served = await fetchMedia(chatPhotoUrl, headers);
      expect(served.status).toBe(200);
      expect(served.body.equals(await s3.read(`${owner.id}/chat-${chatPhotoId}-main.jpg`))).toBe(true);
    }
    expect((await fetchMedia(chatPhotoUrl, free.headers)).status).toBe(404);
    expect((await fetchMedia(chatPhotoUrl)).status).toBe(404);
  });

  it('deletes the objects of a deleted photo', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/photos.php', headers: owner.headers, payload: { id: publicPhoto } });
    expect(response.statusCode).toBe(200);
    expect(await s3.keys(`${owner.id}/${publicPhoto}-`)).toEqual([]);
    expect((await fetchMedia(media(publicPhoto, 'main'), owner.headers)).status).toBe(404);
    expect(await s3.keys(`${owner.id}/${privatePhoto}-`)).toHaveLength(3);
  });

  it('deletes every object of a deleted account, profile and chat photos, and no one else’s', async () => {
    const partnerPhoto = PhotoResponse.parse((await uploadPhoto(t, partner.headers, await realPhoto())).json()).photo.id;
    const deletion = await t.app.inject({
      method: 'DELETE',
      url: '/api/user.php',
      headers: owner.headers,
      payload: { password: PASSWORD, confirm: true },
    });
    expect(deletion.statusCode).toBe(200);
    expect(await s3.keys(`${owner.id}/`)).toHaveLength(6);

    clock.advance(REACTIVATION_DAYS * DAY_MS + 1);
    await t.app.jobs.runDueJobs();
    expect(await s3.keys(`${owner.id}/`)).toEqual([]);
    expect(await s3.keys(`${partner.id}/`)).toEqual(variantKeys(partner.id, String(partnerPhoto)));
    expect((await fetchMedia(chatPhotoUrl, partner.headers)).status).toBe(404);
  });
});
