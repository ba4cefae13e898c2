import {
  AdminSitesResponse,
  type CreateFictionalInput,
  FictionalCreated,
  FictionalList,
  FictionalPhotoResponse,
  FictionalProfileDetail,
  MemberSearchPage,
} from '@app/core';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fictionalProfiles, photos, profiles, users } from '../../db/schema';
import { appHeaders, logIn, outboxTo } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { activeMember } from '../../test/members';
import { auditOfMember } from '../../test/members-admin';
import { multipart, realPhoto } from '../../test/photos';
import { testClock } from '../../test/test-clock';
import { HOUR_MS } from '../../platform/clock';
import { type StaffCaller, staffCaller, staffCookie, staffHeaders } from '../../test/staff';

// 20:30 in Amsterdam (a winter evening), 19:30 in London.
const clock = testClock(new Date('2026-01-15T19:30:00Z'));
let t: TestApp;
let operator: StaffCaller;
let siteId: number;

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  operator = await staffCaller(t, 'operator', clock.now());
  const admin = await staffCaller(t, 'admin', clock.now());
  siteId = AdminSitesResponse.parse((await admin('GET', '/api/admin/sites')).json()).sites.find((site) => site.domain === 'localhost')!.id;
});
afterAll(() => t?.close());

const character = (overrides: Partial<CreateFictionalInput> = {}): CreateFictionalInput => ({
  siteId,
  name: 'Marlene',
  date_of_birth: '1991-03-04',
  gender: 'female',
  sexuality: 'hetero',
  country: 'NL',
  region: 'Noord-Holland',
  city: 'Haarlem',
  about: 'Loves sailing and old films.',
  interests: ['music', 'travelling'],
  relationship_status: 'single',
  hair_colour: 'blond',
  notes: 'Has a sister in Utrecht. Works as a florist.',
  onlineHours: [21, 19, 20, 20],
  reason: 'New character for the Haarlem region',
  ...overrides,
});

