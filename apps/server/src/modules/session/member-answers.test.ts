import { LikesResponse, UserResponse } from '@app/core';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { InProcessSignals } from '../../platform/realtime/process-signals';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { activeMember } from '../../test/members';
import { staffCaller } from '../../test/staff';
import { MemberAnswers } from './member-answers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

type Member = Awaited<ReturnType<typeof activeMember>>;

const userOf = async (member: Member) =>
  UserResponse.parse((await t.app.inject({ url: '/api/user.php', headers: member.headers })).json()).user!;
const likedBy = async (member: Member) =>
  LikesResponse.parse((await t.app.inject({ url: '/api/likes.php', headers: member.headers })).json()).liked_by.map(({ id }) => id);
const post = (by: Member, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: by.headers, payload });

describe("a member's answers, kept a few seconds (issue 20)", () => {
  it('are sent again while nothing the member does or is told changes them, and read again after their own change', async () => {
    const member = await activeMember(t);
    const credits = (await userOf(member)).credits;
    // Written behind the app's back, as an operator's tool might: the kept answer does not see it yet.
    await t.db.update(users).set({ credits: credits + 50 }).where(eq(users.id, member.id));
    expect((await userOf(member)).credits).toBe(credits);

    const changed = await t.app.inject({ method: 'PUT', url: '/api/user.php', headers: member.headers, payload: { language: 'de' } });
    expect(changed.statusCode).toBe(200);
    expect(await userOf(member)).toMatchObject({ credits: credits + 50, language: 'de' });
  });

  it('are read again once an event reaches the member: a like shows in the likes at once', async () => {
    const [liked, liker] = [await activeMember(t), await activeMember(t)];
    expect(await likedBy(liked)).toEqual([]);
    expect((await post(liker, '/api/like.php', { profile_id: liked.id })).statusCode).toBe(200);
    expect(await likedBy(liked)).toEqual([liker.id]);
  });

  it('are read again once the member opens the profile of someone whose like was new to them', async () => {
    const [liked, liker] = [await activeMember(t), await activeMember(t)];
    expect((await post(liker, '/api/like.php', { profile_id: liked.id })).statusCode).toBe(200);
    const likesOf = async () => LikesResponse.parse((await t.app.inject({ url: '/api/likes.php', headers: liked.headers })).json()).liked_by;
    expect(await likesOf()).toEqual([{ id: liker.id, like_new: true }]);
    expect((await t.app.inject({ url: `/api/profile.php?id=${liker.id}`, headers: liked.headers })).statusCode).toBe(200);
    expect(await likesOf()).toEqual([{ id: liker.id, like_new: false }]);
  });

  it('are read again for the blocked member, who is told nothing: the blocker leaves their lists at once', async () => {
    const [member, blocker] = [await activeMember(t), await activeMember(t)];
    expect((await post(blocker, '/api/like.php', { profile_id: member.id })).statusCode).toBe(200);
    expect(await likedBy(member)).toEqual([blocker.id]);
    expect((await post(blocker, '/api/block.php', { profile_id: member.id })).statusCode).toBe(200);
    expect(await likedBy(member)).toEqual([]);
  });

  it('are read again after the back office changes the account', async () => {
    const member = await activeMember(t);
    expect((await userOf(member)).paid_user).toBe(false);
    const support = await staffCaller(t, 'support');
    const granted = await support('POST', `/api/admin/members/${member.id}/premium`, { paidUser: true, reason: 'A goodwill gesture' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await userOf(member)).paid_user).toBe(true);
  });
});

