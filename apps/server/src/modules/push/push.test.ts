import { ErrorBody, type PushPayload, type PushSubscriptionJson, SettingsResponse } from '@app/core';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appSecrets, pushSubscriptions } from '../../db/schema';
import { WebPushSender } from '../../platform/push/web-push-sender';
import { appHeaders, signUp } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type PushService, startPushService } from '../../test/push-service';
import { MAX_SUBSCRIPTIONS_PER_MEMBER } from './service';

let t: TestApp;
let pushService: PushService;
beforeAll(async () => {
  pushService = await startPushService();
  t = await buildTestApp({ pushAgent: pushService.agent });
});
afterAll(async () => {
  await t?.close();
  await pushService?.close();
});

type Member = Awaited<ReturnType<typeof member>>;

async function member() {
  const { sid, user } = await signUp(t);
  return { id: user.id, headers: { ...appHeaders, cookie: `sid=${sid}` } };
}

const postPush = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/user.php?push=1', headers, payload });

async function subscribe(who: Member, subscription: PushSubscriptionJson = pushService.subscribe()) {
  const response = await postPush(who.headers, { subscription });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ ok: true });
  return subscription;
}

const subscriptionsOf = (userId: number) =>
  t.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));

const errorOf = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  code: ErrorBody.parse(response.json()).error.code,
});

const messagePush = (conversation: number): PushPayload => ({
  type: 'message',
  title: 'Anna',
  body: 'Hi there! Zin in koffie? ☕',
  url: `/chat/${conversation}`,
  tag: `message-${conversation}`,
  badge_count: 3,
});

const receivedAt = (endpoint: string) => pushService.received.filter((push) => push.endpoint === endpoint);

describe('POST /api/user.php?push=1', () => {
  it('stores the browser’s subscription for the member', async () => {
    const a = await member();
    const subscription = await subscribe(a);
    const [row] = await subscriptionsOf(a.id);
    expect(row).toMatchObject({
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      userAgent: 'lightMyRequest',
      lastSuccessAt: null,
    });
    // Subscribing again (every page load may) keeps one row.
    await subscribe(a, subscription);
    expect(await subscriptionsOf(a.id)).toHaveLength(1);
  });

  it('moves the subscription when the same browser logs into another account', async () => {
    const a = await member();
    const b = await member();
    const subscription = await subscribe(a);
    await subscribe(b, subscription);
    expect(await subscriptionsOf(a.id)).toEqual([]);
    expect((await subscriptionsOf(b.id)).map((row) => row.endpoint)).toEqual([subscription.endpoint]);
  });

  it('does not move another member’s subscription without its keys', async () => {
    const victim = await member();
    const attacker = await member();
    const subscription = await subscribe(victim);
    const stolen = { endpoint: subscription.endpoint, keys: pushService.subscribe().keys };
    const guesses = [stolen.keys, { ...subscription.keys, auth: stolen.keys.auth }, { ...subscription.keys, p256dh: stolen.keys.p256dh }];
    for (const keys of guesses) {
      const response = await postPush(attacker.headers, { subscription: { ...stolen, keys } });
      expect(errorOf(response)).toEqual({ status: 403, code: 'forbidden' });
    }
    expect(await subscriptionsOf(attacker.id)).toEqual([]);
    expect(await subscriptionsOf(victim.id)).toEqual([
      expect.objectContaining({ endpoint: subscription.endpoint, ...subscription.keys }),
    ]);
  });

  it('lets the member renew the keys of their own subscription', async () => {
    const a = await member();
    const subscription = await subscribe(a);
    const renewed = { endpoint: subscription.endpoint, keys: pushService.subscribe().keys };
    await subscribe(a, renewed);
    expect(await subscriptionsOf(a.id)).toEqual([expect.objectContaining({ auth: renewed.keys.auth, p256dh: renewed.keys.p256dh })]);
  });

  it('forgets an endpoint with subscription null, only the member’s own', async () => {
    const a = await member();
    const b = await member();
    const kept = await subscribe(a);
    const forgotten = await subscribe(a);
    const others = await subscribe(b);

    const response = await postPush(a.headers, { subscription: null, endpoint: forgotten.endpoint });
    expect(response.json()).toEqual({ ok: true });
    expect((await subscriptionsOf(a.id)).map((row) => row.endpoint)).toEqual([kept.endpoint]);

    // Knowing someone's endpoint does not let another member silence them.
    await postPush(a.headers, { subscription: null, endpoint: others.endpoint });
    expect(await subscriptionsOf(b.id)).toHaveLength(1);
  });

  it(`keeps the newest ${MAX_SUBSCRIPTIONS_PER_MEMBER} subscriptions of a member`, async () => {
    const a = await member();
    const endpoints: string[] = [];
    for (let i = 0; i <= MAX_SUBSCRIPTIONS_PER_MEMBER; i += 1) endpoints.push((await subscribe(a)).endpoint);
    expect((await subscriptionsOf(a.id)).map((row) => row.endpoint)).toEqual(endpoints.slice(1));
  });

  it('answers a visitor 403 authentication_required and needs the request-type header', async () => {
    const subscription = pushService.subscribe();
    expect(errorOf(await postPush(appHeaders, { subscription }))).toEqual({
      status: 403,
      code: 'authentication_required',
    });
    const a = await member();
    const { cookie } = a.headers;
    expect(errorOf(await postPush({ cookie }, { subscription }))).toEqual({ status: 403, code: 'request_type_required' });
    expect(await subscriptionsOf(a.id)).toEqual([]);
  });

  it('refuses an invalid subscription with 400 validation_failed', async () => {
    const a = await member();
    const valid = pushService.subscribe();
    const invalid = [
      {},
      { subscription: { endpoint: valid.endpoint } },
      { subscription: { ...valid, endpoint: 'not a url' } },
      { subscription: { ...valid, keys: { p256dh: '', auth: valid.keys.auth } } },
      // Push services speak HTTPS only.
      { subscription: { ...valid, endpoint: valid.endpoint.replace('https:', 'http:') } },
      // Null needs the endpoint to forget.
      { subscription: null },
    ];
    for (const body of invalid) {
      expect(errorOf(await postPush(a.headers, body)), JSON.stringify(body)).toEqual({
        status: 400,
        code: 'validation_failed',
      });
    }
    expect(await subscriptionsOf(a.id)).toEqual([]);
  });

  it('leaves the login on POST /api/user.php as it was', async () => {
    const { body } = await signUp(t);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: appHeaders,
      payload: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.email).toBe(body.email);
  });
});

