import { describe, expect, test } from 'vitest';
import { shell, text } from './support/app';
import { screenshots, useBrowser } from './support/browser';

describe('404 page (SPEC §8)', () => {
  const browser = useBrowser();

  /**
   * Opens an address that names nothing: the server answers 404 (issue 21: no soft 404s for search
   * engines) and the taken-over page shows the 404 message. The browser logs each 404 answer (the
   * page's own, and its API call's); a render fault would still fail the test.
   */
  async function openMissing(path: string) {
    const { page } = browser;
    browser.allowErrors(/the server responded with a status of 404/);
    const ui = shell(page);
    const response = await page.goto(path);
    expect(response!.status(), path).toBe(404);
    await page.locator('html[data-hydrated]').waitFor();
    expect(await ui.errorPage.getAttribute('data-status'), path).toBe('404');
    expect(await ui.errorPage.locator('h1').innerText(), path).toBe(text('en', 'errors.page_not_found'));
    return ui;
  }

  test('an unknown path shows the message inside the default layout, with a working link home', async () => {
    const { page } = browser;
    const ui = await openMissing('/this/does/not/exist');
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
    // Whether a token names a page the operator published, only the server knows: it answers 404.
    const ui = await openMissing('/no-such-token');
    expect(await ui.footer.isVisible()).toBe(true);
  });

  test('a member who does not exist is a 404, shown without a render fault', async () => {
    await openMissing('/members/999999');
  });

  test('a member address that is not a number is a 404 too', async () => {
    await openMissing('/members/abc');
    await openMissing('/members/abc/chat');
  });
});
