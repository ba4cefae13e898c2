import { VisitsResponse } from '@app/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blocks, profileVisits, profiles, users } from '../../db/schema';
import { DAY_MS, HOUR_MS } from '../../platform/clock';
import { linkIn } from '../../test/accounts';
import { setPaidUser } from '../../test/members';
import { type NotifiedMember, useNotifiedApp } from '../../test/notified-app';
import { testClock } from '../../test/test-clock';

// Late in a UTC day, so that a few hours on it is the next day.
const clock = testClock(new Date('2026-06-15T20:00:00Z'));
const env = useNotifiedApp(clock);
const { member, subscribe, pushesTo } = env;
type Member = NotifiedMember;

/** `visitor` opens `visited`'s profile page, as the member page loads it. */
async function visit(visitor: Member | null, visited: Member, status = 200) {
  const response = await env.t.app.inject({ url: `/api/profile.php?id=${visited.id}`, headers: visitor?.headers ?? {} });
  expect(response.statusCode, response.body).toBe(status);
}

async function visitsOf(who: Member) {
  const response = await env.t.app.inject({ url: '/api/visits.php', headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, visits: VisitsResponse.parse(response.json()) };
}

const visitRows = (visitor: Member, visited: Member) =>
  env.t.db
    .select({ visitedAt: profileVisits.visitedAt })
    .from(profileVisits)
    .where(and(eq(profileVisits.visitorId, visitor.id), eq(profileVisits.visitedId, visited.id)));

describe('recording visits', () => {
  it('records a member opening another member’s profile once a day', async () => {
    const kim = await member('Kim');
    const alex = await member('Alex');
    const first = clock.now();
    await visit(kim, alex);
    clock.advance(HOUR_MS);
    await visit(kim, alex);
    expect(await visitRows(kim, alex)).toEqual([{ visitedAt: first }]);

    // Past midnight (UTC) it is the next day's visit.
    clock.advance(4 * HOUR_MS);
    await visit(kim, alex);
    expect(await visitRows(kim, alex)).toEqual([{ visitedAt: clock.now() }]);
  });

  it('records no visit of one’s own profile, by a visitor who is logged out, or refused by a block', async () => {
    const kim = await member('Kim');
    const alex = await member('Alex');
    await visit(alex, alex);
    await visit(null, alex);
    expect(await env.t.db.select().from(profileVisits).where(eq(profileVisits.visitedId, alex.id))).toEqual([]);

    await env.t.db.insert(blocks).values({ blockerId: alex.id, blockedId: kim.id });
    await visit(kim, alex, 403);
    expect(await visitRows(kim, alex)).toEqual([]);
  });
});

describe('GET /api/visits.php', () => {
  it('tells a free member how many visited and nobody’s name; a premium member who, the latest first', async () => {
    const kim = await member('Kimberley');
    const sam = await member('Samantha');
    const alex = await member('Alex');
    await visit(kim, alex);
    clock.advance(HOUR_MS);
    await visit(sam, alex);

    const free = await visitsOf(alex);
    expect(free.visits).toEqual({ count: 2, visitors: null });
    for (const leak of ['Kimberley', 'Samantha', `${kim.id}`, `${sam.id}`]) expect(free.body).not.toContain(leak);

    await setPaidUser(env.t, alex.id, true);
    const { visits } = await visitsOf(alex);
    expect(visits.count).toBe(2);
    expect(visits.visitors?.map(({ profile, visited_at }) => [profile.name, visited_at])).toEqual([
      ['Samantha', clock.now().toISOString()],
      ['Kimberley', new Date(clock.now().getTime() - HOUR_MS).toISOString()],
    ]);
  });

  it('leaves out visitors blocked either way and visitors no longer active', async () => {
    const alex = await member('Alex');
    await setPaidUser(env.t, alex.id, true);
    const [blocked, blocker, disabled, shown] = await Promise.all(['Blocked', 'Blocker', 'Disabled', 'Shown'].map((name) => member(name)));
    for (const visitor of [blocked!, blocker!, disabled!, shown!]) await visit(visitor, alex);
    await env.t.db.insert(blocks).values([
      { blockerId: alex.id, blockedId: blocked!.id },
      { blockerId: blocker!.id, blockedId: alex.id },
    ]);
    await env.t.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, disabled!.id));

    const { visits } = await visitsOf(alex);
    expect(visits.count).toBe(1);
    expect(visits.visitors?.map(({ profile }) => profile.id)).toEqual([shown!.id]);
  });

  it('asks for a session', async () => {
    const response = await env.t.app.inject({ url: '/api/visits.php' });
    expect(response.statusCode).toBe(403);
  });
});

describe('visit notifications', () => {
  it('mails the visited member at most once a day and pushes at most once an hour, naming nobody', async () => {
    const kim = await member('Kimberley');
    const sam = await member('Samantha');
    const alex = await member('Alex', 'de');
    const endpoint = await subscribe(alex);
    await visit(kim, alex);
    await env.t.app.jobs.runDueJobs();

    const mail = await env.inbox.nextTo(alex.email);
    expect(mail.subject).toBe('Jemand hat dein Profil auf Rainbow Date besucht');
    expect(mail.text).toContain('Hallo Alex,');
    expect(mail.text).not.toContain('Kimberley');
    linkIn(mail.text!, '/likes/visitors');
    expect(linkIn(mail.text!, '/notifications').searchParams.get('unsubscribe')).toMatch(new RegExp(`^${alex.id}\\.visit\\.`));
    expect(pushesTo(endpoint)).toEqual([
      {
        type: 'visit',
        title: 'Neuer Profilbesucher',
        body: 'Jemand hat sich dein Profil angesehen. Sieh nach, wer dich besucht hat.',
        url: '/likes/visitors',
        tag: 'visits',
        badge_count: 0,
      },
    ]);

    // The same visitor again that day is no visit; another visitor is, but neither mail nor push comes yet.
    await visit(kim, alex);
    clock.advance(HOUR_MS / 2);
    await visit(sam, alex);
    await env.t.app.jobs.runDueJobs();
    expect(env.inbox.countTo(alex.email)).toBe(0);
    expect(pushesTo(endpoint)).toEqual([]);

    clock.advance(DAY_MS);
    await visit(sam, alex);
    await env.t.app.jobs.runDueJobs();
    expect((await env.inbox.nextTo(alex.email)).subject).toBe('Jemand hat dein Profil auf Rainbow Date besucht');
    expect(pushesTo(endpoint)).toHaveLength(1);
  });

  it('sends nothing when the member switched visits off, and no mail when their mail is disabled', async () => {
    const kim = await member('Kim');
    const alex = await member('Alex');
    const sam = await member('Sam');
    const endpoint = await subscribe(alex);
    const switched = await env.t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: alex.headers,
      payload: { notification_settings: { visit: false } },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    await env.t.db.update(users).set({ notificationsDisabled: ['bounce'] }).where(eq(users.id, sam.id));

    await visit(kim, alex);
    await visit(kim, sam);
    await env.t.app.jobs.runDueJobs();
    expect(env.inbox.countTo(alex.email)).toBe(0);
    expect(env.inbox.countTo(sam.email)).toBe(0);
    expect(pushesTo(endpoint)).toEqual([]);
    expect(await visitRows(kim, alex)).toHaveLength(1);
  });
});
