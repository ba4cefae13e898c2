import { describe, expect, test } from 'vitest';
import { text } from './support/app';
import { screenshots, useBrowser } from './support/browser';
import { searchApi, signUpConfirmed } from './support/discovery';

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

  test('a lost answer to a change is asked again only when the server applies it once (SPEC §7)', async () => {
    const page = browser.page;
    browser.allowErrors(/net::ERR_CONNECTION_RESET/);
    const member = await signUpConfirmed(page, 'retried');
    const [someone] = (await searchApi(page)).results;

    // A like is stored once however often it arrives: its lost answer is asked for again.
    const likes: string[] = [];
    await page.route('**/api/like.php', async (route) => {
      likes.push(route.request().method());
      if (likes.length === 1) await route.abort('connectionreset');
      else await route.continue();
    });
    await page.goto(`/members/${someone!.id}`);
    await page.getByTestId('like-button').click();
    await expect.poll(() => likes.length, { timeout: 10_000 }).toBe(2);
    await expect
      .poll(async () => {
        const { profiles } = (await (await page.request.get('/api/likes.php')).json()) as { profiles: { id: number; liked: boolean }[] };
        return profiles.filter((profile) => profile.liked).map((profile) => profile.id);
      })
      .toEqual([someone!.id]);

    // A new password is not: the member sees why and sends it again.
    const changes: string[] = [];
    await page.route('**/api/password.php', async (route) => {
      changes.push(route.request().method());
      if (changes.length === 1) await route.abort('connectionreset');
      else await route.continue();
    });
    await page.goto('/settings');
    await page.locator('#settings-old-password').fill(member.password);
    await page.locator('#settings-password').fill('a new horse battery');
    await page.locator('#settings-password-repeat').fill('a new horse battery');
    const submit = page.locator('#password').getByRole('button', { name: text('en', 'settings.password.submit') });
    await submit.click();
    await page.locator('#password').getByRole('alert').getByText(text('en', 'errors.network_error')).waitFor();
    await page.waitForTimeout(1500);
    expect(changes).toHaveLength(1);
    await submit.click();
    await page.locator('#password').getByTestId('saved').waitFor();
    expect(changes).toHaveLength(2);
  });
});
