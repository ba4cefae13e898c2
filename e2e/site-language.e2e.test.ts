import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { htmlLang, type Locale, shell, text } from './support/app';
import { screenshots, useBrowser } from './support/browser';

/**
 * Makes settings.php report another site language: the real answer, with domain_language
 * changed. The seeded demo site is English and seeding a second site belongs to the multi-site
 * issue, so this stands in for a German site until then.
 */
async function siteLanguageIs(page: Page, language: Locale): Promise<void> {
  await page.route('**/api/settings.php*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { domain_language: string; settings: { domain_language: string } };
    body.domain_language = language;
    body.settings.domain_language = language;
    await route.fulfill({ response, json: body });
  });
}

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
    await siteLanguageIs(page, 'de');
    await page.goto('/');
    await shell(page).hero.waitFor();
    await expect.poll(() => shell(page).loginButton.innerText()).toBe(text('de', 'nav.login'));
    expect(await htmlLang(page)).toBe('de');
    expect((await context.cookies()).map(({ name }) => name)).not.toContain('locale');
    await screenshots(page, 'home-site-language-de');
  });
});
