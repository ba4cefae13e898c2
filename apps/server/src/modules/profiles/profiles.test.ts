import { ErrorBody, MemberProfileResponse, OwnProfileResponse, PhotoResponse, UserResponse } from '@app/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, companies, likes, photos, profiles, sites } from '../../db/schema';
import { DEMO_SITE_CONFIG } from '../../db/seed/demo-site';
import { MINUTE_MS } from '../../platform/clock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { activeMember } from '../../test/members';
import { realPhoto, uploadPhoto } from '../../test/photos';
import { testClock } from '../../test/test-clock';

const clock = testClock();
let t: TestApp;
const FEW_FIELDS_HOST = 'few-fields.example.test';

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  // Before the first request: the site table is cached once read.
  const [company] = await t.db.select({ id: companies.id }).from(companies);
  await t.db.insert(sites).values({
    domain: FEW_FIELDS_HOST,
    name: 'Few Fields',
    language: 'en',
    niche: 7,
    companyId: company!.id,
    config: { ...DEMO_SITE_CONFIG, visible_profile_fields: ['age', 'country', 'gender'], interests: ['coffee', 'wine'] },
  });
});
afterAll(() => t?.close());

type Member = Awaited<ReturnType<typeof activeMember>>;

const putProfile = (member: Member, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/profile.php', headers: member.headers, payload });

const viewProfile = (id: number, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/profile.php?id=${id}`, headers });

async function viewed(id: number, headers: Record<string, string> = {}) {
  const response = await viewProfile(id, headers);
  expect(response.statusCode, response.body).toBe(200);
  return MemberProfileResponse.parse(response.json()).profile;
}

function expectError(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const { error } = ErrorBody.parse(response.json());
  expect(error.code).toBe(code);
  return error;
}

async function addPhoto(member: Member, isPrivate: boolean, status: 'active' | 'pending' = 'active') {
  const response = await uploadPhoto(t, member.headers, await realPhoto(), { private: String(isPrivate) });
  const { photo } = PhotoResponse.parse(response.json());
  await t.db.update(photos).set({ status }).where(eq(photos.id, photo.id));
  return photo.id;
}

describe('own profile', () => {
  it('is for members only', async () => {
    expectError(await t.app.inject({ url: '/api/profile.php' }), 403, 'authentication_required');
  });

  it('answers every field and saves the ones sent', async () => {
    const member = await activeMember(t, { name: 'Robin' });
    const before = OwnProfileResponse.parse((await t.app.inject({ url: '/api/profile.php', headers: member.headers })).json());
    expect(before.profile).toMatchObject({ name: 'Robin', date_of_birth: '1990-05-17', country: 'NL', interests: [] });

    const response = await putProfile(member, {
      name: 'Robin B',
      date_of_birth: '1985-02-03',
      country: 'DE',
      region: 'BY',
      city: ' Munich ',
      interests: ['coffee', 'wine', 'coffee'],
      hair_colour: 'brown',
      eye_colour: 'green',
      body_type: 'athletic',
      relationship_status: 'single',
      about: 'Hello there',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { profile } = OwnProfileResponse.parse(response.json());
    expect(profile).toMatchObject({
      name: 'Robin B',
      date_of_birth: '1985-02-03',
      gender: 'male',
      country: 'DE',
      region: 'BY',
      city: 'Munich',
      interests: ['coffee', 'wine'],
      hair_colour: 'brown',
      about: 'Hello there',
    });
    expect(profile.age).toBeGreaterThanOrEqual(40);

    // The User object shows the new name, and a cleared field stays cleared.
    const user = UserResponse.parse((await t.app.inject({ url: '/api/user.php', headers: member.headers })).json()).user;
    expect(user?.profile).toMatchObject({ name: 'Robin B', country: 'DE', region: 'BY' });
    const cleared = OwnProfileResponse.parse((await putProfile(member, { hair_colour: null })).json()).profile;
    expect(cleared).toMatchObject({ hair_colour: null, eye_colour: 'green' });
  });

  it('stores a region given by name as its code, and clears it with a new country', async () => {
    const member = await activeMember(t);
    expect(OwnProfileResponse.parse((await putProfile(member, { region: 'Utrecht' })).json()).profile.region).toBe('UT');
    expect(OwnProfileResponse.parse((await putProfile(member, { country: 'BE' })).json()).profile.region).toBe('');
  });

  it.each([
    [{ country: 'US' }, 'country', 'invalid'],
    [{ country: 'DE', region: 'Noord-Holland' }, 'region', 'invalid'],
    [{ region: 'Atlantis' }, 'region', 'invalid'],
    [{ name: '@alex' }, 'name', 'name_starts_with_at'],
    [{ name: 'x' }, 'name', 'name_invalid'],
    [{ date_of_birth: '2015-01-01' }, 'date_of_birth', 'dob_min_age'],
    [{ date_of_birth: '1990-02-30' }, 'date_of_birth', 'dob_invalid'],
    [{ about: 'x'.repeat(2001) }, 'about', 'too_long'],
  ])('refuses %j', async (payload, field, rule) => {
    const member = await activeMember(t);
    const error = expectError(await putProfile(member, payload), 400, 'validation_failed');
    expect(error.fields?.[field]).toBe(rule);
  });

  it('refuses an unknown interest', async () => {
    const member = await activeMember(t);
    const error = expectError(await putProfile(member, { interests: ['coffee', 'no_such_thing'] }), 400, 'validation_failed');
    expect(error.fields?.['interests.1']).toBeTruthy();
  });

  it('refuses the e-mail address as name, and interests the site does not offer', async () => {
    const member = await activeMember(t, { host: FEW_FIELDS_HOST });
    const asEmail = expectError(await putProfile(member, { name: member.email }), 400, 'validation_failed');
    // The e-mail address fails the name pattern already; either way the name is refused.
    expect(asEmail.fields?.name).toMatch(/^name_/);
    const interests = expectError(await putProfile(member, { interests: ['beach'] }), 400, 'validation_failed');
    expect(interests.fields).toEqual({ interests: 'invalid' });
  });
});

describe("a member's profile", () => {
  let owner: Member;
  let free: Member;
  let premium: Member;
  const ids = { main: 0, second: 0, private: 0, pending: 0 };

  beforeAll(async () => {
    // Premium, for room for four photos.
    owner = await activeMember(t, { name: 'Owner', paidUser: true });
    free = await activeMember(t);
    premium = await activeMember(t, { paidUser: true });
    ids.main = await addPhoto(owner, false);
    ids.second = await addPhoto(owner, false);
    ids.private = await addPhoto(owner, true);
    ids.pending = await addPhoto(owner, false, 'pending');
    await t.db.update(profiles).set({ interests: ['coffee'], city: 'Haarlem' }).where(eq(profiles.userId, owner.id));
  });

  it('shows visitors the main photo and the others blurred', async () => {
    const profile = await viewed(owner.id);
    expect(profile).toMatchObject({
      id: owner.id,
      name: 'Owner',
      gender: 'male',
      city: 'Haarlem',
      interests: ['coffee'],
      likes_you: false,
      match: false,
      blocked_by_you: false,
    });
    const blurredCopy = (id: number, isPrivate: boolean) => ({
      id,
      url: `/media/photos/${id}/blurred.jpg`,
      thumb_url: `/media/photos/${id}/blurred.jpg`,
      private: isPrivate,
      blurred: true,
    });
    expect(profile.photos).toEqual([
      { id: ids.main, url: `/media/photos/${ids.main}/main.jpg`, thumb_url: `/media/photos/${ids.main}/thumb.jpg`, private: false, blurred: false },
      blurredCopy(ids.second, false),
      blurredCopy(ids.private, true),
    ]);
    expect(profile.main_image?.url).toBe(`/media/photos/${ids.main}/main.jpg`);
  });

  it('shows free members every active photo, private ones blurred', async () => {
    const { photos: shown } = await viewed(owner.id, free.headers);
    expect(shown.map((p) => p.id)).toEqual([ids.main, ids.second, ids.private]);
    expect(shown[2]).toEqual({
      id: ids.private,
      url: `/media/photos/${ids.private}/blurred.jpg`,
      thumb_url: `/media/photos/${ids.private}/blurred.jpg`,
      private: true,
      blurred: true,
    });
  });

  it('shows premium members and the owner private photos in full, but never a pending one', async () => {
    for (const headers of [premium.headers, owner.headers]) {
      const { photos: shown } = await viewed(owner.id, headers);
      expect(shown.map((p) => [p.id, p.blurred])).toEqual([
        [ids.main, false],
        [ids.second, false],
        [ids.private, false],
      ]);
      expect(shown[2]!.url).toBe(`/media/photos/${ids.private}/main.jpg`);
    }
  });

  it('follows the order the owner chose', async () => {
    await t.db.update(photos).set({ position: 99 }).where(eq(photos.id, ids.main));
    try {
      expect((await viewed(owner.id, free.headers)).photos.map((p) => p.id)).toEqual([ids.second, ids.private, ids.main]);
    } finally {
      await t.db.update(photos).set({ position: 0 }).where(eq(photos.id, ids.main));
    }
  });

  it("leaves out the fields the site's visible_profile_fields does not list", async () => {
    const member = await activeMember(t, { host: FEW_FIELDS_HOST });
    await t.db
      .update(profiles)
      .set({ city: 'Delft', interests: ['coffee'], hairColour: 'red', about: 'About me' })
      .where(eq(profiles.userId, member.id));
    const profile = await viewed(member.id, { host: FEW_FIELDS_HOST });
    expect(profile).toMatchObject({
      gender: 'male',
      country: 'NL',
      sexuality: null,
      region: '',
      city: '',
      interests: [],
      hair_colour: null,
      about: 'About me',
    });
    expect(profile.age).toBeGreaterThan(30);
  });

  it('answers 404 for profiles that are not active, unknown, or of another site', async () => {
    const hidden = await activeMember(t);
    await t.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, hidden.id));
    expectError(await viewProfile(hidden.id, free.headers), 404, 'not_found');
    expectError(await viewProfile(999_999), 404, 'not_found');
    expectError(await viewProfile(2 ** 31 - 1), 404, 'not_found');
    // Past PostgreSQL's integer: no such row can exist, and the contract says so before the database.
    expectError(await viewProfile(2 ** 31), 400, 'validation_failed');
    expectError(await viewProfile(owner.id, { host: FEW_FIELDS_HOST }), 404, 'not_found');
    // The owner still sees their own page.
    expect((await viewProfile(hidden.id, hidden.headers)).statusCode).toBe(200);
  });

  it('says how the viewer and the member like each other, and clears the new-like flag on opening', async () => {
    const viewer = await activeMember(t);
    const third = await activeMember(t);
    await t.db.insert(likes).values([
      { fromUserId: owner.id, toUserId: viewer.id, source: 'profile' },
      { fromUserId: owner.id, toUserId: third.id, source: 'profile' },
      { fromUserId: third.id, toUserId: viewer.id, source: 'profile' },
    ]);
    // A visitor opening the page changes nothing.
    await viewed(owner.id);
    const isNew = async (from: number, to: number) =>
      (await t.db.select().from(likes).where(and(eq(likes.fromUserId, from), eq(likes.toUserId, to))))[0]!.isNew;
    expect(await isNew(owner.id, viewer.id)).toBe(true);

    let profile = await viewed(owner.id, viewer.headers);
    expect(profile).toMatchObject({ likes_you: true, match: false, liked: false });
    expect(await isNew(owner.id, viewer.id)).toBe(false);
    expect(await isNew(owner.id, third.id)).toBe(true);
    expect(await isNew(third.id, viewer.id)).toBe(true);

    await t.db.insert(likes).values({ fromUserId: viewer.id, toUserId: owner.id, source: 'profile' });
    profile = await viewed(owner.id, viewer.headers);
    expect(profile).toMatchObject({ likes_you: true, match: true, liked: true });
    expect(await isNew(viewer.id, owner.id)).toBe(true);
  });

  it("bumps the viewer's last activity at most once a minute", async () => {
    const viewer = await activeMember(t);
    const lastActive = async () =>
      (await t.db.select().from(profiles).where(eq(profiles.userId, viewer.id)))[0]!.lastActiveAt.getTime();
    const start = clock.now().getTime() + 5 * MINUTE_MS;
    clock.advance(5 * MINUTE_MS);
    await viewed(owner.id, viewer.headers);
    expect(await lastActive()).toBe(start);
    clock.advance(30_000);
    await viewed(owner.id, viewer.headers);
    expect(await lastActive()).toBe(start);
    clock.advance(31_000);
    await viewed(owner.id, viewer.headers);
    expect(await lastActive()).toBe(start + 61_000);
  });

  it('is closed to a member the owner blocked, and says so to the blocker', async () => {
    const blocked = await activeMember(t);
    await t.db.insert(blocks).values({ blockerId: owner.id, blockedId: blocked.id });
    expectError(await viewProfile(owner.id, blocked.headers), 403, 'blocked');
    expect((await viewed(blocked.id, owner.headers)).blocked_by_you).toBe(true);
  });
});
