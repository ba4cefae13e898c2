import { LIKE_TYPES, LOCALE_COOKIE } from '@app/core';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { htmlLang, LOCALES } from './support/app';
import { LONG_TEST, screenshots, useBrowser } from './support/browser';
import { signUpConfirmed } from './support/discovery';

/** The smallest phone screen issue 21 names (an iPhone SE). */
const SMALL_PHONE = { width: 375, height: 667 } as const;

/** Where an element is on the page, and whether all of it is inside the screen without scrolling. */
async function onScreen(page: Page, element: Locator): Promise<boolean> {
  const box = (await element.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
}

describe('phone fit at 375 × 667 (issue 21)', () => {
  const browser = useBrowser();

  test('the four likes tabs (three lists of likes and the visitors) are on screen in every language, their labels whole, the page no wider than the screen', async () => {
    const { page } = browser;
    await signUpConfirmed(page, 'phone-tabs');
    await page.setViewportSize(SMALL_PHONE);
    for (const locale of LOCALES) {
      await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: browser.url('/') }]);
      await page.goto('/likes');
      await expect.poll(() => htmlLang(page), { message: locale }).toBe(locale);
      for (const type of [...LIKE_TYPES, 'visitors']) {
        const tab = page.getByTestId(`likes-tab-${type}`);
        expect(await onScreen(page, tab), `${locale} ${type}`).toBe(true);
        const clipped = await tab.evaluate((link) => link.scrollWidth > link.clientWidth);
        expect(clipped, `${locale} ${type} label`).toBe(false);
      }
      // Nothing on the page (the welcome bonus strip, the alerts) pushes it sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${locale} width`).toBe(true);
      if (['en', 'de', 'pl', 'fi'].includes(locale)) await screenshots(page, `likes-tabs-${locale}`);
    }
    // Eleven languages, one page each.
  }, LONG_TEST);

  test("the swipe game's card, its name and both buttons fit one screen", async () => {
    const { page } = browser;
    await signUpConfirmed(page, 'phone-swipe');
    await page.setViewportSize(SMALL_PHONE);
    await page.goto('/swipe-game');
    const card = page.getByTestId('swipe-card');
    await card.waitFor();
    // The tab bar takes the bottom of the screen; a new member's welcome bonus keeps off this page on a phone.
    await page.getByTestId('tab-bar').waitFor();
    expect(await page.getByTestId('time-bonus-docked').count()).toBe(0);
    expect(await page.getByTestId('time-bonus-strip').isVisible()).toBe(false);
    expect(await onScreen(page, card.locator('h2'))).toBe(true);
    const tabBarTop = (await page.getByTestId('tab-bar').boundingBox())!.y;
    for (const button of ['swipe-like', 'swipe-pass']) {
      const control = page.getByTestId(button);
      expect(await onScreen(page, control), button).toBe(true);
      const { y, height } = (await control.boundingBox())!;
      expect(y + height, `${button} above the tab bar`).toBeLessThanOrEqual(tabBarTop);
    }
    await screenshots(page, 'swipe-small-phone');
  });
});
