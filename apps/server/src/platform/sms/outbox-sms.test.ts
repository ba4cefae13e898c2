import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createOutboxSms } from './outbox-sms';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const at = (iso: string) => () => new Date(iso);

describe('outbox SMS and the dev mailbox', () => {
  beforeAll(async () => {
    await createOutboxSms(t.db, at('2026-11-25T10:00:00Z')).send('+31612345678', 'Your code: 111111');
    await createOutboxSms(t.db, at('2026-11-25T10:01:00Z')).send('+4915112345678', 'Code <b>222222</b> & more');
    await createOutboxSms(t.db, at('2026-11-25T10:02:00Z')).send('+31612345678', 'Your code: 333333');
  });

  it('keeps each SMS in the outbox', async () => {
    const rows = await t.db.select().from(smsOutbox);
    expect(rows.map((row) => [row.to, row.text])).toEqual([
      ['+31612345678', 'Your code: 111111'],
      ['+4915112345678', 'Code <b>222222</b> & more'],
      ['+31612345678', 'Your code: 333333'],
    ]);
    expect(rows[0]!.createdAt.toISOString()).toBe('2026-11-25T10:00:00.000Z');
  });

  it('shows the SMS on /dev/mailbox, newest first and escaped', async () => {
    const page = (await t.app.inject({ url: '/dev/mailbox' })).body;
    expect(page).toContain('<h2>SMS</h2>');
    expect(page.indexOf('333333')).toBeLessThan(page.indexOf('222222'));
    expect(page.indexOf('222222')).toBeLessThan(page.indexOf('111111'));
    expect(page).toContain('<p class="sms-text">Code &lt;b&gt;222222&lt;/b&gt; &amp; more</p>');
    expect(page).toContain('<article class="sms" data-to="+4915112345678">');
  });

  it('narrows the page to one number with ?to=', async () => {
    const page = (await t.app.inject({ url: `/dev/mailbox?to=${encodeURIComponent('+4915112345678')}` })).body;
    expect(page).toContain('222222');
    expect(page).not.toContain('333333');
  });

  it('lists the SMS to a number as JSON for tests, newest first', async () => {
    const response = await t.app.inject({ url: `/dev/sms.json?to=${encodeURIComponent('+31612345678')}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sms: [
        { to: '+31612345678', text: 'Your code: 333333', created_at: '2026-11-25T10:02:00.000Z' },
        { to: '+31612345678', text: 'Your code: 111111', created_at: '2026-11-25T10:00:00.000Z' },
      ],
    });
    expect((await t.app.inject({ url: '/dev/sms.json' })).json().sms).toHaveLength(3);
  });
});
