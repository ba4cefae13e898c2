import { ErrorBody } from '@app/core';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageEvents } from '../../db/schema';
import { MINUTE_MS } from '../../platform/clock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { activeMember } from '../../test/members';
import { afterRateLimitWindow } from '../../test/rate-limit-window';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** What navigator.sendBeacon(url, string) sends: text/plain, no request-type header. */
const beacon = (payload: string, { ip = '192.0.2.1', cookie }: { ip?: string; cookie?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/page-hidden.php',
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...(cookie ? { cookie } : {}) },
    remoteAddress: ip,
    payload,
  });

const latest = async () => (await t.db.select().from(pageEvents).orderBy(desc(pageEvents.id)).limit(1))[0];

describe('POST /api/page-hidden.php', () => {
  it('takes a beacon without the request-type header and answers 204', async () => {
    const response = await beacon(JSON.stringify({ path: '/members' }), { ip: '192.0.2.10' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await latest()).toMatchObject({ kind: 'hidden', path: '/members', userId: null });
  });

  it('stores a bounce, and who it was when logged in', async () => {
    const member = await activeMember(t);
    const cookie = member.headers.cookie;
    expect((await beacon(JSON.stringify({ path: '/landers/video', bounce: true }), { cookie })).statusCode).toBe(204);
    expect(await latest()).toMatchObject({ kind: 'bounce', path: '/landers/video', userId: member.id });
  });

  it('takes an empty beacon (SPEC §7) and a JSON one', async () => {
    expect((await beacon('', { ip: '192.0.2.11' })).statusCode).toBe(204);
    expect(await latest()).toMatchObject({ kind: 'hidden', path: null });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/page-hidden.php',
      headers: { 'content-type': 'application/json' },
      remoteAddress: '192.0.2.11',
      payload: { path: '/likes' },
    });
    expect(json.statusCode).toBe(204);
  });

  it('answers 400, not 500, to a beacon that is not what it should be', async () => {
    for (const payload of ['not json', JSON.stringify({ path: 'x'.repeat(501) }), JSON.stringify({ bounce: 'yes' })]) {
      const response = await beacon(payload, { ip: '192.0.2.12' });
      expect(response.statusCode).toBe(400);
      expect(ErrorBody.parse(response.json()).error.code).toBe('validation_failed');
    }
  });

  it('limits one address to 30 beacons a minute, then lets it go on', async () => {
    const ip = '192.0.2.20';
    const before = (await t.db.select().from(pageEvents).where(eq(pageEvents.path, '/flood'))).length;
    const answers = [];
    for (let i = 0; i < 32; i++) answers.push((await beacon(JSON.stringify({ path: '/flood' }), { ip })).statusCode);
    expect(answers.filter((status) => status === 204)).toHaveLength(30);
    expect(answers.slice(30)).toEqual([429, 429]);
    const refused = await beacon('', { ip });
    expect(ErrorBody.parse(refused.json()).error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor is not held back by the first.
    expect((await beacon('', { ip: '192.0.2.21' })).statusCode).toBe(204);
    expect((await t.db.select().from(pageEvents).where(eq(pageEvents.path, '/flood'))).length - before).toBe(30);

    await afterRateLimitWindow(MINUTE_MS, async () => {
      expect((await beacon('', { ip })).statusCode).toBe(204);
    });
  });
});