describe('PushSender.sendToUser', () => {
  it('pushes the payload, encrypted and VAPID-signed, to every browser of the member', async () => {
    const a = await member();
    const phone = await subscribe(a);
    const laptop = await subscribe(a);
    const payload = messagePush(42);

    expect(await t.app.push.sendToUser(a.id, payload)).toBe(2);

    const publicKey = await t.app.push.publicKey();
    for (const endpoint of [phone.endpoint, laptop.endpoint]) {
      const [push] = receivedAt(endpoint);
      expect(push).toMatchObject({
        payload,
        vapidKey: publicKey,
        claims: { aud: pushService.origin, sub: 'mailto:support@rainbowdate.example' },
        ttl: 24 * 60 * 60,
        urgency: 'high',
        topic: 'message-42',
        status: 201,
      });
      expect(push!.claims.exp * 1000).toBeGreaterThan(Date.now());
    }
    expect(pushService.refused).toEqual([]);
    const rows = await subscriptionsOf(a.id);
    expect(rows.every((row) => row.lastSuccessAt instanceof Date)).toBe(true);
  });

  it('forgets the last success when the browser moves to another account', async () => {
    const a = await member();
    const b = await member();
    const subscription = await subscribe(a);
    await t.app.push.sendToUser(a.id, messagePush(5));
    await subscribe(a, subscription);
    expect((await subscriptionsOf(a.id))[0]!.lastSuccessAt).toBeInstanceOf(Date);
    await subscribe(b, subscription);
    expect((await subscriptionsOf(b.id))[0]!.lastSuccessAt).toBeNull();
  });

  it('sends likes at normal urgency and turns any tag into a valid topic', async () => {
    const a = await member();
    const { endpoint } = await subscribe(a);
    const payload: PushPayload = {
      type: 'like',
      title: 'New like',
      body: 'Bob likes you',
      url: '/likes',
      tag: 'like:from/Bob Müller and friends',
    };

    expect(await t.app.push.sendToUser(a.id, payload)).toBe(1);
    const [push] = receivedAt(endpoint);
    expect(push!.payload).toEqual(payload);
    expect(push!.urgency).toBe('normal');
    // RFC 8030: at most 32 characters of the URL-safe base64 alphabet; the same tag, the same topic.
    expect(push!.topic).toMatch(/^[\w-]{32}$/);
    await t.app.push.sendToUser(a.id, payload);
    expect(receivedAt(endpoint)[1]!.topic).toBe(push!.topic);
  });

  it.each([410, 404])('deletes a subscription the push service answers %i for', async (status) => {
    const a = await member();
    const gone = await subscribe(a);
    const alive = await subscribe(a);
    pushService.answer(gone.endpoint, status);

    expect(await t.app.push.sendToUser(a.id, messagePush(7))).toBe(1);
    expect(receivedAt(gone.endpoint)).toHaveLength(1);
    expect((await subscriptionsOf(a.id)).map((row) => row.endpoint)).toEqual([alive.endpoint]);
  });

  it('keeps and logs a subscription on any other failure, without throwing', async () => {
    const a = await member();
    const failing = await subscribe(a);
    pushService.answer(failing.endpoint, 500);
    const warn = vi.spyOn(t.app.log, 'warn');
    try {
      expect(await t.app.push.sendToUser(a.id, messagePush(8))).toBe(0);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ status: 500, userId: a.id, subscriptionId: expect.any(Number) }),
        'web push failed',
      );
    } finally {
      warn.mockRestore();
    }
    const [row] = await subscriptionsOf(a.id);
    expect(row).toMatchObject({ endpoint: failing.endpoint, lastSuccessAt: null });
  });

  it('keeps a subscription whose push service cannot be reached', async () => {
    const a = await member();
    const unreachable = await startPushService();
    const subscription = await subscribe(a, unreachable.subscribe());
    await unreachable.close();
    expect(await t.app.push.sendToUser(a.id, messagePush(9))).toBe(0);
    expect((await subscriptionsOf(a.id)).map((row) => row.endpoint)).toEqual([subscription.endpoint]);
  });

  it('names VAPID_SUBJECT as the contact when it is set', async () => {
    const a = await member();
    const { endpoint } = await subscribe(a);
    const subject = 'https://rainbowdate.example/contact';
    const sender = new WebPushSender({ db: t.db, now: () => new Date(), log: t.app.log, subject, agent: pushService.agent });
    expect(await sender.sendToUser(a.id, messagePush(3))).toBe(1);
    expect(receivedAt(endpoint)[0]!.claims.sub).toBe(subject);
  });

  it('answers 0 for a member without subscriptions', async () => {
    const a = await member();
    expect(await t.app.push.sendToUser(a.id, messagePush(1))).toBe(0);
  });
});

