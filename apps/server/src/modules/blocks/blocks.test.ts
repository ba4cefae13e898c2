import { BlocksResponse, ErrorBody, MemberProfileResponse } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { activeMember } from '../../test/members';
import { realPhoto, uploadPhoto } from '../../test/photos';
import { isBlockedEitherWay } from '../members/blocks';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

type Member = Awaited<ReturnType<typeof activeMember>>;

const block = (method: 'POST' | 'DELETE', by: Member, profileId: number) =>
  t.app.inject({ method, url: '/api/block.php', headers: by.headers, payload: { profile_id: profileId } });

const blockedBy = async (member: Member) =>
  BlocksResponse.parse((await t.app.inject({ url: '/api/blocks.php', headers: member.headers })).json()).blocked;

const errorCode = (response: { json(): unknown }) => ErrorBody.parse(response.json()).error.code;

describe('blocking', () => {
  it('keeps the blocked member off the blocker’s profile, one way only, until unblocked', async () => {
    const a = await activeMember(t, { name: 'Anna' });
    const b = await activeMember(t, { name: 'Bob' });
    expect((await block('POST', a, b.id)).json()).toEqual({ ok: true });
    // Twice is the same as once.
    expect((await block('POST', a, b.id)).statusCode).toBe(200);
    expect(await blockedBy(a)).toEqual([{ id: b.id, name: 'Bob' }]);
    expect(await blockedBy(b)).toEqual([]);

    const barred = await t.app.inject({ url: `/api/profile.php?id=${a.id}`, headers: b.headers });
    expect(barred.statusCode).toBe(403);
    expect(errorCode(barred)).toBe('blocked');
    const blocker = await t.app.inject({ url: `/api/profile.php?id=${b.id}`, headers: a.headers });
    expect(blocker.statusCode).toBe(200);
    expect(blocker.json().profile.blocked_by_you).toBe(true);

    expect(await isBlockedEitherWay(t.db, a.id, b.id)).toBe(true);
    expect(await isBlockedEitherWay(t.db, b.id, a.id)).toBe(true);

    expect((await block('DELETE', a, b.id)).json()).toEqual({ ok: true });
    expect(await blockedBy(a)).toEqual([]);
    expect(await isBlockedEitherWay(t.db, b.id, a.id)).toBe(false);
    expect((await t.app.inject({ url: `/api/profile.php?id=${a.id}`, headers: b.headers })).statusCode).toBe(200);
  });

  it('shows the blocker the blocked member’s profile without photos, which the media keep apart', async () => {
    const a = await activeMember(t);
    const b = await activeMember(t);
    expect((await uploadPhoto(t, b.headers, await realPhoto())).statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    const profileOfB = async () =>
      MemberProfileResponse.parse((await t.app.inject({ url: `/api/profile.php?id=${b.id}`, headers: a.headers })).json()).profile;
    expect((await profileOfB()).photos).toHaveLength(1);
    await block('POST', a, b.id);
    expect(await profileOfB()).toMatchObject({ blocked_by_you: true, main_image: null, photos: [] });
  });

  it('works both ways when both block', async () => {
    const a = await activeMember(t);
    const b = await activeMember(t);
    await block('POST', a, b.id);
    await block('POST', b, a.id);
    for (const [viewer, other] of [[a, b], [b, a]] as const) {
      const response = await t.app.inject({ url: `/api/profile.php?id=${other.id}`, headers: viewer.headers });
      expect(errorCode(response)).toBe('blocked');
    }
  });

  it('refuses blocking yourself, unknown members, and visitors', async () => {
    const a = await activeMember(t);
    const self = await block('POST', a, a.id);
    expect(self.statusCode).toBe(400);
    expect(ErrorBody.parse(self.json()).error.fields).toEqual({ profile_id: 'invalid' });
    const unknown = await block('POST', a, 999_999);
    expect(unknown.statusCode).toBe(404);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/block.php',
      headers: { 'x-request-type': 'app' },
      payload: { profile_id: a.id },
    });
    expect(errorCode(visitor)).toBe('authentication_required');
    expect(errorCode(await t.app.inject({ url: '/api/blocks.php' }))).toBe('authentication_required');
  });
});
