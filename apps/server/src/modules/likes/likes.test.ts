import { AutoLikeResponse, ErrorBody, LikeResponse, LikesResponse, OkResponse } from '@app/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, likes } from '../../db/schema';
import { addMs, HOUR_MS, MINUTE_MS } from '../../platform/clock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { addMember, addSites, addViewer, onSite, type TestSite } from '../../test/discovery';
import { testClock } from '../../test/test-clock';

const clock = testClock(new Date('2026-06-15T12:00:00Z'));
let t: TestApp;
let sites: Record<'likes' | 'elsewhere' | 'auto', TestSite>;
beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  sites = await addSites(t, { likes: {}, elsewhere: {}, auto: {} });
});
afterAll(() => t?.close());

function like(site: TestSite, sid: string, profileId: number, method: 'POST' | 'DELETE' = 'POST') {
  return t.app.inject({ method, url: '/api/like.php', headers: onSite(site, sid), payload: { profile_id: profileId } });
}

const likeRows = (from: number, to: number) =>
  t.db.select().from(likes).where(and(eq(likes.fromUserId, from), eq(likes.toUserId, to)));

async function getLikes(site: TestSite, sid: string) {
  const response = await t.app.inject({ url: '/api/likes.php', headers: onSite(site, sid) });
  expect(response.statusCode).toBe(200);
  return LikesResponse.parse(response.json());
}

describe('POST and DELETE /api/like.php', () => {
  it('likes once however often it is sent, and a like back is a match', async () => {
    const site = sites.likes;
    const member = await addViewer(t, site);
    const other = await addViewer(t, site);

    const first = await like(site, member.sid, other.id);
    expect(first.statusCode).toBe(200);
    expect(LikeResponse.parse(first.json())).toMatchObject({ match: false, profile: { id: other.id, liked: true } });
    expect((await like(site, member.sid, other.id)).statusCode).toBe(200);
    expect(await likeRows(member.id, other.id)).toHaveLength(1);
    expect((await likeRows(member.id, other.id))[0]).toMatchObject({ source: 'profile', isNew: true });

    const back = LikeResponse.parse((await like(site, other.sid, member.id)).json());
    expect(back).toMatchObject({ match: true, profile: { id: member.id } });
  });

  it('unlikes', async () => {
    const site = sites.likes;
    const member = await addViewer(t, site);
    const other = await addMember(t, site);
    await like(site, member.sid, other);
    const response = await like(site, member.sid, other, 'DELETE');
    expect(response.statusCode).toBe(200);
    expect(OkResponse.parse(response.json())).toEqual({ ok: true });
    expect(await likeRows(member.id, other)).toEqual([]);
  });

  it('refuses oneself (400), members who are not active on the site (404) and blocks either way (403)', async () => {
    const site = sites.likes;
    const member = await addViewer(t, site);
    const self = await like(site, member.sid, member.id);
    expect(self.statusCode).toBe(400);
    expect(ErrorBody.parse(self.json()).error).toMatchObject({ code: 'validation_failed', fields: { profile_id: 'invalid' } });

    for (const target of [
      await addMember(t, site, { status: 'disabled' }),
      await addMember(t, sites.elsewhere),
      999_999,
    ]) {
      const response = await like(site, member.sid, target);
      expect(response.statusCode).toBe(404);
      expect(ErrorBody.parse(response.json()).error.code).toBe('not_found');
    }

    const blocker = await addMember(t, site);
    const blocked = await addMember(t, site);
    await t.db.insert(blocks).values([
      { blockerId: blocker, blockedId: member.id },
      { blockerId: member.id, blockedId: blocked },
    ]);
    for (const target of [blocker, blocked]) {
      const response = await like(site, member.sid, target);
      expect(response.statusCode).toBe(403);
      expect(ErrorBody.parse(response.json()).error.code).toBe('blocked');
    }
  });

  it('is for members only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: onSite(sites.likes),
      payload: { profile_id: 1 },
    });
    expect(response.statusCode).toBe(403);
    expect(ErrorBody.parse(response.json()).error.code).toBe('authentication_required');
  });
});

