import { randomBytes } from 'node:crypto';
import { type Locale, type Newsletter, NewsletterListResponse, NewsletterPreview, NewsletterResponse, NewsletterTestResponse, UnsubscribeResponse } from '@app/core';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, newsletterDeliveries, users } from '../../db/schema';
import { MINUTE_MS } from '../../platform/clock';
import { scheduleJob } from '../../platform/jobs/schedule';
import { errorOf } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { addMember, addSite, type TestSite } from '../../test/discovery';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { staffCookie, staffHeaders, staffLogin } from '../../test/staff';
import { testClock } from '../../test/test-clock';
import { MAX_ATTEMPTS, NEWSLETTER_JOB, STALE_CLAIM_MS } from './service';

/** Small batches, so throttling shows with a handful of members. */
const MAILS_PER_MINUTE = 2;

const clock = testClock();
let inbox: SmtpInbox;
let t: TestApp;
/** The admin's `cookie` header and address. */
let admin: string;
let adminEmail: string;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp({ smtpUrl: inbox.url, now: clock.now, newsletterMailsPerMinute: MAILS_PER_MINUTE });
  ({ cookie: admin, email: adminEmail } = await staffLogin(t, 'admin', clock.now()));
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

interface TestMember {
  id: number;
  email: string;
  name: string;
}

/** A member of `site` made directly (no activation mail): by default confirmed, English and opted in. */
async function member(
  site: TestSite,
  name: string,
  {
    language = 'en',
    optIn = true,
    fictional = false,
    user = {},
  }: { language?: Locale; optIn?: boolean; fictional?: boolean; user?: Parameters<typeof addMember>[3] } = {},
): Promise<TestMember> {
  const email = `${name.toLowerCase()}-${randomBytes(4).toString('hex')}@example.test`;
  const id = await addMember(t, site, { name, fictional }, { email, language, notificationSettings: optIn ? { newsletter: true } : {}, ...user });
  return { id, email, name };
}

function adminCall(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = admin) {
  return t.app.inject({ method, url, headers: staffHeaders(cookie), ...(payload === undefined ? {} : { payload }) });
}

const draft = (site: TestSite, overrides: Record<string, unknown> = {}) => ({
  site_id: site.id,
  language: 'en',
  subject: 'Summer news',
  body: 'Hello from **Rainbow**!\n\nRead [our tips](https://example.test/tips).',
  format: 'markdown',
  ...overrides,
});

async function created(site: TestSite, overrides: Record<string, unknown> = {}): Promise<Newsletter> {
  const response = await adminCall('POST', '/api/admin/newsletters', draft(site, overrides));
  expect(response.statusCode, response.body).toBe(200);
  return NewsletterResponse.parse(response.json()).newsletter;
}

async function send(id: number): Promise<Newsletter> {
  const response = await adminCall('POST', `/api/admin/newsletters/${id}/send`, { reason: 'monthly news' });
  expect(response.statusCode, response.body).toBe(200);
  return NewsletterResponse.parse(response.json()).newsletter;
}

