import { ErrorBody, MemberDossier, MemberProfileResponse, PhotoResponse, PhotosResponse } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { auditOfMember } from '../../test/members-admin';
import { type StaffCaller, staffCaller, staffCookie } from '../../test/staff';
import { activeMember } from '../../test/members';
import { realPhoto, uploadPhoto } from '../../test/photos';

let t: TestApp;
let moderator: StaffCaller;

beforeAll(async () => {
  t = await buildTestApp();
  moderator = await staffCaller(t, 'moderator');
});
afterAll(() => t?.close());

type Member = Awaited<ReturnType<typeof activeMember>>;

async function upload(member: Member, options: { private?: string } = {}) {
  const response = await uploadPhoto(t, member.headers, await realPhoto(), options);
  expect(response.statusCode).toBe(200);
  return PhotoResponse.parse(response.json()).photo;
}

const ownPhotos = async (member: Member) =>
  PhotosResponse.parse((await t.app.inject({ url: '/api/photos.php', headers: member.headers })).json()).photos;

const seenBy = async (viewer: Member, member: Member) =>
  MemberProfileResponse.parse((await t.app.inject({ url: `/api/profile.php?id=${member.id}`, headers: viewer.headers })).json()).profile;

describe('staff and photos', () => {
  it('see every photo, private and pending ones too, through the staff-only file route', async () => {
    const member = await activeMember(t);
    const photo = await upload(member, { private: 'true' });
    const finance = await staffCaller(t, 'finance');
    const dossier = MemberDossier.parse((await finance('GET', `/api/admin/members/${member.id}`)).json());
    expect(dossier.photos).toEqual([expect.objectContaining({ id: photo.id, private: true, status: 'pending' })]);
    const file = await finance('GET', dossier.photos[0]!.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect((await finance('GET', dossier.photos[0]!.thumbUrl)).statusCode).toBe(200);
    // Without a staff session the route is closed, a member's session included.
    expect((await t.app.inject({ url: dossier.photos[0]!.url, headers: member.headers })).statusCode).toBe(401);
    expect((await finance('GET', '/api/admin/photos/999999/main.jpg')).statusCode).toBe(404);
  });

  it('hide a photo from everyone but its owner, who sees it rejected, and restore it', async () => {
    const member = await activeMember(t);
    const viewer = await activeMember(t);
    const first = await upload(member);
    const second = await upload(member);
    await t.app.jobs.runDueJobs();
    expect((await seenBy(viewer, member)).photos).toHaveLength(2);

    const hidden = await moderator('POST', `/api/admin/photos/${first.id}/hide`, { reason: 'Shows another person' });
    expect(hidden.statusCode).toBe(200);
    expect((await seenBy(viewer, member)).photos.map((photo) => photo.id)).toEqual([second.id]);
    // The hidden main photo handed over to the next one.
    expect(await ownPhotos(member)).toMatchObject([
      { id: first.id, status: 'rejected', main: false },
      { id: second.id, status: 'active', main: true },
    ]);
    // Hiding twice changes nothing and writes nothing.
    expect((await moderator('POST', `/api/admin/photos/${first.id}/hide`, { reason: 'Shows another person' })).statusCode).toBe(200);

    expect((await moderator('POST', `/api/admin/photos/${first.id}/restore`, { reason: 'It is him after all' })).statusCode).toBe(200);
    expect((await seenBy(viewer, member)).photos).toHaveLength(2);
    expect((await auditOfMember(t, member.id)).map(({ action, before, after, reason, role }) => ({ action, before, after, reason, role }))).toEqual([
      { action: 'photo.hide', before: { photoId: first.id, status: 'active' }, after: { photoId: first.id, status: 'rejected' }, reason: 'Shows another person', role: 'moderator' },
      { action: 'photo.restore', before: { photoId: first.id, status: 'rejected' }, after: { photoId: first.id, status: 'active' }, reason: 'It is him after all', role: 'moderator' },
    ]);
  });

  it('need a reason and a photo; finance may look but not hide', async () => {
    const member = await activeMember(t);
    const photo = await upload(member);
    const noReason = await moderator('POST', `/api/admin/photos/${photo.id}/hide`, {});
    expect(noReason.statusCode).toBe(400);
    expect(ErrorBody.parse(noReason.json()).error.fields).toHaveProperty('reason');
    expect((await moderator('POST', '/api/admin/photos/999999/hide', { reason: 'Nothing there' })).statusCode).toBe(404);
    const finance = await staffCookie(t, 'finance');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/photos/${photo.id}/hide`,
      headers: { 'x-request-type': 'app', cookie: finance },
      payload: { reason: 'Not my job' },
    });
    expect(refused.statusCode).toBe(403);
    expect(await auditOfMember(t, member.id)).toEqual([]);
  });
});
