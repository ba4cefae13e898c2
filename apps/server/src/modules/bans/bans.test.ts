import { AdminBan, BanResponse, ErrorBody, MemberDossier, SearchResponse } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { DAY_MS, MINUTE_MS } from '../../platform/clock';
import { appHeaders, currentUser, logIn, PASSWORD, sessionCookie, signupBody, withSession } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { auditOfMember } from '../../test/members-admin';
import { type StaffCaller, staffCaller } from '../../test/staff';
import { addMember, addSite, addViewer, onSite, type TestSite } from '../../test/discovery';
import { activeMember } from '../../test/members';
import { testClock } from '../../test/test-clock';

const clock = testClock();
let t: TestApp;
let support: StaffCaller;

/** A site of its own for the lists, made before the app's first request (it reads the sites once). */
let listSite: TestSite;

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  listSite = await addSite(t, {});
});
afterAll(() => t?.close());
// A staff session lasts a working day; a test that moves the clock by days needs a new one.
beforeEach(async () => {
  support = await staffCaller(t, 'support', clock.now());
});

type Reply = Awaited<ReturnType<TestApp['app']['inject']>>;
const error = (response: Reply) => ErrorBody.parse(response.json()).error;

const ban = (memberId: number, payload: object) => support('POST', `/api/admin/members/${memberId}/bans`, payload);

/** A login from a client address of the test's choosing, with an optional device cookie. */
function logInFrom(email: string, { ip = '127.0.0.1', device }: { ip?: string; device?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user.php',
    remoteAddress: ip,
    headers: { ...appHeaders, ...(device ? { cookie: `did=${device}` } : {}) },
    payload: { email, password: PASSWORD },
  });
}

const signUpFrom = (ip: string, email?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    remoteAddress: ip,
    headers: appHeaders,
    payload: signupBody(email ? { email } : {}),
  });

/** A member request with a session cookie, from an address, with the device cookie when given. */
const chatsOf = (sid: string, ip = '127.0.0.1', device?: string) =>
  t.app.inject({
    url: '/api/chats.php',
    remoteAddress: ip,
    headers: { ...withSession(sid), ...(device ? { cookie: `sid=${sid}; did=${device}` } : {}) },
  });

describe('a ban on an account', () => {
  it('ends the member’s sessions, answers 403 banned to them and to every login, until it is lifted', async () => {
    const member = await activeMember(t);
    const response = await ban(member.id, { kind: 'account', reason: 'Scam messages to many members' });
    expect(response.statusCode).toBe(200);
    const { ban: made, sessionsEnded } = BanResponse.parse(response.json());
    expect(made).toMatchObject({ kind: 'account', value: String(member.id), until: null, active: true });
    expect(sessionsEnded).toBe(1);

    // The cookie of the ended session tells the app why, on user.php too, so it can show /ban.
    const me = await t.app.inject({ url: '/api/user.php', headers: member.headers });
    expect(me.statusCode).toBe(403);
    expect(error(me)).toMatchObject({ code: 'banned' });
    expect(error(me).params).toBeUndefined();
    expect(error(await chatsOf(member.sid)).code).toBe('banned');
    const login = await logIn(t, member.email);
    expect(login.statusCode).toBe(403);
    expect(error(login).code).toBe('banned');
    expect(sessionCookie(login)).toBeUndefined();

    const [entry] = await auditOfMember(t, member.id);
    expect(entry).toMatchObject({ action: 'member.ban', role: 'support', reason: 'Scam messages to many members', before: null });
    expect(entry!.after).toMatchObject({ kind: 'account', sessionsEnded: 1 });

    const lifted = await support('POST', `/api/admin/bans/${made.id}/lift`, { reason: 'Appeal accepted' });
    expect(lifted.statusCode).toBe(200);
    expect(AdminBan.parse(lifted.json())).toMatchObject({ active: false, liftedAt: clock.now().toISOString() });
    // The ended session stays ended: the member is a visitor and logs in again.
    expect(await currentUser(t, member.sid)).toBeNull();
    expect((await logIn(t, member.email)).statusCode).toBe(200);

    const again = await support('POST', `/api/admin/bans/${made.id}/lift`, { reason: 'Appeal accepted' });
    expect(again.statusCode).toBe(400);
    expect(error(again).fields).toEqual({ banId: 'already_lifted' });
    expect((await auditOfMember(t, member.id)).map((row) => row.action)).toEqual(['member.ban', 'member.ban_lift']);
  });

  it('as a suspension of some days ends by itself, and says until when', async () => {
    const member = await activeMember(t);
    const response = await ban(member.id, { kind: 'account', days: 2, reason: 'Cooling off after insults' });
    const { ban: made } = BanResponse.parse(response.json());
    const until = new Date(clock.now().getTime() + 2 * DAY_MS).toISOString();
    expect(made.until).toBe(until);
    expect((await auditOfMember(t, member.id)).at(-1)?.action).toBe('member.suspend');

    const refused = await logIn(t, member.email);
    expect(error(refused)).toMatchObject({ code: 'banned', params: { until } });
    clock.advance(2 * DAY_MS + MINUTE_MS);
    expect((await logIn(t, member.email)).statusCode).toBe(200);
  });
});