async function read(id: number): Promise<Newsletter> {
  const response = await adminCall('GET', `/api/admin/newsletters/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return NewsletterResponse.parse(response.json()).newsletter;
}

/** Runs the job rounds that are due, then those a minute later, until the newsletter is done. */
async function sendAllBatches(id: number) {
  for (let round = 0; round < 20; round += 1) {
    await t.app.jobs.runDueJobs();
    if ((await read(id)).status === 'sent') return;
    clock.advance(MINUTE_MS);
  }
  throw new Error(`newsletter ${id} still not sent`);
}

const header = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, ' ');

/** The mails that arrived for each member and no earlier call took. */
const mailCounts = (members: TestMember[]) => members.map((m) => inbox.countTo(m.email));

describe('sending a newsletter', () => {
  it('goes to the opted-in, confirmed members of its site and language, once each, in the frame of the member mails', async () => {
    const site = await addSite(t, {});
    const other = await addSite(t, {});
    const kim = await member(site, 'Kim');
    const left = [
      await member(site, 'Sam', { optIn: false }),
      await member(site, 'Noa', { language: 'de' }),
      await member(site, 'Ulla', { user: { status: 'not_confirmed' } }),
      await member(site, 'Bo', { user: { notificationsDisabled: ['bounce'] } }),
      await member(site, 'Pat', { user: { status: 'pending_deletion' } }),
      await member(site, 'Fay', { fictional: true }),
      await member(other, 'Lee'),
    ];

    const newsletter = await created(site);
    expect(newsletter).toMatchObject({ status: 'draft', counts: { queued: 0, sent: 0, failed: 0, skipped: 0 } });
    expect((await send(newsletter.id)).status).toBe('sending');
    await sendAllBatches(newsletter.id);

    const mail = await inbox.nextTo(kim.email);
    expect(mail.subject).toBe('Summer news');
    expect(mail.text).toContain('Hi Kim,');
    expect(mail.text).toContain('Hello from **Rainbow**!');
    expect(mail.html).toContain('<strong>Rainbow</strong>');
    expect(mail.html).toContain('href="https://example.test/tips"');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain('You get this e-mail because you signed up for the Test Site newsletter in your settings.');
    expect(mailCounts([...left, kim])).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(await read(newsletter.id)).toMatchObject({ status: 'sent', counts: { queued: 0, sent: 1, failed: 0, skipped: 0 } });
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(header(mail, 'list-unsubscribe')).toMatch(new RegExp(`^<https?://[^>]+/api/unsubscribe\\.php\\?token=${kim.id}\\.newsletter\\.`));
  });

  it('mails a batch per job round, the next batch a minute later (NEWSLETTER_MAILS_PER_MINUTE)', async () => {
    const site = await addSite(t, {});
    const members = [];
    for (const name of ['Ada', 'Ben', 'Cy', 'Dee', 'Eve']) members.push(await member(site, name));
    const newsletter = await created(site);
    await send(newsletter.id);
    const sentSoFar = async () => (await read(newsletter.id)).counts;

    await t.app.jobs.runDueJobs();
    expect(await sentSoFar()).toEqual({ queued: 3, sent: 2, failed: 0, skipped: 0 });
    // The next batch is not due before its minute is over.
    await t.app.jobs.runDueJobs();
    expect((await sentSoFar()).sent).toBe(2);
    clock.advance(MINUTE_MS);
    await t.app.jobs.runDueJobs();
    expect(await sentSoFar()).toEqual({ queued: 1, sent: 4, failed: 0, skipped: 0 });
    clock.advance(MINUTE_MS);
    await t.app.jobs.runDueJobs();
    expect(await read(newsletter.id)).toMatchObject({ status: 'sent', counts: { queued: 0, sent: 5 } });
    for (const m of members) await inbox.nextTo(m.email);
    expect(mailCounts(members)).toEqual([0, 0, 0, 0, 0]);
  });

  it('mails nobody twice: not for a second send, a repeated or retried job, nor after a crash mid-batch', async () => {
    const site = await addSite(t, {});
    const members = [];
    for (const name of ['Ana', 'Bea', 'Cal', 'Dan', 'Eli']) members.push(await member(site, name));
    const newsletter = await created(site);
    await send(newsletter.id);
    // A second click, or the same request again: the newsletter is answered as it is.
    expect((await send(newsletter.id)).counts).toEqual({ queued: 5, sent: 0, failed: 0, skipped: 0 });

    // The first batch goes out; then the same job twice more, as a retry after a lost "done" would.
    await t.app.jobs.runDueJobs();
    await scheduleJob(t.db, NEWSLETTER_JOB, { newsletterId: newsletter.id }, clock.now());
    await scheduleJob(t.db, NEWSLETTER_JOB, { newsletterId: newsletter.id }, clock.now());
    // A process died after mailing the next member but before recording it: the copy stays claimed.
    const [crashed] = await t.db
      .update(newsletterDeliveries)
      .set({ status: 'sending', claimedAt: clock.now() })
      .where(eq(newsletterDeliveries.userId, members[4]!.id))
      .returning();
    await t.app.jobs.runDueJobs();
    clock.advance(MINUTE_MS);
    await t.app.jobs.runDueJobs();
    // Not sent again while it may still be on its way; once stale, it counts as failed, never resent.
    expect((await read(newsletter.id)).status).toBe('sending');
    clock.advance(STALE_CLAIM_MS);
    await sendAllBatches(newsletter.id);

    expect(await read(newsletter.id)).toMatchObject({ status: 'sent', counts: { queued: 0, sent: 4, failed: 1, skipped: 0 } });
    for (const m of members.slice(0, 4)) await inbox.nextTo(m.email);
    expect(mailCounts(members)).toEqual([0, 0, 0, 0, 0]);
    // The copy record's unique key: a member cannot be queued twice for one newsletter.
    await expect(t.db.insert(newsletterDeliveries).values({ newsletterId: newsletter.id, userId: crashed!.userId })).rejects.toThrow();
  });

  it('skips a member who opted out before their batch', async () => {
    const site = await addSite(t, {});
    const [ann, bob, cat] = [await member(site, 'Ann'), await member(site, 'Bob'), await member(site, 'Cat')];
    const newsletter = await created(site);
    await send(newsletter.id);
    await t.db.update(users).set({ notificationSettings: { newsletter: false } }).where(eq(users.id, cat!.id));
    await sendAllBatches(newsletter.id);
    expect((await read(newsletter.id)).counts).toEqual({ queued: 0, sent: 2, failed: 0, skipped: 1 });
    await inbox.nextTo(ann!.email);
    await inbox.nextTo(bob!.email);
    expect(inbox.countTo(cat!.email)).toBe(0);
  });

  it('its one-click unsubscribe switches the newsletter off, so the next one does not come', async () => {
    const site = await addSite(t, {});
    const kim = await member(site, 'Kim', { language: 'nl' });
    const first = await created(site, { language: 'nl', subject: 'Nieuws' });
    await send(first.id);
    await sendAllBatches(first.id);
    const mail = await inbox.nextTo(kim.email);
    expect(mail.text).toContain('Hoi Kim,');
    expect(mail.text).toContain('nieuwsbrief van Test Site');
    const oneClick = new URL(/<([^>]+\/api\/unsubscribe\.php[^>]+)>/.exec(header(mail, 'list-unsubscribe')!)![1]!);
    // The footer links to the page that asks to confirm, with the same token.
    expect(mail.text).toContain(`/notifications?unsubscribe=${oneClick.searchParams.get('token')}`);

    // As a mail program posts it (RFC 8058).
    const response = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(UnsubscribeResponse.parse(response.json()).type).toBe('newsletter');
    const [row] = await t.db.select({ settings: users.notificationSettings }).from(users).where(eq(users.id, kim.id));
    expect(row!.settings.newsletter).toBe(false);

    const second = await created(site, { language: 'nl', subject: 'Meer nieuws' });
    expect((await send(second.id)).counts).toEqual({ queued: 0, sent: 0, failed: 0, skipped: 0 });
    await sendAllBatches(second.id);
    expect(inbox.countTo(kim.email)).toBe(0);
  });

  it('puts a copy the mail server refused back in the queue, and counts it failed after its last try', async () => {
    const site = await addSite(t, {});
    const kim = await member(site, 'Kim');
    const newsletter = await created(site);
    await send(newsletter.id);
    // The same database, a server whose mail server is down.
    const down = await buildTestApp({ db: t.db, smtpUrl: 'smtp://127.0.0.1:9', now: clock.now, newsletterMailsPerMinute: MAILS_PER_MINUTE });
    try {
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
        await down.app.jobs.runDueJobs();
        const counts = (await read(newsletter.id)).counts;
        expect(counts).toEqual(attempt < MAX_ATTEMPTS ? { queued: 1, sent: 0, failed: 0, skipped: 0 } : { queued: 0, sent: 0, failed: 1, skipped: 0 });
        // The failed job waits longer each time before the runner tries it again.
        clock.advance(2 ** attempt * MINUTE_MS);
      }
    } finally {
      await down.close();
    }
    expect((await read(newsletter.id)).status).toBe('sent');
    expect(inbox.countTo(kim.email)).toBe(0);
  });
});

