import { describe, expect, test } from 'vitest';
import { shell, text } from './support/app';
import { screenshots, useBrowser } from './support/browser';

describe('404 page (SPEC §8)', () => {
  const browser = useBrowser();

  // The HTML document itself is always 200 (the server hands every page URL to the SPA), so only
  // what the visitor sees is checked.
  test('an unknown path shows the message inside the default layout, with a working link home', async () => {
    const { page } = browser;
    const ui = shell(page);
    await page.goto('/this/does/not/exist');
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
    browser.allowErrors(/the server responded with a status of 404/);
    const ui = shell(page);
    await page.goto('/no-such-token');
    await ui.errorPage.waitFor();
    expect(await ui.errorPage.getAttribute('data-status')).toBe('404');
    expect(await ui.errorPage.locator('h1').innerText()).toBe(text('en', 'errors.page_not_found'));
    expect(await ui.footer.isVisible()).toBe(true);
  });
});
