import { ErrorBody, SWIPE_LIKES_PER_DAY, SwipeResponse, SwipeResult } from '@app/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, likes, swipePasses, users } from '../../db/schema';
import { addMs, MINUTE_MS } from '../../platform/clock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { addMember, addSites, addViewer, onSite, type TestSite } from '../../test/discovery';
import { testClock } from '../../test/test-clock';

// Ten minutes before midnight UTC, so a test can cross into the next day.
const clock = testClock(new Date('2026-06-15T23:50:00Z'));
let t: TestApp;
let sites: Record<'deal' | 'limit', TestSite>;
beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  sites = await addSites(t, { deal: {}, limit: {} });
});
afterAll(() => t?.close());

async function deal(site: TestSite, sid: string) {
  const response = await t.app.inject({ url: '/api/swipe.php', headers: onSite(site, sid) });
  expect(response.statusCode).toBe(200);
  return SwipeResponse.parse(response.json());
}

function swipe(site: TestSite, sid: string, profileId: number, action: 'like' | 'pass') {
  return t.app.inject({ method: 'POST', url: '/api/swipe.php', headers: onSite(site, sid), payload: { profile_id: profileId, action } });
}

const swipeLikesOf = (userId: number) =>
  t.db.select().from(likes).where(and(eq(likes.fromUserId, userId), eq(likes.source, 'swipe')));

describe('GET /api/swipe.php', () => {
  it('deals up to 10 cards of members not yet liked, passed or blocked, and the likes left', async () => {
    const site = sites.deal;
    const member = await addViewer(t, site);
    const others: number[] = [];
    for (let i = 0; i < 14; i++) others.push(await addMember(t, site, { lastActiveAt: addMs(clock.now(), -i * MINUTE_MS) }));
    const [liked, passed, blocked] = others;
    await t.db.insert(likes).values({ fromUserId: member.id, toUserId: liked!, source: 'profile' });
    await t.db.insert(swipePasses).values({ fromUserId: member.id, toUserId: passed! });
    await t.db.insert(blocks).values({ blockerId: blocked!, blockedId: member.id });

    const body = await deal(site, member.sid);
    expect(body.likes_left).toBe(SWIPE_LIKES_PER_DAY);
    expect(body.cards.map((card) => card.id)).toEqual(others.slice(3, 13));

    expect(SwipeResult.parse((await swipe(site, member.sid, others[3]!, 'pass')).json())).toEqual({ match: false, likes_left: 4 });
    expect((await deal(site, member.sid)).cards.map((card) => card.id)).toEqual(others.slice(4, 14));
  });

  it('is unlimited (likes_left null) for premium members', async () => {
    const site = sites.deal;
    const member = await addViewer(t, site);
    await t.db.update(users).set({ paidUser: true }).where(eq(users.id, member.id));
    expect((await deal(site, member.sid)).likes_left).toBeNull();
    for (let i = 0; i < SWIPE_LIKES_PER_DAY + 2; i++) {
      const response = await swipe(site, member.sid, await addMember(t, site), 'like');
      expect(SwipeResult.parse(response.json())).toEqual({ match: false, likes_left: null });
    }
  });
});

describe('POST /api/swipe.php', () => {
  it(`gives free members ${SWIPE_LIKES_PER_DAY} likes a day, then 403 swipe_limit_reached until midnight UTC`, async () => {
    const site = sites.limit;
    const member = await addViewer(t, site);
    const likesMe = await addMember(t, site);
    await t.db.insert(likes).values({ fromUserId: likesMe, toUserId: member.id, source: 'profile' });

    expect(SwipeResult.parse((await swipe(site, member.sid, likesMe, 'like')).json())).toEqual({ match: true, likes_left: 3 });
    for (const left of [2, 1, 0]) {
      expect(SwipeResult.parse((await swipe(site, member.sid, await addMember(t, site), 'like')).json())).toEqual({
        match: false,
        likes_left: left,
      });
    }
    const refused = await swipe(site, member.sid, await addMember(t, site), 'like');
    expect(refused.statusCode).toBe(403);
    expect(ErrorBody.parse(refused.json()).error).toMatchObject({ code: 'swipe_limit_reached', params: { limit: 4 } });
    // Passing still works.
    expect((await swipe(site, member.sid, await addMember(t, site), 'pass')).statusCode).toBe(200);
    expect((await deal(site, member.sid)).likes_left).toBe(0);

    clock.advance(10 * MINUTE_MS);
    expect((await deal(site, member.sid)).likes_left).toBe(SWIPE_LIKES_PER_DAY);
    expect((await swipe(site, member.sid, await addMember(t, site), 'like')).statusCode).toBe(200);
  });

  it('holds the limit under 10 parallel likes', async () => {
    const site = sites.limit;
    const member = await addViewer(t, site);
    const targets = await Promise.all(Array.from({ length: 10 }, () => addMember(t, site)));
    const responses = await Promise.all(targets.map((id) => swipe(site, member.sid, id, 'like')));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(SWIPE_LIKES_PER_DAY);
    expect(responses.filter((r) => r.statusCode === 403)).toHaveLength(10 - SWIPE_LIKES_PER_DAY);
    expect(await swipeLikesOf(member.id)).toHaveLength(SWIPE_LIKES_PER_DAY);
  });

  it('refuses oneself and blocked members like like.php does', async () => {
    const site = sites.limit;
    const member = await addViewer(t, site);
    expect((await swipe(site, member.sid, member.id, 'pass')).statusCode).toBe(400);
    const blocker = await addMember(t, site);
    await t.db.insert(blocks).values({ blockerId: blocker, blockedId: member.id });
    const response = await swipe(site, member.sid, blocker, 'like');
    expect(response.statusCode).toBe(403);
    expect(ErrorBody.parse(response.json()).error.code).toBe('blocked');
  });
});