describe('writing, previewing and testing a newsletter', () => {
  it('previews the mail safely and says how many members would get it now', async () => {
    const site = await addSite(t, {});
    await member(site, 'Kim');
    await member(site, 'Sam');
    await member(site, 'Noa', { optIn: false });
    const body = '# Hi\n\n<script>alert(1)</script>\n\n[click](javascript:alert%281%29) and <img src=x onerror=alert(1)>';
    const response = await adminCall('POST', '/api/admin/newsletters/preview', draft(site, { body, language: 'de' }));
    expect(response.statusCode, response.body).toBe(200);
    const preview = NewsletterPreview.parse(response.json());
    expect(preview.recipients).toBe(0);
    expect(preview.html).toContain('Hallo Alex,');
    expect(preview.html).not.toMatch(/<script|javascript:|<img/i);
    expect(preview.html).toContain('&lt;script&gt;');
    expect(preview.html).toContain('click and &lt;img');

    const english = NewsletterPreview.parse((await adminCall('POST', '/api/admin/newsletters/preview', draft(site))).json());
    expect(english.recipients).toBe(2);

    // The saved newsletter as a page for the back office's preview frame, under a policy of its own.
    const newsletter = await created(site, { body });
    const page = await adminCall('GET', `/api/admin/newsletters/${newsletter.id}/preview`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'; style-src 'unsafe-inline'");
    expect(page.headers['content-security-policy']).not.toContain('script-src');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.body).toContain('Hi Alex,');
    expect(page.body).not.toMatch(/<script|javascript:|<img/i);
  });

  it('sends the test copy to the staff member only, and records it in the audit log', async () => {
    const site = await addSite(t, {});
    const kim = await member(site, 'Kim');
    const newsletter = await created(site);
    const response = await adminCall('POST', `/api/admin/newsletters/${newsletter.id}/test`);
    expect(response.statusCode, response.body).toBe(200);
    const { sent_to } = NewsletterTestResponse.parse(response.json());
    expect(sent_to).toBe(adminEmail);
    const mail = await inbox.nextTo(adminEmail);
    expect(mail.subject).toBe('[Test] Summer news');
    expect(mail.html).toContain('<strong>Rainbow</strong>');
    // No List-Unsubscribe: nothing to switch off for a staff address.
    expect(header(mail, 'list-unsubscribe')).toBeUndefined();
    expect(inbox.countTo(kim.email)).toBe(0);
    expect(inbox.countTo(sent_to)).toBe(0);
    expect((await read(newsletter.id)).status).toBe('draft');
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, String(newsletter.id)));
    expect(entries.filter((entry) => entry.subjectType === 'newsletter').map((entry) => [entry.action, entry.staffEmail])).toEqual([
      ['newsletter.create', adminEmail],
      ['newsletter.test', adminEmail],
    ]);
  });

  it('edits a draft, lists newsletters by site, and refuses to change one that was sent', async () => {
    const site = await addSite(t, {});
    const other = await addSite(t, {});
    const newsletter = await created(site);
    const edited = await adminCall('PUT', `/api/admin/newsletters/${newsletter.id}`, draft(site, { subject: 'Autumn news', format: 'text' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(NewsletterResponse.parse(edited.json()).newsletter).toMatchObject({ subject: 'Autumn news', format: 'text', status: 'draft' });
    await created(other, { subject: 'Elsewhere' });

    const list = NewsletterListResponse.parse((await adminCall('GET', `/api/admin/newsletters?siteId=${site.id}`)).json());
    expect(list.newsletters.map((n) => n.subject)).toEqual(['Autumn news']);
    const all = NewsletterListResponse.parse((await adminCall('GET', '/api/admin/newsletters')).json());
    expect(all.newsletters.map((n) => n.subject)).toEqual(expect.arrayContaining(['Autumn news', 'Elsewhere']));

    await send(newsletter.id);
    const [sent] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'newsletter.send'));
    expect(sent).toMatchObject({ subjectType: 'newsletter', staffEmail: adminEmail, reason: 'monthly news' });
    const late = await adminCall('PUT', `/api/admin/newsletters/${newsletter.id}`, draft(site, { subject: 'Too late' }));
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe('newsletter_not_draft');
    expect((await read(newsletter.id)).subject).toBe('Autumn news');
  });

  it('answers bad input with 400, an unknown newsletter with 404, and other roles with 403', async () => {
    const site = await addSite(t, {});
    const empty = await adminCall('POST', '/api/admin/newsletters', draft(site, { subject: '  ', language: 'xx' }));
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toMatchObject({ subject: 'required', language: expect.any(String) });
    const noSite = await adminCall('POST', '/api/admin/newsletters', draft(site, { site_id: 2_000_000_000 }));
    expect(noSite.statusCode).toBe(400);
    expect(errorOf(noSite).fields).toEqual({ site_id: 'invalid' });
    expect((await adminCall('POST', '/api/admin/newsletters/2000000000/send', { reason: 'monthly news' })).statusCode).toBe(404);
    const newsletter = await created(site);
    const noReason = await adminCall('POST', `/api/admin/newsletters/${newsletter.id}/send`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason).fields).toEqual({ reason: 'reason_required' });
    expect((await read(newsletter.id)).status).toBe('draft');

    const support = await staffCookie(t, 'support', clock.now());
    expect((await adminCall('GET', '/api/admin/newsletters', undefined, support)).statusCode).toBe(403);
    expect((await adminCall('POST', '/api/admin/newsletters', draft(site), support)).statusCode).toBe(403);
  });
});
