import { ErrorBody } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints, companies, sites } from '../../db/schema';
import { DEMO_SITE_CONFIG } from '../../db/seed/demo-site';
import { HOUR_MS } from '../../platform/clock';
import { appHeaders } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { activeMember } from '../../test/members';
import { afterRateLimitWindow } from '../../test/rate-limit-window';

let t: TestApp;
const OTHER_HOST = 'other-complaints.example.test';

beforeAll(async () => {
  t = await buildTestApp();
  const [company] = await t.db.select({ id: companies.id }).from(companies);
  await t.db
    .insert(sites)
    .values({ domain: OTHER_HOST, name: 'Other', language: 'en', niche: 7, companyId: company!.id, config: DEMO_SITE_CONFIG });
});
afterAll(() => t?.close());

const complaint = { reason: 'fake_profile', message: 'This profile uses stolen photos.' };

const send = (payload: object, options: { headers?: Record<string, string>; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/complaints.php',
    headers: { ...appHeaders, ...options.headers },
    remoteAddress: options.ip ?? '192.0.2.1',
    payload,
  });

const fieldsOf = (response: { json(): unknown }) => ErrorBody.parse(response.json()).error.fields;

describe('POST /api/complaints.php', () => {
  it('takes a visitor’s complaint with an address to answer', async () => {
    const about = await activeMember(t);
    const missing = await send({ ...complaint, profile_id: about.id }, { ip: '192.0.2.10' });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual({ email: 'required' });

    const response = await send({ ...complaint, email: ' Visitor@Example.test ', profile_id: about.id }, { ip: '192.0.2.10' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, reference: expect.stringMatching(/^C-\d{4}-\d{6}$/) });
    const [row] = await t.db.select().from(complaints).where(eq(complaints.aboutUserId, about.id));
    expect(row).toMatchObject({
      reporterUserId: null,
      reporterEmail: 'visitor@example.test',
      reporterIp: '192.0.2.10',
      reason: 'fake_profile',
      message: complaint.message,
    });
  });

  it('answers a member at the account’s address, whatever the form says', async () => {
    const member = await activeMember(t);
    const response = await send({ ...complaint, reason: 'payment', email: 'someone@else.test' }, { headers: member.headers });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(complaints).where(eq(complaints.reporterUserId, member.id));
    expect(row).toMatchObject({ reporterEmail: member.email, aboutUserId: null, reason: 'payment' });
  });

  it('refuses a complaint about someone who is not a member of this site', async () => {
    const elsewhere = await activeMember(t, { host: OTHER_HOST });
    const member = await activeMember(t);
    for (const id of [elsewhere.id, 999_999]) {
      const response = await send({ ...complaint, profile_id: id }, { headers: member.headers });
      expect(response.statusCode).toBe(404);
    }
  });

  it('checks the form', async () => {
    const response = await send({ reason: 'nonsense', message: 'short', email: 'not-an-address' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toMatchObject({ message: 'too_short', email: 'invalid_email' });
  });

  it('takes at most 5 an hour from one member or one address', async () => {
    const member = await activeMember(t);
    const visitor = { ...complaint, email: 'flood@example.test' };
    for (let i = 0; i < 5; i++) {
      expect((await send(complaint, { headers: member.headers, ip: '198.51.100.1' })).statusCode).toBe(200);
      expect((await send(visitor, { ip: '198.51.100.2' })).statusCode).toBe(200);
    }
    for (const response of [
      await send(complaint, { headers: member.headers, ip: '198.51.100.3' }),
      await send(visitor, { ip: '198.51.100.2' }),
    ]) {
      expect(response.statusCode).toBe(429);
      expect(ErrorBody.parse(response.json()).error).toMatchObject({ code: 'rate_limited', params: { minutes: 60 } });
      expect(response.headers['retry-after']).toBe('3600');
    }
    // Another visitor is not held back, and an hour later the limit is lifted.
    expect((await send(visitor, { ip: '198.51.100.4' })).statusCode).toBe(200);
    await afterRateLimitWindow(HOUR_MS, async () => {
      expect((await send(complaint, { headers: member.headers })).statusCode).toBe(200);
    });
  });
});
