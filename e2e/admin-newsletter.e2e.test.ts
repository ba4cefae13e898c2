import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEMO_ADMIN } from '../apps/server/src/db/seed/demo-admin';
import { openAdmin } from './support/admin';
import { screenshots, useBrowser } from './support/browser';
import { signUpConfirmed } from './support/discovery';
import { mailboxPath } from './support/mailbox';

const APP_HEADERS = { 'x-request-type': 'app' };

/** The mails to `to` in the dev mailbox with this subject. */
async function mailsWithSubject(page: Page, to: string, subject: string) {
  await page.goto(mailboxPath(to));
  return page.locator('article.mail').filter({ has: page.locator('h2', { hasText: subject }) });
}

describe('newsletters in the back office (issue 17)', () => {
  const browser = useBrowser();

  test('an admin writes, previews, tests and sends a newsletter that an opted-in member gets once, and can unsubscribe from', async () => {
    const { page } = browser;
    const member = await signUpConfirmed(page, 'news');
    const optIn = await page.request.put('/api/user.php', { headers: APP_HEADERS, data: { notification_settings: { newsletter: true } } });
    expect(optIn.status(), await optIn.text()).toBe(200);
    const subject = `Summer at Rainbow Date ${Date.now()}`;

    const admin = await browser.freshPage();
    await openAdmin(admin, '/admin/newsletters');
    await admin.getByRole('heading', { name: 'Newsletters' }).waitFor();
    await admin.getByTestId('new-newsletter').click();
    await admin.waitForURL((url) => url.pathname === '/admin/newsletters/new');
    const site = admin.locator('#newsletter-site');
    const localhost = await site.locator('option', { hasText: '(localhost)' }).getAttribute('value');
    await site.selectOption(localhost!);
    await admin.getByLabel('Language').selectOption('en');
    await admin.getByLabel('Subject').fill(subject);
    await admin.locator('#newsletter-body').fill('# Long evenings\n\nMeet **new people** near you this summer.\n\n[See who is online](https://example.test/members)');
    await admin.getByTestId('newsletter-preview').click();

    // Saved as a draft with an address of its own; the frame shows the mail as members get it.
    await admin.waitForURL((url) => /^\/admin\/newsletters\/\d+$/.test(url.pathname));
    const id = Number(new URL(admin.url()).pathname.split('/').pop());
    const frame = admin.frameLocator('[data-testid="newsletter-preview-frame"]');
    await frame.locator('strong', { hasText: 'new people' }).waitFor();
    expect(await frame.locator('body').innerText()).toContain('Hi Alex,');
    await expect.poll(() => admin.getByTestId('newsletter-recipients').innerText()).toMatch(/Would go to \d+ members? now/);
    const recipients = Number(/(\d+)/.exec(await admin.getByTestId('newsletter-recipients').innerText())![1]);
    expect(recipients).toBeGreaterThanOrEqual(1);
    await screenshots(admin, 'admin-newsletter-preview');

    // A test copy to the admin's own address, and to nobody else.
    await admin.getByTestId('newsletter-test').click();
    expect(await admin.getByTestId('test-sent').innerText()).toContain(DEMO_ADMIN.email);
    await expect.poll(async () => (await mailsWithSubject(page, DEMO_ADMIN.email, `[Test] ${subject}`)).count()).toBe(1);
    expect(await (await mailsWithSubject(page, member.email, subject)).count()).toBe(0);

    await admin.getByTestId('newsletter-send').click();
    await admin.getByTestId('send-confirm').waitFor();
    expect(await admin.getByTestId('send-confirm').innerText()).toContain(`goes to ${recipients} member`);
    await admin.getByLabel('Reason (kept in the audit log)').fill('summer campaign');
    await screenshots(admin, 'admin-newsletter-confirm');
    await admin.getByRole('button', { name: 'Send now' }).click();
    await admin.getByTestId('newsletter-progress').waitFor();
    await expect.poll(() => admin.getByTestId('newsletter-status').innerText(), { timeout: 20_000 }).toBe('Sent');
    expect(await admin.getByTestId('newsletter-counts').innerText()).toContain(`${recipients} sent`);
    await frame.locator('strong', { hasText: 'new people' }).waitFor();
    // Its audit trail: written, tested, sent, by the admin.
    await expect
      .poll(() => admin.getByRole('region', { name: 'Audit trail' }).innerText())
      .toMatch(/newsletter\.send[\s\S]*newsletter\.test[\s\S]*newsletter\.create/);
    await screenshots(admin, 'admin-newsletter-sent');

    // Sending again (a second click, a retried request) changes nothing; the member has it once.
    const again = await admin.request.post(`/api/admin/newsletters/${id}/send`, { headers: APP_HEADERS, data: { reason: 'clicked twice' } });
    expect(again.status()).toBe(200);
    const mails = await mailsWithSubject(page, member.email, subject);
    await expect.poll(() => mails.count()).toBe(1);
    // Past the next job round (3 s in the e2e server): still once.
    await page.waitForTimeout(4_000);
    expect(await (await mailsWithSubject(page, member.email, subject)).count()).toBe(1);

    // The mail's unsubscribe link leads to the page that switches the newsletter off.
    const unsubscribe = await mails.locator('a.mail-link[href*="/notifications?unsubscribe="]').first().getAttribute('href');
    expect(unsubscribe).toContain(`unsubscribe=${member.id}.newsletter.`);
    await page.goto(unsubscribe!);
    await page.getByTestId('unsubscribe-confirm').click();
    await page.getByTestId('unsubscribe-done').waitFor();
    const settings = await page.request.get('/api/user.php', { headers: APP_HEADERS });
    expect(((await settings.json()) as { user: { notification_settings: { newsletter: boolean } } }).user.notification_settings.newsletter).toBe(false);

    // The list of past newsletters shows it as sent.
    await admin.goto('/admin/newsletters');
    const row = admin.getByTestId('newsletter-row').filter({ hasText: subject });
    await row.waitFor();
    expect(await row.getByTestId('newsletter-status').innerText()).toBe('Sent');
    await screenshots(admin, 'admin-newsletters');
  });
});