describe("a member's answers on two processes", () => {
  it.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('are dropped on the other process at once when the member changes something', async () => {
    const first = await buildTestApp({ redisUrl: process.env.REDIS_URL });
    const second = await buildTestApp({ redisUrl: process.env.REDIS_URL, db: first.db });
    try {
      const member = await activeMember(first);
      const languageOn = async (app: TestApp) =>
        UserResponse.parse((await app.app.inject({ url: '/api/user.php', headers: member.headers })).json()).user!.language;
      expect(await languageOn(second)).toBe('en');
      const changed = await first.app.inject({ method: 'PUT', url: '/api/user.php', headers: member.headers, payload: { language: 'nl' } });
      expect(changed.statusCode).toBe(200);
      // Redis delivers in milliseconds; the kept answer would last 5 s.
      await vi.waitFor(async () => expect(await languageOn(second)).toBe('nl'), { timeout: 2_000, interval: 10 });
    } finally {
      await second.close();
      await first.close();
    }
  });
});

/** A route whose answer counts its reads, for member 1 or 2 (the `member` header), behind MemberAnswers. */
async function countingApp(options: { ttlMs?: number; maxBytes?: number } = {}) {
  const signals = new InProcessSignals({ info() {}, warn() {}, error() {} });
  const answers = new MemberAnswers(signals, options.ttlMs, options.maxBytes);
  const app = Fastify();
  app.decorateRequest('member', null);
  app.decorateRequest('site', null as unknown as FastifyRequest['site']);
  app.decorateRequest('staff', null);
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    const userId = Number(request.headers.member);
    request.member = userId ? { userId, sessionId: userId, siteId: 1 } : null;
    (request as { site: unknown }).site = { id: 1 };
    done();
  });
  answers.register(app);
  let reads = 0;
  let waitFor: Promise<void> = Promise.resolve();
  app.get('/answer', async (request, reply) =>
    answers.send(request, reply, async () => {
      reads += 1;
      const read = reads;
      await waitFor;
      return { read, padding: 'x'.repeat(100) };
    }),
  );
  app.post('/change', async () => ({ ok: true }));
  const ask = async (member?: number) => (await app.inject({ url: '/answer', headers: member ? { member: String(member) } : {} })).json().read as number;
  return {
    answers,
    ask,
    change: (member: number) => app.inject({ method: 'POST', url: '/change', headers: { member: String(member) } }),
    reads: () => reads,
    /** The reads after this wait for `until` before answering. */
    holdReads: (until: Promise<void>) => {
      waitFor = until;
    },
  };
}

describe('MemberAnswers', () => {
  it("keeps each member's answer apart, and none of a visitor's", async () => {
    const { ask } = await countingApp();
    expect([await ask(1), await ask(1), await ask(2), await ask(1), await ask(2)]).toEqual([1, 1, 2, 1, 2]);
    expect([await ask(), await ask()]).toEqual([3, 4]);
  });

  it("drops one member's answers on their own change, or on a word for them, and everyone's on a word for all", async () => {
    const { ask, change, answers } = await countingApp();
    await ask(1);
    await ask(2);
    await change(1);
    expect([await ask(1), await ask(2)]).toEqual([3, 2]);
    answers.changed([2]);
    expect([await ask(1), await ask(2)]).toEqual([3, 4]);
    answers.changedAll();
    expect([await ask(1), await ask(2)]).toEqual([5, 6]);
  });

  it('does not keep an answer whose read began before a change', async () => {
    const { ask, answers, holdReads, reads } = await countingApp();
    let release = () => {};
    holdReads(new Promise((resolve) => (release = resolve)));
    const during = ask(1);
    await vi.waitFor(() => expect(reads()).toBe(1));
    answers.changed([1]);
    release();
    expect(await during).toBe(1);
    expect(await ask(1)).toBe(2);
    expect(await ask(1)).toBe(2);
  });

  it('reads again after the TTL', async () => {
    const { ask } = await countingApp({ ttlMs: 30 });
    expect(await ask(1)).toBe(1);
    expect(await ask(1)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await ask(1)).toBe(2);
  });

  it('lets the member kept longest make room once the answers weigh too much', async () => {
    const { ask } = await countingApp({ maxBytes: 250 });
    await ask(1);
    await ask(2);
    await ask(3);
    // Each answer weighs about 120 bytes: keeping the third let the first go.
    expect([await ask(3), await ask(2), await ask(1)]).toEqual([3, 2, 4]);
  });
});
