import { describe, expect, test } from 'vitest';
import { screenshots, useBrowser } from './support/browser';
import { signUpConfirmed } from './support/discovery';

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