describe('VAPID keys', () => {
  it('are made once: every sender on the database and the settings agree', async () => {
    // A fresh database, no key yet: two processes starting side by side must settle on one.
    const fresh = await buildTestApp();
    try {
      const senderOptions = { db: fresh.db, now: () => new Date(), log: fresh.app.log };
      expect(fresh.app.push.publicKeyNow()).toBeUndefined();
      const keys = await Promise.all([
        new WebPushSender(senderOptions).publicKey(),
        new WebPushSender(senderOptions).publicKey(),
        fresh.app.push.publicKey(),
      ]);
      expect(new Set(keys).size).toBe(1);
      expect(await fresh.db.select().from(appSecrets).where(eq(appSecrets.name, 'vapid'))).toHaveLength(1);
      // An uncompressed P-256 point, as PushManager.subscribe's applicationServerKey wants it.
      const point = Buffer.from(keys[0]!, 'base64url');
      expect(point).toHaveLength(65);
      expect(point[0]).toBe(4);

      expect(fresh.app.push.publicKeyNow()).toBe(keys[0]);
      const response = await fresh.app.inject({ url: '/api/settings.php' });
      expect(SettingsResponse.parse(response.json()).settings.push_public_key).toBe(keys[0]);
    } finally {
      await fresh.close();
    }
  });
});
