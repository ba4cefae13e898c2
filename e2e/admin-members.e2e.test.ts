import { describe, expect, test } from 'vitest';
import { failedRequest, filled, type Member, signUpViaApi, submitLogin } from './support/accounts';
import { openAdmin } from './support/admin';
import { text } from './support/app';
import { screenshots, useBrowser } from './support/browser';

/** The site's signup credits (the demo site's signup_credits). */
const SIGNUP_CREDITS = 10;

describe('members in the back office (issue #17)', () => {
  const browser = useBrowser();

  test('staff look a member up, a credit adjustment shows in the member’s credit history, and a ban sends the member to the ban page', async () => {
    const { page } = browser;
    // Chromium logs each 403 banned answer as a console error: the ban is what this test is about.
    browser.allowErrors(failedRequest(403));
    const member: Member = await signUpViaApi(page, 'banned');
    await page.goto('/transactions');
    await page.getByTestId('credit-history-row').first().waitFor();
    expect(await page.getByTestId('credit-history-row').first().innerText()).toContain(text('en', 'credit_history.kinds.signup'));

    const staff = await browser.freshPage();
    await openAdmin(staff, '/admin/members');
    await staff.getByLabel('E-mail, name or id').fill(member.email);
    await staff.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => staff.getByTestId('members-total').innerText()).toBe('1 member');
    await screenshots(staff, 'admin-members');
    await staff.getByRole('link', { name: member.name }).click();
    await staff.getByRole('heading', { name: new RegExp(member.name) }).waitFor();

    await staff.getByRole('button', { name: 'Adjust credits' }).click();
    const credits = staff.getByRole('dialog');
    await credits.getByLabel('Credits to add or take').fill('15');
    await credits.getByLabel('Reason (kept in the audit log)').fill('Credits lost to a failed gift');
    await credits.getByRole('button', { name: 'Adjust credits' }).click();
    await expect.poll(() => staff.getByTestId('member-credits').innerText()).toBe(String(SIGNUP_CREDITS + 15));
    await expect.poll(() => staff.getByRole('row').filter({ hasText: 'member.credits' }).first().innerText()).toContain('Credits lost to a failed gift');

    // The member sees the correction with the balance after it.
    await page.reload();
    const correction = page.getByTestId('credit-history-row').first();
    await expect.poll(() => correction.innerText()).toContain(text('en', 'credit_history.kinds.correction'));
    expect(await correction.innerText()).toContain(filled('credit_history.balance', { balance: SIGNUP_CREDITS + 15 }));
    await screenshots(page, 'member-credit-history');

    await staff.getByRole('button', { name: 'Ban or suspend' }).click();
    const ban = staff.getByRole('dialog');
    await ban.getByLabel('What to ban').selectOption('account');
    await ban.getByLabel('Reason (kept in the audit log)').fill('Asked members for money');
    await screenshots(staff, 'admin-member-ban-dialog');
    await ban.getByRole('button', { name: 'Ban', exact: true }).click();
    await expect.poll(() => staff.getByTestId('member-bans').innerText()).toContain('in force');
    await expect.poll(() => staff.getByTestId('member-sessions').innerText()).toContain('ended by ban');
    await screenshots(staff, 'admin-member');

    // The member's next visit: the session is over, and the ban page says why.
    await page.goto('/members');
    await page.waitForURL((url) => url.pathname === '/ban');
    await page.getByTestId('ban-notice').waitFor();
    expect(await page.getByTestId('ban-notice').innerText()).toContain(text('en', 'ban_notice.banned'));
    await page.getByTestId('page-body').waitFor();
    await screenshots(page, 'member-ban');

    // Logging in again, in another browser, meets the same page.
    const elsewhere = await browser.freshPage();
    expect(await submitLogin(elsewhere, member.email, member.password)).toBe(403);
    await elsewhere.waitForURL((url) => url.pathname === '/ban');
    await elsewhere.getByTestId('ban-notice').waitFor();
  });
});
