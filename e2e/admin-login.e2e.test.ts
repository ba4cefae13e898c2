import { describe, expect, test } from 'vitest';
import { authenticatorCode } from './support/admin-login';
import { openAdmin } from './support/admin';
import { screenshots, useBrowser } from './support/browser';

describe('back office login with a second factor (issue #17)', () => {
  const browser = useBrowser();

  test('an admin adds a support member, who enrols an authenticator at the first login and logs in with codes after', async () => {
    const { page } = browser;
    await openAdmin(page, '/admin/staff');
    await page.getByRole('button', { name: 'Add staff member' }).click();
    const email = `support-${Date.now()}@staff.example`;
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Name', { exact: true }).fill('Sam Support');
    await page.getByLabel('Role', { exact: true }).selectOption('support');
    await page.getByLabel('Reason (kept in the audit log)').fill('new support hire');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const password = await page.getByTestId('first-password').innerText();
    await expect.poll(() => page.getByRole('row').filter({ hasText: email }).innerText()).toContain('not enrolled');
    await screenshots(page, 'admin-staff');

    // The new staff member, in another browser: the back office sends them to its login.
    const staffPage = await browser.freshPage();
    await staffPage.goto('/admin/audit');
    await staffPage.getByLabel('E-mail address').fill(email);
    await staffPage.getByLabel('Password').fill(password);
    await staffPage.getByRole('button', { name: 'Continue' }).click();
    const secret = await staffPage.getByTestId('totp-secret').innerText();
    expect(await staffPage.getByRole('img', { name: 'QR code of your authenticator secret' }).isVisible()).toBe(true);
    await screenshots(staffPage, 'admin-enrol');
    // The wrong code below is refused with a 401, which Chromium logs.
    browser.allowErrors(/status of 401 .*\/api\/admin\/enrolment/);
    await staffPage.getByLabel('Six-digit code').fill('000000');
    await staffPage.getByRole('button', { name: 'Enrol and log in' }).click();
    await staffPage.getByText('The code is wrong or was used already').waitFor();
    await staffPage.getByLabel('Six-digit code').fill(await authenticatorCode(secret));
    await staffPage.getByRole('button', { name: 'Enrol and log in' }).click();
    await expect.poll(() => staffPage.getByTestId('recovery-codes').locator('li').count()).toBe(10);
    await screenshots(staffPage, 'admin-recovery-codes');
    await staffPage.getByRole('button', { name: 'I have saved them, continue' }).click();
    // Back where they were going, with the sections of their role only.
    await staffPage.getByRole('heading', { name: 'Audit log' }).waitFor();
    expect(new URL(staffPage.url()).pathname).toBe('/admin/audit');
    expect(await staffPage.getByRole('link', { name: 'Staff', exact: true }).count()).toBe(0);

    await staffPage.getByRole('button', { name: 'Sam Support' }).click();
    await staffPage.getByRole('button', { name: 'Log out' }).click();
    await staffPage.getByLabel('E-mail address').fill(email);
    await staffPage.getByLabel('Password').fill(password);
    await staffPage.getByRole('button', { name: 'Continue' }).click();
    // The enrolment's code logged in once already: the next step's code logs in now.
    await staffPage.getByLabel('Code from your authenticator app').fill(await authenticatorCode(secret, 1));
    await staffPage.getByRole('button', { name: 'Log in' }).click();
    await staffPage.getByRole('heading', { name: 'Hello, Sam Support' }).waitFor();
    await screenshots(staffPage, 'admin-home');

    // A passkey instead of the code: this browser gets a virtual authenticator (touch and
    // fingerprint always given), as a laptop with a fingerprint reader would be.
    const devtools = await staffPage.context().newCDPSession(staffPage);
    await devtools.send('WebAuthn.enable');
    await devtools.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    await staffPage.getByRole('button', { name: 'Sam Support' }).click();
    await staffPage.getByRole('link', { name: 'Security and passkeys' }).click();
    await staffPage.getByLabel('Name of the new passkey').fill('Office laptop');
    await staffPage.getByRole('button', { name: 'Add a passkey' }).click();
    await staffPage.getByRole('cell', { name: 'Office laptop' }).waitFor();
    await screenshots(staffPage, 'admin-security');
    await staffPage.getByRole('button', { name: 'Sam Support' }).click();
    await staffPage.getByRole('button', { name: 'Log out' }).click();
    await staffPage.getByLabel('E-mail address').fill(email);
    await staffPage.getByLabel('Password').fill(password);
    await staffPage.getByRole('button', { name: 'Continue' }).click();
    await staffPage.getByRole('button', { name: 'Use a passkey instead' }).click();
    await staffPage.getByRole('heading', { name: 'Hello, Sam Support' }).waitFor();

    // The admin's audit log names who did it and why.
    await page.goto('/admin/audit');
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'staff.create' }).first().innerText()).toContain('new support hire');
    await screenshots(page, 'admin-audit');
  });

  test('a member session opens nothing in the back office', async () => {
    const { page } = browser;
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });
});
