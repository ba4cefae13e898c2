import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAccessible } from './support/axe';
import { screenshots, useBrowser } from './support/browser';

/** A colour as the browser computes it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

const backgroundOf = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => getComputedStyle(element).backgroundColor);

describe("each site's theme colours from its settings (issue 21)", () => {
  const browser = useBrowser();
  /** The second demo site, Sie & Sie: Chromium resolves every *.localhost to this machine. */
  const onShe = (path: string) => {
    const url = new URL(browser.url(path));
    url.hostname = 'she.localhost';
    return url.href;
  };

  test("Sie & Sie's app and landers are its purple; Rainbow Date keeps SPEC §9's red", async () => {
    const { page } = browser;
    await page.goto(onShe('/'));
    await page.locator('.btn-primary').first().waitFor();
    expect(await backgroundOf(page, '.btn-primary')).toBe(rgb('#7b1fa2'));
    await expectAccessible(page, 'the Sie & Sie home page');
    await screenshots(page, 'colours-she-home');

    await page.goto(onShe('/landers/video/tonight'));
    await page.locator('.lander-cta').first().waitFor();
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--app-primary'));
    expect(primary.trim()).toBe('#7b1fa2');
    await expectAccessible(page, 'a Sie & Sie lander');
    await screenshots(page, 'colours-she-lander');

    await page.goto('/');
    await page.locator('.btn-primary').first().waitFor();
    expect(await backgroundOf(page, '.btn-primary')).toBe(rgb('#d50918'));
    await screenshots(page, 'colours-rainbow-home');
  });
});
