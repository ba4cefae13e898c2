import { ErrorBody, RecoveryCodes, STAFF_COOKIE, StaffList, StaffLoginStep, StaffSession } from '@app/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../platform/clock';
import { signUp } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createStaff, staffCookieOf, staffHeaders, staffLogIn, staffLogin, totpCode } from '../../test/staff';
import { testClock } from '../../test/test-clock';

const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
});
afterAll(() => t?.close());

const me = (cookie: string) => t.app.inject({ url: '/api/admin/me', headers: { cookie } });
const errorCode = (response: { json(): unknown }) => ErrorBody.parse(response.json()).error.code;
const secondFactor = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login/second-factor', headers: staffHeaders(cookie), payload });
/** The code of the next 30-s step: a code of the step just used is refused. */
const nextStepCode = (secret: string) => totpCode(secret, new Date(clock.now().getTime() + 30_000));

describe('staff login with a second factor', () => {
  it('enrols an authenticator at the first login, then shows recovery codes once', async () => {
    const { email } = await createStaff(t, 'support');
    const login = await staffLogIn(t, email);
    expect(StaffLoginStep.parse(login.json())).toEqual({ next: 'enrol' });
    const cookie = login.cookies.find((c) => c.name === STAFF_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    const pending = staffCookieOf(login);
    // The password alone opens nothing.
    expect(errorCode(await me(pending))).toBe('staff_authentication_required');

    const enrolment = (await t.app.inject({ url: '/api/admin/enrolment', headers: { cookie: pending } })).json();
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/admin/enrolment',
      headers: staffHeaders(pending),
      payload: { code: '000000' === (await totpCode(enrolment.secret, clock.now())) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(errorCode(wrong)).toBe('second_factor_invalid');

    const enrolled = await t.app.inject({
      method: 'POST',
      url: '/api/admin/enrolment',
      headers: staffHeaders(pending),
      payload: { code: await totpCode(enrolment.secret, clock.now()) },
    });
    const { recoveryCodes } = RecoveryCodes.parse(enrolled.json());
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const full = staffCookieOf(enrolled);
    // A new token for the full session: the pending one is worth nothing now.
    expect(full).not.toBe(pending);
    expect(errorCode(await me(pending))).toBe('staff_authentication_required');
    expect(StaffSession.parse((await me(full)).json()).staff).toMatchObject({ email, role: 'support', enrolled: true });
  });

  it('asks an enrolled staff member for a code, each code good once', async () => {
    const { email, secret } = await staffLogin(t, 'finance', clock.now());
    const login = await staffLogIn(t, email);
    expect(StaffLoginStep.parse(login.json())).toEqual({ next: 'second_factor' });
    const pending = staffCookieOf(login);
    // The code just used to enrol is refused: a code seen over a shoulder logs nobody in.
    const replay = await secondFactor(pending, { code: await totpCode(secret, clock.now()) });
    expect(errorCode(replay)).toBe('second_factor_invalid');
    const done = await secondFactor(pending, { code: await nextStepCode(secret) });
    expect(StaffLoginStep.parse(done.json())).toEqual({ next: 'done' });
    expect((await me(staffCookieOf(done))).statusCode).toBe(200);
  });

  it('takes each recovery code once instead of a code', async () => {
    const { email } = await createStaff(t, 'moderator');
    const pending = staffCookieOf(await staffLogIn(t, email));
    const { secret } = (await t.app.inject({ url: '/api/admin/enrolment', headers: { cookie: pending } })).json();
    const enrolled = await t.app.inject({
      method: 'POST',
      url: '/api/admin/enrolment',
      headers: staffHeaders(pending),
      payload: { code: await totpCode(secret, clock.now()) },
    });
    const [first] = RecoveryCodes.parse(enrolled.json()).recoveryCodes;
    const again = staffCookieOf(await staffLogIn(t, email));
    // Typed in capitals without the dash: still the code.
    const used = await secondFactor(again, { recoveryCode: first!.replace('-', '').toUpperCase() });
    expect(used.statusCode).toBe(200);
    const third = staffCookieOf(await staffLogIn(t, email));
    expect(errorCode(await secondFactor(third, { recoveryCode: first }))).toBe('second_factor_invalid');
  });

  it('refuses a wrong password and a disabled account alike, and locks after five wrong codes', async () => {
    const { email } = await staffLogin(t, 'support', clock.now());
    const wrong = await staffLogIn(t, email, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(errorCode(wrong)).toBe('login_failed');
    const pending = staffCookieOf(await staffLogIn(t, email));
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await secondFactor(pending, { code: '123456' })).statusCode);
    expect(codes.slice(0, 4).every((status) => status === 401)).toBe(true);
    expect(codes[4]).toBe(429);
  });

  it('ends a session left idle for half an hour', async () => {
    const { cookie } = await staffLogin(t, 'support', clock.now());
    clock.advance(29 * MINUTE_MS);
    expect((await me(cookie)).statusCode).toBe(200);
    clock.advance(29 * MINUTE_MS);
    expect((await me(cookie)).statusCode).toBe(200);
    clock.advance(31 * MINUTE_MS);
    expect(errorCode(await me(cookie))).toBe('staff_authentication_required');
  });

  it('keeps the member and staff sessions apart', async () => {
    const { sid } = await signUp(t);
    expect(errorCode(await me(`sid=${sid}`))).toBe('staff_authentication_required');
    const { cookie } = await staffLogin(t, 'admin', clock.now());
    const memberApi = await t.app.inject({ url: '/api/user.php', headers: { cookie } });
    expect(memberApi.json()).toMatchObject({ user: null });
  });

  it('logs out', async () => {
    const { cookie } = await staffLogin(t, 'operator', clock.now());
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: staffHeaders(cookie) });
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('passkeys', () => {
  const fakeAnswer = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'e30' }, clientExtensionResults: {} };

  it('offers none to a staff member without one, and refuses a made-up answer as a wrong code', async () => {
    const { email } = await staffLogin(t, 'support', clock.now());
    const pending = staffCookieOf(await staffLogIn(t, email));
    const state = await t.app.inject({ url: '/api/admin/login', headers: { cookie: pending } });
    expect(state.json()).toEqual({ step: 'second_factor', passkey: false });
    const options = await t.app.inject({ method: 'POST', url: '/api/admin/login/passkey/options', headers: staffHeaders(pending) });
    expect(options.statusCode).toBe(404);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login/passkey',
      headers: staffHeaders(pending),
      payload: { response: fakeAnswer },
    });
    expect(errorCode(answer)).toBe('second_factor_invalid');
  });

  it("registers nothing without the ceremony's challenge, and answers each challenge once", async () => {
    const { cookie } = await staffLogin(t, 'moderator', clock.now());
    const add = () =>
      t.app.inject({ method: 'POST', url: '/api/admin/passkeys', headers: staffHeaders(cookie), payload: { name: 'Key', response: fakeAnswer } });
    expect(errorCode(await add())).toBe('second_factor_invalid');
    const options = await t.app.inject({ method: 'POST', url: '/api/admin/passkeys/options', headers: staffHeaders(cookie) });
    expect(options.json()).toMatchObject({ rp: { id: 'localhost' }, challenge: expect.any(String) });
    expect(errorCode(await add())).toBe('second_factor_invalid');
    expect((await t.app.inject({ url: '/api/admin/passkeys', headers: { cookie } })).json()).toEqual({ passkeys: [] });
  });
});

