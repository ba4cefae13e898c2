import { EmailCheckResponse, type SiteConfig, User, UserResponse } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, creditLedger, profiles, sites, users } from '../../db/schema';
import { DEMO_SITE_CONFIG } from '../../db/seed/demo-site';
import { DAY_MS, MINUTE_MS } from '../../platform/clock';
import {
  appHeaders,
  currentUser,
  errorOf,
  linkIn,
  mailedToken,
  outboxTo,
  sessionCookie,
  signUp,
  signupBody,
  withSession,
} from '../../test/accounts';
import { buildTestApp, TEST_PORT, type TestApp } from '../../test/build-test-app';
import { DEFAULT_SITE_ORIGIN, eachForgedHost } from '../../test/forged-hosts';
import { testClock } from '../../test/test-clock';

const clock = testClock();
let t: TestApp;

async function addSite(domain: string, config: Partial<SiteConfig>) {
  const [company] = await t.db.select({ id: companies.id }).from(companies);
  await t.db.insert(sites).values({
    domain,
    name: `Site ${domain}`,
    language: 'nl',
    niche: 1,
    companyId: company!.id,
    config: { ...DEMO_SITE_CONFIG, ...config },
  });
}

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  // Sites are read once and cached, so every variant exists before the first request.
  await addSite('closed.example.test', { signups: 'off' });
  await addSite('traffic.example.test', { signups: 'with_trafficsource' });
  await addSite('free.example.test', { signup_credits: 0 });
});
afterAll(() => t?.close());

function postSignup(payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/signup.php', headers: { ...appHeaders, ...headers }, payload });
}

