import { NOTIFICATION_DEFAULTS, NOTIFICATION_TYPES } from '@app/core';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { logInViaUi, signUpViaApi } from './support/accounts';
import { PHONE, screenshots, useBrowser } from './support/browser';
import { signUpConfirmed } from './support/discovery';
import { mailboxPath } from './support/mailbox';

const APP_HEADERS = { 'x-request-type': 'app' };

const alert = (page: Page, name: string) => page.getByTestId(`alert-${name}`);

/** Which of the named alerts the page shows once it has settled on `path`. */
async function alertsOn(page: Page, path: string, names: string[]): Promise<string[]> {
  await page.goto(path);
  // The page's chunk, the user, the settings and the push state: all loaded once the network rests.
  await page.waitForLoadState('networkidle');
  await page.locator('#main > *').first().waitFor();
  const shown = [];
  for (const name of names) if (await alert(page, name).isVisible()) shown.push(name);
  return shown;
}

async function dismiss(page: Page, name: string): Promise<void> {
  await alert(page, name).getByRole('button', { name: 'Close' }).click();
  await alert(page, name).waitFor({ state: 'detached' });
}

describe('alerts of the default layout (SPEC §4, issue 7)', () => {
  const browser = useBrowser();

  test('a member without a photo gets the photo and push alerts where they belong; a dismissal lasts', async () => {
    const page = browser.page;
    await signUpConfirmed(page, 'alerts');
    const both = ['profile-photo', 'push'];

    expect(await alertsOn(page, '/members', both)).toEqual(both);
    expect(await alert(page, 'push').getByTestId('enable-push').innerText()).toBe('Turn on notifications');
    await screenshots(page, 'alerts-photo-push');
    await alert(page, 'profile-photo').getByRole('link', { name: 'Add a photo' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');

    // Each keeps off its own routes (SPEC §4).
    expect(await alertsOn(page, '/profile', both)).toEqual(['push']);
    expect(await alertsOn(page, '/settings', both)).toEqual(['push']);
    expect(await alertsOn(page, '/premium', both)).toEqual([]);
    expect(await alertsOn(page, '/directdebit', both)).toEqual([]);
    expect(await alertsOn(page, '/notifications', both)).toEqual([]);
    expect(await alertsOn(page, '/likes', both)).toEqual(both);

    await dismiss(page, 'profile-photo');
    expect(await alertsOn(page, '/likes', both)).toEqual(['push']);
    await dismiss(page, 'push');
    await page.reload();
    expect(await alertsOn(page, '/members', both)).toEqual([]);
  });

  test('the activation reminder: an alert, a modal on a phone right after signup, not on settings and notifications', async () => {
    const page = browser.page;
    await signUpViaApi(page, 'unconfirmed');
    const names = ['activate-reminder', 'profile-photo', 'push'];
    // At most two at once, the reminder first.
    expect(await alertsOn(page, '/members', names)).toEqual(['activate-reminder', 'profile-photo']);
    expect(await alertsOn(page, '/settings', names)).toEqual(['push']);
    expect(await alertsOn(page, '/notifications', names)).toEqual([]);

    await page.setViewportSize(PHONE);
    await page.goto('/members?api_signup_complete=1');
    const modal = page.locator('.modal.show', { has: page.getByText('Please activate your account') });
    await modal.waitFor();
    expect(await page.locator('.alert[data-testid="alert-activate-reminder"]').count()).toBe(0);
    await screenshots(page, 'alerts-activate-modal');
    await modal.locator('.modal-footer').getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.reload();
    expect(await alertsOn(page, '/members', names)).toEqual(['profile-photo', 'push']);
  });

  test('mail that stopped is explained, with the way to the notifications page', async () => {
    const page = browser.page;
    await signUpConfirmed(page, 'bounced');
    // The bounce intake is the mail provider's call (server-tested); here the session says it happened.
    await page.route('**/api/user.php', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const body = (await response.json()) as { user: { notifications_disabled: string[] } | null };
      if (body.user) body.user.notifications_disabled = ['bounce'];
      await route.fulfill({ response, json: body });
    });
    const names = ['notifications-disabled', 'profile-photo'];
    expect(await alertsOn(page, '/members', names)).toEqual(names);
    expect(await alert(page, 'notifications-disabled').innerText()).toContain('could not be delivered');
    await screenshots(page, 'alerts-disabled');
    expect(await alertsOn(page, '/settings', names)).toEqual([]);

    await page.goto('/members');
    await alert(page, 'notifications-disabled').getByRole('link', { name: 'What to do' }).click();
    await page.waitForURL((url) => url.pathname === '/notifications');
    await page.getByTestId('disabled-bounce').waitFor();
    expect(await alertsOn(page, '/notifications', names)).toEqual([]);
    await screenshots(page, 'notifications-disabled');
  });
});

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

describe('page behaviour (SPEC §4, §7)', () => {
  const browser = useBrowser();

  test('lb and tracking keys leave the address; leaving at once sends a bounce beacon', async () => {
    const page = browser.page;
    await page.goto('/?lb=1&network=adnet');
    await page.locator('main').waitFor();
    await page.waitForFunction(() => window.location.search === '');
    const beacon = page.waitForRequest((request) => request.url().endsWith('/api/page-hidden.php'));
    // Headless Chromium never hides a page by itself: say so, as the browser would on a tab switch.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const sent = await beacon;
    expect(sent.headers()['content-type']).toMatch(/^text\/plain/);
    expect(JSON.parse(sent.postData() ?? '')).toEqual({ path: '/', bounce: true });
    expect((await sent.response())?.status()).toBe(204);
  });

  test('settings fill country, region and town from the current location', async () => {
    const page = browser.page;
    await signUpConfirmed(page, 'located');
    // Set once the member's pages are open: set before, Chromium's override did not reach them.
    await browser.context.grantPermissions(['geolocation']);
    await browser.context.setGeolocation({ latitude: 52.52, longitude: 13.405 });
    await page.goto('/settings');
    await page.getByTestId('use-current-location').click();
    expect(await page.getByTestId('geolocation-status').getAttribute('data-outcome')).toBe('filled');
    expect(await page.locator('#settings-country').inputValue()).toBe('DE');
    expect(await page.locator('#settings-region').inputValue()).toBe('BE');
    expect(await page.locator('#settings-city').inputValue()).toBe('Berlin');
    await screenshots(page, 'settings-current-location');
    await page.locator('#location').getByRole('button', { name: 'Save' }).click();
    await page.locator('#location').getByTestId('saved').waitFor();
    await page.reload();
    expect(await page.locator('#settings-city').inputValue()).toBe('Berlin');
  });
});