describe('staff management', () => {
  it('lets an admin add staff with a first password, change roles and disable, all in the audit log', async () => {
    const admin = await staffLogin(t, 'admin', clock.now());
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: staffHeaders(admin.cookie),
      payload: { email: 'New.Person@Staff.test', name: 'New Person', role: 'support', reason: 'new hire' },
    });
    expect(created.statusCode).toBe(200);
    const { staff, password } = created.json();
    expect(staff).toMatchObject({ email: 'new.person@staff.test', enrolled: false, disabled: false });
    expect(StaffLoginStep.parse((await staffLogIn(t, staff.email, password)).json())).toEqual({ next: 'enrol' });

    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: staffHeaders(admin.cookie),
      payload: { email: staff.email, name: 'Again', role: 'support', reason: 'twice' },
    });
    expect(errorCode(taken)).toBe('staff_email_taken');

    const noReason = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${staff.id}`,
      headers: staffHeaders(admin.cookie),
      payload: { role: 'finance' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toHaveProperty('reason');

    const disabled = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${staff.id}`,
      headers: staffHeaders(admin.cookie),
      payload: { disabled: true, reason: 'left the company' },
    });
    expect(disabled.json()).toMatchObject({ disabled: true });
    expect(errorCode(await staffLogIn(t, staff.email, password))).toBe('login_failed');

    const list = StaffList.parse((await t.app.inject({ url: '/api/admin/staff', headers: { cookie: admin.cookie } })).json());
    expect(list.staff.map((s) => s.email)).toContain(staff.email);

    const audit = (
      await t.app.inject({ url: `/api/admin/audit?subjectType=staff&subjectId=${staff.id}`, headers: { cookie: admin.cookie } })
    ).json();
    expect(audit.entries.map((e: { action: string; reason: string }) => [e.action, e.reason])).toEqual([
      ['staff.update', 'left the company'],
      ['staff.create', 'new hire'],
    ]);
    expect(audit.entries[0]).toMatchObject({ staffEmail: admin.email, role: 'admin', before: { disabled: false }, after: { disabled: true } });
  });

  it('does not let an admin demote or disable themselves', async () => {
    const admin = await staffLogin(t, 'admin', clock.now());
    const demoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${admin.id}`,
      headers: staffHeaders(admin.cookie),
      payload: { role: 'support', reason: 'oops' },
    });
    expect(demoted.statusCode).toBe(400);
  });

  it('keeps the audit log append-only in the database itself', async () => {
    // Drizzle wraps the database's refusal; its cause is the trigger's message.
    const refusal = (query: Promise<unknown>) => query.then(() => 'done', (error: Error) => String(error.cause));
    expect(await refusal(t.db.execute(sql`update audit_log set reason = 'rewritten'`))).toMatch(/append-only/);
    expect(await refusal(t.db.execute(sql`delete from audit_log`))).toMatch(/append-only/);
  });

  it('needs the web app header for a write, as member writes do', async () => {
    const admin = await staffLogin(t, 'admin', clock.now());
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: { cookie: admin.cookie },
      payload: { email: 'x@staff.test', name: 'X', role: 'support', reason: 'no header' },
    });
    expect(errorCode(response)).toBe('request_type_required');
  });
});
