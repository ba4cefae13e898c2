import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { text } from './support/app';
import { PHONE, screenshots, useBrowser } from './support/browser';

/**
 * Issue #20: the public pages arrive as HTML with their real content, so a phone sees them before
 * any JavaScript has run, and the app then takes them over without drawing them again (a mismatch
 * would be a console error, which fails the test through useBrowser).
 */
describe('server-rendered first paint', () => {
  const browser = useBrowser();

  /** A browser that runs no JavaScript at all: what it shows came from the server. */
  async function withoutJavaScript(run: (page: Page) => Promise<void>): Promise<void> {
    const context = await browser.context.browser()!.newContext({
      baseURL: browser.url('/'),
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    try {
      await run(await context.newPage());
    } finally {
      await context.close();
    }
  }

  test('home, members search, a member and a static page show their content with JavaScript off', async () => {
    let memberPath = '';
    await withoutJavaScript(async (page) => {
      await page.goto('/');
      expect(await page.locator('h1').innerText()).toBe(text('en', 'home.niche.gay.title'));

      await page.goto('/members');
      expect(await page.getByTestId('result-count').innerText()).toMatch(/^\d+ members found$/);
      const firstMember = page.locator('main a[href^="/members/"]').first();
      memberPath = (await firstMember.getAttribute('href'))!;
      const name = (await firstMember.innerText()).split('\n')[0]!.trim();
      await screenshots(page, 'ssr-members-no-js');

      await page.goto(memberPath);
      expect(await page.locator('main h1').innerText()).toContain(name);

      await page.goto('/terms');
      expect(await page.locator('main h1').innerText()).not.toBe('');
      expect(await page.getByTestId('page-body').innerText()).not.toBe('');
    });

    // With JavaScript the same pages are taken over and work: a card opens its member inside the app.
    const { page } = browser;
    await page.goto('/members');
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page.locator(`main a[href="${memberPath}"]`).first().click();
    await page.waitForURL(`**${memberPath}`);
    await page.locator('[data-route="members-id"] h1').waitFor();
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
  });
});
