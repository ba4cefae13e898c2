import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { chooseLanguage, FOOTER_LINKS, htmlLang, type Locale, shell, text } from './support/app';
import { PHONE, screenshots, useBrowser } from './support/browser';

const CONTENT_DIR = new URL('../apps/server/src/modules/static-pages/content/', import.meta.url);

/** The footer links that lead to the Markdown pages (pricing and complaints are pages of their own). */
const PAGE_LINKS = FOOTER_LINKS.filter(([path]) => !['/pricing', '/complaints'].includes(path));

/** A page's title as its content file words it: the first `# ` heading, the site's name filled in. */
function titleOf(locale: Locale, path: string, site = 'Rainbow Date'): string {
  const markdown = readFileSync(new URL(`${locale}${path}.md`, CONTENT_DIR), 'utf8');
  return /^# (.+)$/m.exec(markdown)![1]!.replace('{site_name}', site);
}

describe('static pages (issue 8)', () => {
  const browser = useBrowser();

  test.each(['en', 'nl', 'de'] as const)('every footer page in %s shows its content with the company’s details', async (locale) => {
    const { page } = browser;
    const ui = shell(page);
    await page.goto('/');
    await ui.hero.waitFor();
    if (locale !== 'en') await chooseLanguage(page, locale);
    await expect.poll(() => htmlLang(page)).toBe(locale);

    for (const [path, label] of PAGE_LINKS) {
      await ui.footerLinks.getByText(text(locale, label), { exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      const title = page.locator('article h1');
      await expect.poll(() => title.innerText(), { message: path }).toBe(titleOf(locale, path));
      const body = await page.getByTestId('page-body').innerText();
      expect(body, path).not.toMatch(/\{\w+\}/);
      expect(body, path).toMatch(/Rainbow (Media B\.V\.|Date)/);
      expect(await page.title(), path).toBe(`${titleOf(locale, path)} | Rainbow Date`);
      const dated = path === '/terms' || path === '/privacy';
      expect(await page.getByTestId('page-updated').count(), path).toBe(dated ? 1 : 0);
      await screenshots(page, `static-${path.slice(1)}-${locale}`);
    }

    // The company's details, as the seed has them, in the customer service page's own words.
    await page.goto('/service');
    const service = page.getByTestId('page-body');
    await service.getByText('NL123456789B01').waitFor();
    expect(await service.innerText()).toContain('Herengracht 100, 1015 BS Amsterdam, Netherlands');
    expect(await service.locator('a[href="tel:+31201234567"]').innerText()).toBe('+31 20-123 45 67');
  });

  test('the second site, Sie & Sie, shows every page in German under its own name, and in French by choice', async () => {
    const { page, context } = browser;
    // The same server under the second demo site's host: Chromium resolves every *.localhost here.
    const she = (path: string) => {
      const address = new URL(browser.url(path));
      address.hostname = 'she.localhost';
      return address.href;
    };
    for (const locale of ['de', 'fr'] as const) {
      if (locale === 'fr') await context.addCookies([{ name: 'locale', value: 'fr', url: she('/') }]);
      for (const [path] of PAGE_LINKS) {
        await page.goto(she(path));
        await expect.poll(() => htmlLang(page), { message: path }).toBe(locale);
        const title = page.locator('article h1');
        await expect.poll(() => title.innerText(), { message: path }).toBe(titleOf(locale, path, 'Sie & Sie'));
        const body = await page.getByTestId('page-body').innerText();
        expect(body, path).not.toMatch(/\{\w+\}/);
        expect(body, path).toContain('Sie & Sie');
        expect(await page.title(), path).toBe(`${titleOf(locale, path, 'Sie & Sie')} | Sie & Sie`);
        expect(await shell(page).footerLinks.allInnerTexts(), path).toContain(text(locale, 'footer.terms'));
      }
      await screenshots(page, `static-service-she-${locale}`);
    }
  });

  test('the FAQ lists its questions and a link scrolls to the answer', async () => {
    const { page } = browser;
    // On a phone the page is long enough for any answer to come to the top.
    await page.setViewportSize(PHONE);
    await page.goto('/faq');
    const contents = page.locator('.app-static-toc a');
    await contents.first().waitFor();
    expect(await contents.count()).toBeGreaterThanOrEqual(10);
    const question = contents.nth(8);
    const target = (await question.getAttribute('href'))!;
    await question.click();
    await page.waitForURL((url) => url.hash === target);
    await expect.poll(() => page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, target.slice(1))).toBeLessThan(200);
  });

  test('the language page switches the interface language', async () => {
    const { page } = browser;
    await page.goto('/lang-config');
    const list = page.getByTestId('language-list');
    await list.waitFor();
    expect(await list.locator('[data-locale]').count()).toBe(11);
    await screenshots(page, 'lang-config-en');
    await list.locator('[data-locale="de"]').click();
    await expect.poll(() => htmlLang(page)).toBe('de');
    await expect.poll(() => page.locator('h1').innerText()).toBe(text('de', 'routes.lang-config'));
    expect(await list.locator('[data-locale="de"]').getAttribute('aria-current')).toBe('true');
  });

  test('a token that names no page is a 404', async () => {
    const { page } = browser;
    // Whether a token names a page the operator published, only the server knows: it answers 404.
    browser.allowErrors(/the server responded with a status of 404/);
    await page.goto('/no-such-page');
    expect(await shell(page).errorPage.getAttribute('data-status')).toBe('404');
  });
});
