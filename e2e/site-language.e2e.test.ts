import { ENTRY_WARNING_COOKIE } from '@app/core';
import { describe, expect, test } from 'vitest';
import { htmlLang, shell, text } from './support/app';
import { screenshots, useBrowser } from './support/browser';

describe("first visit without a locale cookie uses the site's language (SPEC §7)", () => {
  const browser = useBrowser();

  test('the English demo site shows English', async () => {
    const { page, context } = browser;
    await page.goto('/');
    await shell(page).hero.waitFor();
    await expect.poll(() => shell(page).loginButton.innerText()).toBe(text('en', 'nav.login'));
    expect(await htmlLang(page)).toBe('en');
    // Only the answered entry warning, which the test's browser starts with (support/browser.ts).
    expect((await context.cookies()).map(({ name }) => name).filter((name) => name !== ENTRY_WARNING_COOKIE)).toEqual([]);
  });

  test('a German site shows German and stores no cookie, as the visitor chose nothing', async () => {
    const { page, context } = browser;
    // The second demo site, Sie & Sie, is German: Chromium resolves every *.localhost to this machine.
    const german = new URL(browser.url('/'));
    german.hostname = 'she.localhost';
    await page.goto(german.href);
    await shell(page).hero.waitFor();
    await expect.poll(() => shell(page).loginButton.innerText()).toBe(text('de', 'nav.login'));
    expect(await htmlLang(page)).toBe('de');
    expect((await context.cookies()).map(({ name }) => name)).not.toContain('locale');
    await screenshots(page, 'home-site-language-de');
  });
});
