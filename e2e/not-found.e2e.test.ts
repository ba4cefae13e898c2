import { describe, expect, test } from 'vitest';
import { shell, text } from './support/app';
import { screenshots, useBrowser } from './support/browser';

describe('404 page (SPEC §8)', () => {
  const browser = useBrowser();

  // The browser logs each 404 answer (the page's own, and its API call's); a render fault would still fail a test.
  const allow404s = () => browser.allowErrors(/the server responded with a status of 404/);

  // Issue 21: the server answers 404 too (no soft 404s for search engines), rendering the page where it can.
  test('an unknown path shows the message inside the default layout, with a working link home', async () => {
    const { page } = browser;
    allow404s();
    const ui = shell(page);
    const response = await page.goto('/this/does/not/exist');
    expect(response!.status()).toBe(404);
    await ui.errorPage.waitFor();

    expect(await ui.errorPage.getAttribute('data-status')).toBe('404');
    expect(await ui.errorPage.locator('h1').innerText()).toBe(text('en', 'errors.page_not_found'));
    expect(await ui.navbar.isVisible()).toBe(true);
    expect(await ui.loginButton.isVisible()).toBe(true);
    expect(await ui.footer.isVisible()).toBe(true);
    await screenshots(page, 'not-found');

    await ui.errorPage.getByRole('link', { name: text('en', 'errors.back_home') }).click();
    await ui.hero.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await ui.errorPage.count()).toBe(0);
  });

  test('an unknown {token} static page is a 404 too', async () => {
    const { page } = browser;
    // Whether a token names a page the operator published, only the server knows: it answers 404.
    allow404s();
    const ui = shell(page);
    const response = await page.goto('/no-such-token');
    expect(response!.status()).toBe(404);
    await ui.errorPage.waitFor();
    expect(await ui.errorPage.getAttribute('data-status')).toBe('404');
    expect(await ui.errorPage.locator('h1').innerText()).toBe(text('en', 'errors.page_not_found'));
    expect(await ui.footer.isVisible()).toBe(true);
  });

  test('a member who does not exist is a 404, shown without a render fault', async () => {
    const { page } = browser;
    allow404s();
    const ui = shell(page);
    const response = await page.goto('/members/999999');
    expect(response!.status()).toBe(404);
    await page.locator('html[data-hydrated]').waitFor();
    await ui.errorPage.waitFor();
    expect(await ui.errorPage.locator('h1').innerText()).toBe(text('en', 'errors.page_not_found'));
  });
});