describe('POST /api/signup.php', () => {
  it('creates an unconfirmed member with a disabled profile and logs them in', async () => {
    const body = signupBody({ tracking: { network: 'adnet', sub1: 'x' } });
    const response = await postSignup(body, { 'user-agent': 'test-browser' });
    expect(response.statusCode).toBe(200);
    const { user } = UserResponse.parse(response.json());
    expect(user).toMatchObject({
      email: body.email,
      status: 'not_confirmed',
      credits: DEMO_SITE_CONFIG.signup_credits,
      paid_user: false,
      signup_date: clock.now().toISOString(),
      language: 'en',
      notifications_disabled: [],
      // Given by name, stored as the code regions.php lists.
      profile: { name: 'Alex', country: 'NL', region: 'NH', main_image: null, status: 'disabled' },
    });
    const sid = sessionCookie(response)!.value;
    expect((await currentUser(t, sid))?.id).toBe(user!.id);

    const [row] = await t.db.select().from(users).where(eq(users.id, user!.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.tracking).toEqual({ network: 'adnet', sub1: 'x' });
    expect(row!.signupIp).toBe('127.0.0.1');
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile).toMatchObject({ dateOfBirth: '1990-05-17', gender: 'male', sexuality: 'gay' });
  });

  it("grants the site's signup credits through the ledger", async () => {
    const { user } = await signUp(t);
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(ledger).toEqual([
      expect.objectContaining({
        delta: DEMO_SITE_CONFIG.signup_credits,
        balanceAfter: DEMO_SITE_CONFIG.signup_credits,
        reason: 'signup',
        idempotencyKey: 'signup',
      }),
    ]);
    const free = await signUp(t, {}, { host: 'free.example.test' });
    expect(free.user.credits).toBe(0);
    expect(await t.db.select().from(creditLedger).where(eq(creditLedger.userId, free.user.id))).toEqual([]);
  });

  it('takes the language from the locale cookie, else from the site', async () => {
    expect((await signUp(t, {}, { cookie: 'locale=de' })).user.language).toBe('de');
    expect((await signUp(t, {}, { cookie: 'locale=xx' })).user.language).toBe('en');
    expect((await signUp(t, {}, { host: 'free.example.test' })).user.language).toBe('nl');
  });

  it('keeps a first message only for a member who exists on the site', async () => {
    const target = await signUp(t);
    const { user } = await signUp(t, { member_id: target.user.id, signup_message: 'Hi there!' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ signupMemberId: target.user.id, signupMessage: 'Hi there!' });
    const stray = await signUp(t, { member_id: 999_999, signup_message: 'Anyone?' });
    const [strayRow] = await t.db.select().from(users).where(eq(users.id, stray.user.id));
    expect(strayRow).toMatchObject({ signupMemberId: null, signupMessage: null });
  });

  it('answers 409 email_taken for an address that already owns an account here, in any case', async () => {
    const { body } = await signUp(t);
    const response = await postSignup(signupBody({ email: body.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'email_taken',
      message: 'This email address already owns an account on this website.',
    });
    // The same address may own an account on another site.
    expect((await postSignup(signupBody({ email: body.email }), { host: 'free.example.test' })).statusCode).toBe(200);
  });

  it('answers 409 account_pending_deletion for an account waiting to be deleted', async () => {
    const { body, user } = await signUp(t);
    await t.db.update(users).set({ status: 'pending_deletion' }).where(eq(users.id, user.id));
    const response = await postSignup(signupBody({ email: body.email }));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('account_pending_deletion');
  });

  it("answers 403 signups_closed when the site's signups are off", async () => {
    const response = await postSignup(signupBody({ tracking: { network: 'adnet' } }), { host: 'closed.example.test' });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('signups_closed');
  });

  it('admits only visitors from a traffic source when signups are with_trafficsource', async () => {
    const host = { host: 'traffic.example.test' };
    for (const tracking of [undefined, {}, { network: '  ', ref: 'r' }]) {
      const response = await postSignup(signupBody({ tracking }), host);
      expect(response.statusCode, JSON.stringify(tracking)).toBe(403);
      expect(errorOf(response).code).toBe('signups_closed');
    }
    expect((await postSignup(signupBody({ tracking: { network: 'adnet' } }), host)).statusCode).toBe(200);
  });

  it('checks the rules of SPEC §5 and the site', async () => {
    const cases: [object, string, string][] = [
      [{ name: '@alex' }, 'name', 'name_starts_with_at'],
      [{ email: 'not-an-email' }, 'email', 'invalid_email'],
      [{ date_of_birth: `${new Date().getUTCFullYear() - 17}-01-01` }, 'date_of_birth', 'dob_min_age'],
      [{ date_of_birth: '1990-02-30' }, 'date_of_birth', 'dob_invalid'],
      [{ password: 'short' }, 'password', 'password_too_short'],
      [{ password: 'Password1' }, 'password', 'password_too_common'],
      [{ password: 'qwertyuiop' }, 'password', 'password_too_common'],
      [{ email: 'alex.smith@example.test', password: 'Alex.Smith' }, 'password', 'password_personal'],
      [{ email: 'alex.smith@example.test', password: 'alex.smith@example.test' }, 'password', 'password_personal'],
      [{ name: 'Alexandros', password: 'alexandros' }, 'password', 'password_personal'],
      [{ country: 'US' }, 'country', 'invalid'],
      [{ country: 'NL', region: 'Bavaria' }, 'region', 'invalid'],
    ];
    for (const [overrides, field, rule] of cases) {
      const response = await postSignup(signupBody(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('validation_failed');
      expect(error.fields?.[field], JSON.stringify(error)).toBe(rule);
    }
  });
});

describe('POST /api/signup.php?check=email', () => {
  const check = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/signup.php?check=email', headers: appHeaders, payload: { email } });

  it('tells whether an address is still free on this site', async () => {
    const { body } = await signUp(t);
    expect(EmailCheckResponse.parse((await check(body.email)).json())).toEqual({ available: false });
    expect(EmailCheckResponse.parse((await check(` ${body.email.toUpperCase()} `)).json())).toEqual({ available: false });
    expect(EmailCheckResponse.parse((await check('fresh@example.test')).json())).toEqual({ available: true });
  });

  it('validates the address and creates nothing', async () => {
    const response = await check('nope');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.email).toBe('invalid_email');
  });
});

describe('activation link', () => {
  it('confirms the address, activates the profile and lands on /activate/done', async () => {
    const { body, user, sid } = await signUp(t);
    const [mail] = await outboxTo(t.db, body.email);
    expect(mail!.subject).toBe('Confirm your e-mail address for Rainbow Date');
    const link = linkIn(mail!.text, '/api/activate.php');
    expect(link.origin).toBe(DEFAULT_SITE_ORIGIN);

    // The browser the member signed up in stays logged in.
    const response = await t.app.inject({ url: `${link.pathname}${link.search}`, headers: { cookie: `sid=${sid}` } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/activate/done');
    const me = User.parse(await currentUser(t, sid));
    expect(me).toMatchObject({ id: user.id, status: 'confirmed', profile: { status: 'active' } });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailConfirmedAt).toEqual(clock.now());

    const again = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(again.headers.location).toBe('/activate/error?reason=link_invalid');
    expect(sessionCookie(again)).toBeUndefined();
  });

  it('logs no browser in: a link planted on another site cannot put the visitor into its account', async () => {
    const { body, user, sid } = await signUp(t);
    expect((await currentUser(t, sid))?.status).toBe('not_confirmed');
    const token = await mailedToken(t.db, body.email, '/api/activate.php');
    const response = await t.app.inject({
      url: `/api/activate.php?token=${token}`,
      headers: { 'sec-fetch-site': 'cross-site', referer: 'https://elsewhere.example/' },
    });
    expect(response.headers.location).toBe('/activate/done');
    expect(response.headers['set-cookie']).toBeUndefined();
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.status).toBe('confirmed');
    // The member's page in the browser that signed up learns it at once (a 'user' event), not from an answer kept from before.
    expect((await currentUser(t, sid))?.status).toBe('confirmed');
  });

  it('fails for unknown, missing and expired tokens', async () => {
    for (const url of ['/api/activate.php?token=nonsense-token-of-some-length', '/api/activate.php']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location).toBe('/activate/error?reason=link_invalid');
    }
    const { body } = await signUp(t);
    const token = await mailedToken(t.db, body.email, '/api/activate.php');
    clock.advance(7 * DAY_MS + MINUTE_MS);
    const response = await t.app.inject({ url: `/api/activate.php?token=${token}` });
    expect(response.headers.location).toBe('/activate/error?reason=link_invalid');
  });

  it('does not work on another site', async () => {
    const { body } = await signUp(t);
    const token = await mailedToken(t.db, body.email, '/api/activate.php');
    const response = await t.app.inject({ url: `/api/activate.php?token=${token}`, headers: { host: 'free.example.test' } });
    expect(response.headers.location).toBe('/activate/error?reason=link_invalid');
    const home = await t.app.inject({ url: `/api/activate.php?token=${token}` });
    expect(home.headers.location).toBe('/activate/done');
  });

  it('points at the site as configured, never at a host the request names', async () => {
    await eachForgedHost(t, async (proxied, headers) => {
      const { body } = await signUp(proxied, {}, headers);
      const link = linkIn((await outboxTo(t.db, body.email))[0]!.text, '/api/activate.php');
      expect(link.origin, JSON.stringify(headers)).toBe(DEFAULT_SITE_ORIGIN);
    });
    // The second demo site is on a loopback domain too: this server's port, whatever the request said.
    const { body } = await signUp(t, { country: 'DE', region: 'BY' }, { host: 'she.localhost:8080' });
    expect(linkIn((await outboxTo(t.db, body.email))[0]!.text, '/api/activate.php').origin).toBe(
      `http://she.localhost:${TEST_PORT}`,
    );
  });

  it('points at PUBLIC_URL when set', async () => {
    const published = await buildTestApp({ db: t.db, publicUrl: 'https://rainbow.example/' });
    try {
      const { body: other } = await signUp(published);
      const link = linkIn((await outboxTo(t.db, other.email))[0]!.text, '/api/activate.php');
      expect(link.origin).toBe('https://rainbow.example');
    } finally {
      await published.close();
    }
  });
});

describe('POST /api/activate.php (send the activation mail again)', () => {
  const resend = (sid: string) => t.app.inject({ method: 'POST', url: '/api/activate.php', headers: withSession(sid) });

  it('mails a new link, three times a day after the signup mail', async () => {
    const { body, sid } = await signUp(t);
    for (let i = 0; i < 3; i++) expect((await resend(sid)).json()).toEqual({ ok: true });
    expect(await outboxTo(t.db, body.email)).toHaveLength(4);
    const refused = await resend(sid);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('too_many_mails');
    clock.advance(DAY_MS + MINUTE_MS);
    expect((await resend(sid)).statusCode).toBe(200);
    // Every mailed link still works until it is used or expires.
    const response = await t.app.inject({ url: `/api/activate.php?token=${await mailedToken(t.db, body.email, '/api/activate.php')}` });
    expect(response.headers.location).toBe('/activate/done');
  });

  it('is refused for a confirmed member and for visitors', async () => {
    const { body, sid } = await signUp(t);
    await t.app.inject({ url: `/api/activate.php?token=${await mailedToken(t.db, body.email, '/api/activate.php')}` });
    const confirmed = await resend(sid);
    expect(confirmed.statusCode).toBe(403);
    expect(errorOf(confirmed).code).toBe('forbidden');
    const visitor = await t.app.inject({ method: 'POST', url: '/api/activate.php', headers: appHeaders });
    expect(errorOf(visitor).code).toBe('authentication_required');
  });
});
