import { beforeAll, describe, expect, test } from 'vitest';
import { type DemoSiteSettings, demoSiteSettings, FOOTER_LINKS, footerTexts, shell, text, texts } from './support/app';
import { screenshots, useBrowser } from './support/browser';

/** SPEC §9: Bootstrap container max-width per breakpoint (`none` below 576 px: full width). */
const CONTAINER_WIDTHS = [
  [375, 'none'],
  [600, '540px'],
  [800, '720px'],
  [1000, '960px'],
  [1280, '1140px'],
] as const;

describe('home page, logged out', () => {
  const browser = useBrowser();
  let site: DemoSiteSettings;

  beforeAll(async () => {
    site = await demoSiteSettings();
  });

  test('shows the default layout: navigation, footer links, disclaimer and title', async () => {
    const { page } = browser;
    const ui = shell(page);
    await page.goto('/');
    await ui.hero.waitFor();

    await expect.poll(() => ui.brand.innerText()).toBe(site.name);
    expect(await ui.languageToggle.isVisible()).toBe(true);
    expect(await ui.loginButton.innerText()).toBe(text('en', 'nav.login'));
    expect(await ui.loginButton.getAttribute('href')).toBe('/login');

    const hrefs = await ui.footerLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(FOOTER_LINKS.map(([href]) => href));
    expect(await texts(ui.footerLinks)).toEqual(footerTexts('en'));

    await expect.poll(() => ui.disclaimer.innerText()).toContain(site.name);
    expect(await ui.usFooter.innerText()).toBe(text('en', 'footer.us_notice'));
    await expect.poll(() => page.title()).toBe(`${site.name} – ${site.index_title}`);

    await screenshots(page, 'home');
  });

  test('follows the SPEC §9 theme: primary colour, container widths, 15 px gutters', async () => {
    const { page } = browser;
    const ui = shell(page);
    await page.goto('/');
    await ui.hero.waitFor();

    const background = await ui.loginButton.evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(background).toBe('rgb(213, 9, 24)');

    // The hero's row keeps the default gutter; other rows choose their own (g-4).
    const rowMargin = await ui.hero.locator('.row').first().evaluate((row) => getComputedStyle(row).marginLeft);
    expect(rowMargin).toBe('-15px');

    const container = page.locator('main .container').first();
    for (const [width, maxWidth] of CONTAINER_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await container.evaluate((element) => getComputedStyle(element).maxWidth), `at ${width} px`).toBe(maxWidth);
    }
  });
});