async function create(caller: StaffCaller, overrides: Partial<CreateFictionalInput> = {}): Promise<number> {
  const response = await caller('POST', '/api/admin/fictional', character(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return FictionalCreated.parse(response.json()).id;
}

async function upload(role: 'operator' | 'moderator', id: number) {
  const { payload, contentType } = await multipart({ photo: { file: await realPhoto() } });
  const headers = { ...staffHeaders(await staffCookie(t, role, clock.now())), 'content-type': contentType };
  return t.app.inject({ method: 'POST', url: `/api/admin/fictional/${id}/photos`, headers, payload });
}

const detail = async (id: number) => FictionalProfileDetail.parse((await operator('GET', `/api/admin/fictional/${id}`)).json());

describe('fictional profiles in the back office', () => {
  it('an operator creates one with photos that skip the moderation queue, each step audited', async () => {
    const id = await create(operator);
    for (let i = 0; i < 2; i++) {
      const response = await upload('operator', id);
      expect(response.statusCode, response.body).toBe(200);
      expect(FictionalPhotoResponse.parse(response.json()).photo.main).toBe(i === 0);
    }
    const profile = await detail(id);
    expect(profile).toMatchObject({
      siteId,
      fields: { name: 'Marlene', city: 'Haarlem', interests: ['music', 'travelling'], hair_colour: 'blond' },
      notes: 'Has a sister in Utrecht. Works as a florist.',
      onlineHours: [19, 20, 21],
    });
    expect(profile.photos).toHaveLength(2);
    const rows = await t.db.select().from(photos).where(eq(photos.userId, id));
    expect(rows.map(({ status, review }) => ({ status, review }))).toEqual([
      { status: 'active', review: 'done' },
      { status: 'active', review: 'done' },
    ]);
    // Members see the photo at its public address.
    expect((await t.app.inject({ url: profile.photos[0]!.thumbUrl })).statusCode).toBe(200);

    expect((await auditOfMember(t, id)).map((entry) => entry.action)).toEqual(['fictional.create', 'fictional.photo', 'fictional.photo']);

    const list = FictionalList.parse((await operator('GET', `/api/admin/fictional?siteId=${siteId}&q=marl`)).json());
    expect(list.profiles.find((item) => item.id === id)).toMatchObject({ name: 'Marlene', photoCount: 2, age: expect.any(Number) });
    const support = await staffCaller(t, 'support', clock.now());
    const search = MemberSearchPage.parse((await support('GET', `/api/admin/members?q=${id}`)).json());
    expect(search.members.find((member) => member.id === id)).toMatchObject({ fictional: true });
  });

  it('edits fields and the online pattern, recording before and after; an unchanged edit records nothing', async () => {
    const id = await create(operator);
    const response = await operator('PATCH', `/api/admin/fictional/${id}`, { name: 'Marleen', onlineHours: [8, 9], reason: 'Dutch spelling' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await detail(id)).toMatchObject({ fields: { name: 'Marleen' }, onlineHours: [8, 9] });
    const [, entry] = await auditOfMember(t, id);
    expect(entry).toMatchObject({
      action: 'fictional.edit',
      role: 'operator',
      before: { name: 'Marlene', onlineHours: [19, 20, 21] },
      after: { name: 'Marleen', onlineHours: [8, 9] },
      reason: 'Dutch spelling',
    });
    expect((await operator('PATCH', `/api/admin/fictional/${id}`, { name: 'Marleen', reason: 'Again' })).statusCode).toBe(200);
    expect(await auditOfMember(t, id)).toHaveLength(2);
    expect((await operator('PATCH', `/api/admin/fictional/${id}`, { country: 'US', reason: 'Moved' })).statusCode).toBe(400);
  });

  it('keeps notes staff edit, each change audited with the text before', async () => {
    const id = await create(operator, { notes: '' });
    expect((await operator('PUT', `/api/admin/fictional/${id}/notes`, { notes: 'Told Tom about her cat.' })).statusCode).toBe(200);
    expect((await operator('PUT', `/api/admin/fictional/${id}/notes`, { notes: 'Told Tom about her cat.' })).statusCode).toBe(200);
    expect((await detail(id)).notes).toBe('Told Tom about her cat.');
    const entries = await auditOfMember(t, id);
    expect(entries.map((entry) => entry.action)).toEqual(['fictional.create', 'fictional.notes']);
    expect(entries[1]).toMatchObject({ before: { notes: '' }, after: { notes: 'Told Tom about her cat.' } });
  });

  it('is for operators and admins only', async () => {
    const id = await create(await staffCaller(t, 'admin', clock.now()));
    for (const role of ['moderator', 'support', 'finance'] as const) {
      const caller = await staffCaller(t, role, clock.now());
      expect((await caller('GET', '/api/admin/fictional')).statusCode, role).toBe(403);
      expect((await caller('POST', '/api/admin/fictional', character())).statusCode, role).toBe(403);
      expect((await caller('GET', `/api/admin/fictional/${id}`)).statusCode, role).toBe(403);
      expect((await caller('PATCH', `/api/admin/fictional/${id}`, { name: 'Mallory', reason: 'Not mine' })).statusCode, role).toBe(403);
      expect((await caller('PUT', `/api/admin/fictional/${id}/notes`, { notes: 'x' })).statusCode, role).toBe(403);
      expect((await caller('PUT', `/api/admin/fictional/${id}/photos/order`, { order: [1], reason: 'Not mine' })).statusCode, role).toBe(403);
      expect((await caller('DELETE', `/api/admin/fictional/${id}/photos/1`, { reason: 'Not mine' })).statusCode, role).toBe(403);
      expect((await caller('DELETE', `/api/admin/fictional/${id}`, { reason: 'Not mine' })).statusCode, role).toBe(403);
    }
    expect((await upload('moderator', id)).statusCode).toBe(403);
    expect((await auditOfMember(t, id)).map((entry) => entry.role)).toEqual(['admin']);
  });

  it('cannot log in and is never mailed', async () => {
    const id = await create(operator);
    const [user] = await t.db.select().from(users).where(eq(users.id, id));
    expect(user!.email).toMatch(/@fictional\.invalid$/);
    for (const password of ['!', '', 'password']) expect((await logIn(t, user!.email, password)).statusCode).not.toBe(200);
    const reset = await t.app.inject({ method: 'POST', url: '/api/password-reset.php', headers: appHeaders, payload: { email: user!.email } });
    expect(reset.statusCode).toBe(200);
    expect(await outboxTo(t.db, user!.email)).toEqual([]);
  });

  it('never turns a real member fictional', async () => {
    const member = await activeMember(t);
    expect((await operator('GET', `/api/admin/fictional/${member.id}`)).statusCode).toBe(404);
    expect((await operator('PATCH', `/api/admin/fictional/${member.id}`, { name: 'Fake', reason: 'Take over' })).statusCode).toBe(404);
    expect((await operator('PUT', `/api/admin/fictional/${member.id}/notes`, { notes: 'x' })).statusCode).toBe(404);
    expect((await upload('operator', member.id)).statusCode).toBe(404);
    expect((await operator('DELETE', `/api/admin/fictional/${member.id}`, { reason: 'Not a character' })).statusCode).toBe(404);
    expect((await operator('DELETE', `/api/admin/fictional/${member.id}/photos/1`, { reason: 'Not a character' })).statusCode).toBe(404);
    const admin = await staffCaller(t, 'admin', clock.now());
    const flip = await admin('PATCH', `/api/admin/members/${member.id}/profile`, { fictional: true, reason: 'Flip the flag' });
    expect(flip.statusCode).toBe(400);
    const list = FictionalList.parse((await operator('GET', '/api/admin/fictional')).json());
    expect(list.profiles.some((item) => item.id === member.id)).toBe(false);
    const [row] = await t.db.select({ fictional: profiles.fictional }).from(profiles).where(eq(profiles.userId, member.id));
    expect(row!.fictional).toBe(false);
    expect(await auditOfMember(t, member.id)).toEqual([]);
  });

  it("shows a profile online in its online hours, in its country's local time", async () => {
    const evening = await create(operator, { onlineHours: [20] });
    const morning = await create(operator, { onlineHours: [8, 9] });
    const british = await create(operator, { country: 'GB', region: '', city: 'Leeds', onlineHours: [20] });
    const anHourAgo = new Date(clock.now().getTime() - HOUR_MS);
    const ids = [evening, morning, british];
    await t.db.update(profiles).set({ lastActiveAt: anHourAgo }).where(inArray(profiles.userId, ids));

    await t.app.jobs.scheduleRecurring();
    await t.app.jobs.runDueJobs();
    const rows = await t.db.select({ id: profiles.userId, at: profiles.lastActiveAt }).from(profiles).where(inArray(profiles.userId, ids));
    const activeAt = new Map(rows.map((row) => [row.id, row.at]));
    expect(activeAt.get(evening)).toEqual(clock.now());
    expect(activeAt.get(morning)).toEqual(anHourAgo);
    expect(activeAt.get(british)).toEqual(anHourAgo);
  });

  it('orders and removes photos, the first one main, each change audited with its reason', async () => {
    const id = await create(operator);
    const uploaded: number[] = [];
    for (let i = 0; i < 3; i++) uploaded.push(FictionalPhotoResponse.parse((await upload('operator', id)).json()).photo.id);
    const [a, b, c] = uploaded as [number, number, number];
    const shown = async () => (await detail(id)).photos.map((photo) => [photo.id, photo.main]);

    const order = (ids: number[], reason = 'Her best photo first') => operator('PUT', `/api/admin/fictional/${id}/photos/order`, { order: ids, reason });
    expect((await order([c, a, b])).statusCode).toBe(200);
    expect(await shown()).toEqual([[c, true], [a, false], [b, false]]);
    // Already so: nothing written. Not every photo, or another's: refused.
    expect((await order([c, a, b])).statusCode).toBe(200);
    expect((await order([c, a])).statusCode).toBe(400);
    expect((await order([c, a, b, b])).statusCode).toBe(400);
    expect((await order([c, a, b], 'x')).statusCode).toBe(400);

    const other = await create(operator);
    const remove = (owner: number, photoId: number) =>
      operator('DELETE', `/api/admin/fictional/${owner}/photos/${photoId}`, { reason: 'Looks like a stock photo' });
    expect((await remove(other, c)).statusCode).toBe(404);
    const { thumbUrl } = (await detail(id)).photos[0]!;
    expect((await remove(id, c)).statusCode).toBe(200);
    // The main photo hands over to the next one, and its files are gone.
    expect(await shown()).toEqual([[a, true], [b, false]]);
    expect((await t.app.inject({ url: thumbUrl })).statusCode).toBe(404);
    expect((await remove(id, c)).statusCode).toBe(404);

    const entries = (await auditOfMember(t, id)).filter((entry) => entry.action.startsWith('fictional.photo_'));
    expect(entries).toMatchObject([
      {
        action: 'fictional.photo_order',
        before: { order: [a, b, c], mainPhotoId: a },
        after: { order: [c, a, b], mainPhotoId: c },
        reason: 'Her best photo first',
      },
      { action: 'fictional.photo_remove', before: { photoId: c }, reason: 'Looks like a stock photo' },
    ]);
  });

  it('deletes a profile for good, its account, photos and pattern; the audit entry stays', async () => {
    const id = await create(operator);
    const { photo } = FictionalPhotoResponse.parse((await upload('operator', id)).json());
    expect((await operator('DELETE', `/api/admin/fictional/${id}`, { reason: 'x' })).statusCode).toBe(400);
    const response = await operator('DELETE', `/api/admin/fictional/${id}`, { reason: 'Character retired' });
    expect(response.statusCode, response.body).toBe(200);

    expect((await operator('GET', `/api/admin/fictional/${id}`)).statusCode).toBe(404);
    expect(await t.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await t.db.select().from(fictionalProfiles).where(eq(fictionalProfiles.userId, id))).toEqual([]);
    expect((await t.app.inject({ url: photo.thumbUrl })).statusCode).toBe(404);
    expect((await auditOfMember(t, id)).map((entry) => [entry.action, entry.reason])).toEqual([
      ['fictional.create', 'New character for the Haarlem region'],
      ['fictional.photo', null],
      ['fictional.delete', 'Character retired'],
    ]);
    expect((await operator('DELETE', `/api/admin/fictional/${id}`, { reason: 'Character retired' })).statusCode).toBe(404);
  });
});
