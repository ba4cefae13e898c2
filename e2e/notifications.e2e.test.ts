import { NOTIFICATION_DEFAULTS, NOTIFICATION_TYPES } from '@app/core';
import { describe, expect, test } from 'vitest';
import { logInViaUi } from './support/accounts';
import { screenshots, useBrowser } from './support/browser';
import { signUpConfirmed } from './support/discovery';
import { mailboxPath } from './support/mailbox';

const APP_HEADERS = { 'x-request-type': 'app' };

describe('/notifications (issue 7)', () => {
  const browser = useBrowser();

  test('each kind of mail is a switch that is saved at once; settings link here', async () => {
    const page = browser.page;
    await signUpConfirmed(page, 'switches');
    await page.goto('/settings');
    await page.locator('#notifications').getByRole('link', { name: 'Manage notifications' }).click();
    await page.waitForURL((url) => url.pathname === '/notifications');

    for (const type of NOTIFICATION_TYPES) {
      expect(await page.locator(`#notification-${type}`).isChecked()).toBe(NOTIFICATION_DEFAULTS[type]);
    }
    expect(await page.getByTestId('push-section').getAttribute('data-permission')).toMatch(/^(prompt|denied|granted|unsupported)$/);
    await screenshots(page, 'notifications');

    await page.locator('#notification-like').uncheck();
    await page.getByTestId('saved').waitFor();
    await page.reload();
    await page.locator('#notification-message').waitFor();
    expect(await page.locator('#notification-like').isChecked()).toBe(false);
    expect(await page.locator('#notification-message').isChecked()).toBe(true);
    const response = await page.request.get('/api/user.php', { headers: APP_HEADERS });
    const { user } = (await response.json()) as { user: { notification_settings: Record<string, boolean> } };
    expect(user.notification_settings).toMatchObject({ like: false, message: true });
  });

  test('the unsubscribe link of a real notification mail asks, then switches that mail off', async () => {
    const page = browser.page;
    const liked = await signUpConfirmed(page, 'liked');
    const admirer = await browser.freshPage();
    await signUpConfirmed(admirer, 'admirer');
    const like = await admirer.request.post('/api/like.php', { headers: APP_HEADERS, data: { profile_id: liked.id } });
    expect(like.status(), await like.text()).toBe(200);

    // The like mail is sent by a job: read the mailbox until it is there, then follow its link logged out.
    const link = page.locator('article.mail a.mail-link[href*="/notifications?unsubscribe="]').first();
    await expect
      .poll(
        async () => {
          await page.goto(mailboxPath(liked.email));
          return link.count();
        },
        { message: 'the like mail with its unsubscribe link', timeout: 15_000, interval: 250 },
      )
      .toBeGreaterThan(0);
    const href = (await link.getAttribute('href'))!;
    await page.request.get('/api/logout.php');
    await page.goto(new URL(href).pathname + new URL(href).search);
    const question = page.getByTestId('unsubscribe-question');
    // The server shows the address masked (e***@example.com): a forwarded mail must not reveal it.
    expect(await question.innerText()).toMatch(/Unsubscribe from new like e-mails for e\*+@example\.com\?/);
    await screenshots(page, 'unsubscribe-question');
    await page.getByTestId('unsubscribe-confirm').click();
    expect(await page.getByTestId('unsubscribe-done').innerText()).toContain('You will no longer get new like e-mails.');
    await screenshots(page, 'unsubscribe-done');

    await logInViaUi(page, liked);
    await page.goto('/notifications');
    await page.locator('#notification-like').waitFor();
    expect(await page.locator('#notification-like').isChecked()).toBe(false);
    expect(await page.locator('#notification-message').isChecked()).toBe(true);
  });

  test('an unsubscribe link that expired or was never valid says so, logged out too', async () => {
    const page = browser.page;
    // The server answers the unknown token with a 4xx, which Chromium logs as a failed resource.
    browser.allowErrors(/Failed to load resource: the server responded with a status of 4\d\d/);
    await page.goto('/notifications?unsubscribe=no-such-token-0000');
    expect(await page.getByTestId('unsubscribe-invalid').innerText()).toBe('This link has expired or is invalid.');
    await screenshots(page, 'unsubscribe-invalid');
  });
});