describe('GET /api/likes.php', () => {
  it('lists everyone liked or liking, and received likes new first, then the newest', async () => {
    const site = sites.likes;
    const member = await addViewer(t, site);
    const [sent, seenOld, seenRecent, newOld, newRecent, matched, blockedLiker] = await Promise.all(
      Array.from({ length: 7 }, () => addMember(t, site)),
    );
    const at = (minutesAgo: number) => addMs(clock.now(), -minutesAgo * MINUTE_MS);
    await t.db.insert(likes).values([
      { fromUserId: member.id, toUserId: sent!, source: 'profile', createdAt: at(1) },
      { fromUserId: seenOld!, toUserId: member.id, source: 'profile', isNew: false, createdAt: at(50) },
      { fromUserId: seenRecent!, toUserId: member.id, source: 'profile', isNew: false, createdAt: at(5) },
      { fromUserId: newOld!, toUserId: member.id, source: 'search', createdAt: at(40) },
      { fromUserId: newRecent!, toUserId: member.id, source: 'swipe', createdAt: at(30) },
      { fromUserId: member.id, toUserId: matched!, source: 'profile', createdAt: at(20) },
      { fromUserId: matched!, toUserId: member.id, source: 'profile', createdAt: at(10) },
      { fromUserId: blockedLiker!, toUserId: member.id, source: 'profile', createdAt: at(2) },
    ]);
    await t.db.insert(blocks).values({ blockerId: member.id, blockedId: blockedLiker! });

    const body = await getLikes(site, member.sid);
    expect(body.liked_by).toEqual([
      { id: matched, like_new: true },
      { id: newRecent, like_new: true },
      { id: newOld, like_new: true },
      { id: seenRecent, like_new: false },
      { id: seenOld, like_new: false },
    ]);
    expect(body.profiles.map((p) => [p.id, p.liked])).toEqual([
      [sent, true],
      [seenRecent, false],
      [matched, true],
      [newRecent, false],
      [newOld, false],
      [seenOld, false],
    ]);
  });
});

describe('GET /api/auto-like.php', () => {
  it('has a fictional member like the member at most once an hour, preferring the same country', async () => {
    const site = sites.auto;
    const member = await addViewer(t, site, { country: 'BE', region: 'Antwerpen' });
    await addMember(t, site); // not fictional
    const abroad = await addMember(t, site, { fictional: true, country: 'DE', region: 'Berlin' });
    const nearby = await addMember(t, site, { fictional: true, country: 'BE', region: 'Limburg' });

    const autoLike = async () => {
      const response = await t.app.inject({ url: '/api/auto-like.php', headers: onSite(site, member.sid) });
      expect(response.statusCode).toBe(200);
      return AutoLikeResponse.parse(response.json()).profile;
    };
    const first = await autoLike();
    expect(first).toMatchObject({ id: nearby, fictional: true, liked: false });
    expect(await likeRows(nearby, member.id)).toMatchObject([{ source: 'auto', isNew: true }]);
    expect(await autoLike()).toBeNull();

    clock.advance(HOUR_MS + MINUTE_MS);
    expect(await autoLike()).toMatchObject({ id: abroad });
    clock.advance(HOUR_MS + MINUTE_MS);
    // Every fictional member likes the member already.
    expect(await autoLike()).toBeNull();
    expect((await getLikes(site, member.sid)).liked_by.map((entry) => entry.id)).toEqual([abroad, nearby]);
  });

  it('likes nothing for a link on another site: it needs the request-type header', async () => {
    const site = sites.auto;
    const member = await addViewer(t, site);
    await addMember(t, site, { fictional: true });
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/auto-like.php',
        headers: { host: site.host, cookie: `sid=${member.sid}`, 'sec-fetch-site': 'cross-site' },
      });
      expect(response.statusCode, method).toBe(403);
    }
    expect(await t.db.select().from(likes).where(eq(likes.toUserId, member.id))).toEqual([]);
  });
});
