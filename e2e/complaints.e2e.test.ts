import { describe, expect, test } from 'vitest';
import { failedRequest } from './support/accounts';
import { openAdmin } from './support/admin';
import { text } from './support/app';
import { screenshots, useBrowser } from './support/browser';
import { searchApi, signUpConfirmed } from './support/discovery';
import { mailWithSubject } from './support/mailbox';

describe('complaints with decisions (issue #18, EU DSA)', () => {
  const browser = useBrowser();

  test('an underage complaint hides the profile at once, and a ban ends in a statement of reasons by mail and in the app', async () => {
    const { page } = browser;
    // The reported member's app meets 403 banned once the decision is made: that is the point.
    browser.allowErrors(failedRequest(403));
    const reported = await browser.freshPage();
    const member = await signUpConfirmed(reported, 'reported');
    const reporter = await signUpConfirmed(page, 'reporter');
    const listed = async () => (await searchApi(page)).results.some((result) => result.id === member.id);
    expect(await listed()).toBe(true);

    // The reporter files the complaint from the member's page.
    await page.goto(`/members/${member.id}`);
    await page.getByTestId('member-more').click();
    await page.getByTestId('report').click();
    await page.waitForURL((url) => url.pathname === '/complaints');
    await page.locator('#complaint-reason').selectOption('underage');
    await page.locator('#complaint-message').fill('In the chat this member says they are fifteen.');
    await page.getByTestId('complaint-submit').click();
    const reference = /C-\d{4}-\d{6}/.exec(await page.getByTestId('complaint-reference').innerText())![0];
    await screenshots(page, 'complaint-sent');
    const ack = await mailWithSubject(page, reporter.email, new RegExp(reference));
    expect(ack).toContain(reference);

    // Gone from search at once, before anyone looked at it.
    expect(await listed()).toBe(false);

    // A staff member bans, citing the rule.
    const staff = await browser.freshPage();
    await openAdmin(staff, '/admin/complaints');
    await staff.getByRole('link', { name: reference }).click();
    await staff.getByTestId('reported-member').waitFor();
    await staff.getByLabel('Decision').selectOption('ban');
    await staff.getByLabel('Rule broken').selectOption('minor');
    await staff.getByLabel('Explanation').fill('The member wrote in chat that they are fifteen; minors may not use the site.');
    await screenshots(staff, 'admin-complaint');
    await staff.getByRole('button', { name: 'Decide' }).click();
    await expect.poll(() => staff.getByTestId('complaint-status').innerText()).toBe('decided');
    await expect.poll(() => staff.getByRole('row').filter({ hasText: 'complaint.decide' }).count()).toBe(1);
    await screenshots(staff, 'admin-complaint-decided');

    // The statement of reasons reaches the reported member by mail...
    const statement = await mailWithSubject(reported, member.email, new RegExp(`Decision on a complaint about your account \\(${reference}\\)`));
    for (const part of ['Account banned', 'Members must be adults', 'they are fifteen', 'Settings → Complaints']) expect(statement).toContain(part);

    // ...and in the app: banned, the member lands on the ban page, which shows the decision and the appeal.
    await reported.goto('/settings');
    await reported.waitForURL((url) => url.pathname === '/ban');
    const own = reported.locator(`[data-testid="my-complaint"][data-reference="${reference}"]`);
    await own.waitFor();
    expect(await own.getByTestId('decision').innerText()).toContain(text('en', 'complaints.decisions.ban'));
    expect(await own.getByTestId('decision-explanation').innerText()).toContain('they are fifteen');
    await screenshots(reported, 'complaint-statement');
    await own.getByTestId('appeal-open').click();
    await own.locator('textarea').fill('I am 19; I was joking in that chat.');
    await own.getByTestId('appeal-submit').click();
    await expect.poll(() => own.getByTestId('appeal').innerText()).toContain('a different member of our team');

    // The reporter sees the outcome under their settings.
    await page.goto('/settings#complaints');
    const theirs = page.locator(`[data-testid="my-complaint"][data-reference="${reference}"]`);
    await expect.poll(() => theirs.getByTestId('decision').innerText()).toContain(text('en', 'complaints.decisions.ban'));
    await screenshots(page, 'settings-complaints');
  });

  test('a member who blocks someone reports them in the same step', async () => {
    const { page } = browser;
    const other = await browser.freshPage();
    const blocked = await signUpConfirmed(other, 'blocked');
    await signUpConfirmed(page, 'blocker');
    await page.goto(`/members/${blocked.id}`);
    await page.getByTestId('member-more').click();
    await page.getByTestId('block').click();
    const dialog = page.getByTestId('block-confirm');
    await dialog.getByTestId('block-also-report').check();
    await dialog.locator('#block-report-reason').selectOption('harassment');
    await dialog.locator('#block-report-message').fill('Keeps sending me insults after I said no.');
    await screenshots(page, 'block-and-report');
    await dialog.getByRole('button', { name: text('en', 'members.block_and_report') }).click();
    await page.getByTestId('blocked-by-you').waitFor();

    await page.goto('/settings#complaints');
    const filed = page.getByTestId('my-complaint').filter({ hasText: blocked.name });
    await expect.poll(() => filed.count()).toBe(1);
    expect(await filed.innerText()).toContain(text('en', 'complaints.reasons.harassment'));
  });
});
