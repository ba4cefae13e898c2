import { describe, expect, test } from 'vitest';
import { FOOTER_LINKS, shell, text } from './support/app';
import { useBrowser } from './support/browser';

/** SPEC §7: site data is loaded once per visit and served from the cache afterwards. */
const CACHED_CALLS = ['/api/settings.php', '/api/companyinfo.php'] as const;

describe('site API cache', () => {
  const browser = useBrowser();

  test('settings and company info come with the page and are not asked for again across client-side navigation', async () => {
    const { page } = browser;
    const ui = shell(page);
    const requests = new Map<string, number>(CACHED_CALLS.map((path) => [path, 0]));
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (requests.has(pathname)) requests.set(pathname, requests.get(pathname)! + 1);
    });

    await page.goto('/');
    await ui.hero.waitFor();
    // The footer's copyright line comes with the company info.
    await ui.footer.getByText('©').waitFor();

    // Footer links, clicked as a visitor does, so the app navigates without reloading.
    for (const [href, key] of [FOOTER_LINKS[0], FOOTER_LINKS[4]]) {
      await ui.footerLinks.getByText(text('en', key), { exact: true }).click();
      await page.waitForURL((url) => url.pathname === href);
      await page.locator('[data-route]').waitFor();
    }
    // The home page is rendered by the server with both in it (issue #20): the app asks for them no more.
    expect(Object.fromEntries(requests)).toEqual({ '/api/settings.php': 0, '/api/companyinfo.php': 0 });
  });
});