describe('a banned member in the lists', () => {
  it('is found by nobody while an account or address ban is in force, and again once it is lifted', async () => {
    const site = listSite;
    const viewer = await addViewer(t, site);
    const byAccount = await addMember(t, site, { name: 'Banned by account' });
    const byAddress = await addMember(t, site, { name: 'Banned by address' });
    const found = async () => {
      const response = await t.app.inject({ url: '/api/search.php', headers: onSite(site, viewer.sid) });
      return SearchResponse.parse(response.json()).results.map(({ id }) => id);
    };
    expect(await found()).toEqual(expect.arrayContaining([byAccount, byAddress]));

    const { ban: accountBan } = BanResponse.parse((await ban(byAccount, { kind: 'account', reason: 'Scam messages to many members' })).json());
    expect((await ban(byAddress, { kind: 'email', reason: 'Asked members for money' })).statusCode).toBe(200);
    expect(await found()).not.toContain(byAccount);
    expect(await found()).not.toContain(byAddress);

    await support('POST', `/api/admin/bans/${accountBan.id}/lift`, { reason: 'Appeal accepted' });
    expect(await found()).toContain(byAccount);
    expect(await found()).not.toContain(byAddress);
  });
});

describe('a ban on an e-mail address', () => {
  it('refuses the address at login, and at signup once support deleted the account', async () => {
    const member = await activeMember(t);
    expect((await ban(member.id, { kind: 'email', reason: 'Underage, says the photo' })).statusCode).toBe(200);
    expect(error(await logIn(t, member.email)).code).toBe('banned');

    expect((await support('POST', `/api/admin/members/${member.id}/deletion`, { reason: 'Underage member' })).statusCode).toBe(200);
    const signup = await signUpFrom('198.51.100.20', member.email);
    expect(signup.statusCode).toBe(403);
    expect(error(signup).code).toBe('banned');
    // The refused signup made no account.
    expect(await t.db.select().from(users).where(eq(users.email, member.email))).toEqual([]);
  });
});

describe('a ban on a device', () => {
  it('names the device cookie a login gives, and refuses every account on that device', async () => {
    const first = await logInFrom((await activeMember(t)).email);
    const device = first.cookies.find((cookie) => cookie.name === 'did');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(device!.value).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const member = await activeMember(t);
    const onDevice = await logInFrom(member.email, { device: device!.value });
    // The device keeps its id across logins.
    expect(onDevice.cookies.find((cookie) => cookie.name === 'did')?.value).toBe(device!.value);
    const dossier = MemberDossier.parse((await support('GET', `/api/admin/members/${member.id}`)).json());
    expect(dossier.sessions.map((session) => session.deviceId)).toContain(device!.value);

    const response = await ban(member.id, { kind: 'device', deviceId: device!.value, reason: 'Fake profiles from this phone' });
    // The member's two sessions (signup, login) and the first member's session on that device.
    expect(BanResponse.parse(response.json()).sessionsEnded).toBe(3);
    // The first member's session answers the ban to the banned device, and is over elsewhere.
    expect(error(await chatsOf(sessionCookie(first)!.value, '127.0.0.1', device!.value)).code).toBe('banned');
    expect(error(await chatsOf(sessionCookie(first)!.value)).code).toBe('authentication_required');

    const other = await activeMember(t);
    expect(error(await logInFrom(other.email, { device: device!.value })).code).toBe('banned');
    expect((await logInFrom(other.email)).statusCode).toBe(200);
  });
});

describe('a ban on an IP address', () => {
  it('ends and refuses sessions from that address only, and signups from it', async () => {
    const ip = '203.0.113.9';
    const member = await activeMember(t);
    const neighbour = await activeMember(t);
    const neighbourSid = sessionCookie(await logInFrom(neighbour.email, { ip }))!.value;
    const response = await ban(member.id, { kind: 'ip', ip, reason: 'Spam run from this address' });
    expect(BanResponse.parse(response.json()).sessionsEnded).toBe(2);

    // The neighbour's session from that address is over: banned there, logged out elsewhere.
    expect(error(await chatsOf(neighbourSid, ip)).code).toBe('banned');
    expect(error(await chatsOf(neighbourSid, '198.51.100.7')).code).toBe('authentication_required');
    expect(error(await logInFrom(neighbour.email, { ip })).code).toBe('banned');
    expect((await logInFrom(neighbour.email, { ip: '198.51.100.7' })).statusCode).toBe(200);
    expect(error(await signUpFrom(ip)).code).toBe('banned');
    expect((await signUpFrom('198.51.100.8')).statusCode).toBe(200);
  });
});

describe('the ban routes', () => {
  it('need a reason, a known member and what the kind names', async () => {
    const member = await activeMember(t);
    const cases: [object, number, Record<string, string> | undefined][] = [
      [{ kind: 'account' }, 400, { reason: expect.any(String) as string }],
      [{ kind: 'account', reason: ' ' }, 400, { reason: 'reason_required' }],
      [{ kind: 'device', reason: 'Fake profiles' }, 400, { deviceId: 'required' }],
      [{ kind: 'ip', ip: 'not an address', reason: 'Spam' }, 400, { ip: 'invalid' }],
      [{ kind: 'account', days: 0, reason: 'Spam' }, 400, { days: expect.any(String) as string }],
    ];
    for (const [payload, status, fields] of cases) {
      const response = await ban(member.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(error(response).fields).toEqual(fields);
    }
    expect((await ban(999_999, { kind: 'account', reason: 'Spam' })).statusCode).toBe(404);
    expect((await support('POST', '/api/admin/bans/999999/lift', { reason: 'Appeal' })).statusCode).toBe(404);
    expect(await auditOfMember(t, member.id)).toEqual([]);
    expect(await currentUser(t, member.sid)).not.toBeNull();
  });

  it('are support’s: moderators and finance may not ban', async () => {
    const member = await activeMember(t);
    for (const role of ['moderator', 'finance'] as const) {
      const staff = await staffCaller(t, role, clock.now());
      const response = await staff('POST', `/api/admin/members/${member.id}/bans`, { kind: 'account', reason: 'Spam' });
      expect(response.statusCode).toBe(403);
      expect(error(response).code).toBe('forbidden');
    }
    expect(await currentUser(t, member.sid)).not.toBeNull();
  });
});
