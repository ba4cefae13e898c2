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
    expect(await context.cookies()).toEqual([]);
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
