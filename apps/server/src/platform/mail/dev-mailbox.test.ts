import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { signUp } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('outbox and /dev/mailbox (no SMTP_URL)', () => {
  it('keeps sent mails in the outbox', async () => {
    const { body } = await signUp(t);
    const rows = (await t.db.select().from(mailOutbox)).filter((row) => row.to === body.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toBe('Confirm your e-mail address for Rainbow Date');
    expect(rows[0]!.html).toContain('<a href="http://localhost:3000/api/activate.php?token=');
  });

  it('lists the mails newest first, with clickable links and the HTML in a sandbox', async () => {
    const first = await signUp(t, { name: 'First' });
    const second = await signUp(t, { name: 'Second' });
    const response = await t.app.inject({ url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const page = response.body;
    expect(page.indexOf(second.body.email)).toBeLessThan(page.indexOf(first.body.email));
    expect(page).toMatch(/<a class="mail-link" href="http:\/\/localhost:3000\/api\/activate\.php\?token=[\w-]+">/);
    expect(page).toContain('<iframe title="Confirm your e-mail address for Rainbow Date" sandbox=');
    expect(page).toContain('srcdoc="&lt;base target=&quot;_top&quot;&gt;');
  });

  it('narrows to one address with ?to=', async () => {
    const { body } = await signUp(t);
    const other = await signUp(t);
    const page = (await t.app.inject({ url: `/dev/mailbox?to=${encodeURIComponent(body.email.toUpperCase())}` })).body;
    expect(page).toContain(`data-to="${body.email}"`);
    expect(page).not.toContain(`data-to="${other.body.email}"`);
  });
});
