import { describe, expect, test } from 'vitest';
import { type LayoutName, pathFor, ROUTE_NAMES, ROUTES, type RouteEntry, type RouteName } from '../apps/web/src/route-table';
import { shell } from './support/app';
import { LONG_TEST, screenshots, useBrowser } from './support/browser';

/** A value for every route parameter; optional ones are filled so the longest form is tried. */
const PARAMS = { id: '1', type: 'received', slug: 'x', paymentmethod: 'ideal' };

/** Which parts of the shell each layout shows (SPEC §2, Layouts). */
const LAYOUT_PARTS: Record<LayoutName, { navbar: boolean; loginButton: boolean; footer: boolean }> = {
  default: { navbar: true, loginButton: true, footer: true },
  lander: { navbar: true, loginButton: false, footer: true },
  chat: { navbar: false, loginButton: false, footer: false },
  empty: { navbar: false, loginButton: false, footer: false },
};

/** One screenshot per layout is enough to see each of them. */
const SCREENSHOT_OF: Partial<Record<RouteName, string>> = {
  'chats-id': 'layout-chat',
  'members-id-signup': 'layout-empty',
  'landers-gallery-slug': 'layout-lander',
  'pages-terms': 'layout-default-static-page',
};

/**
 * Members-only pages (SPEC §6) send a visitor to /login?next=<the page>. Which pages are is read
 * from what each route does, as more of them arrive with later issues; these must be among them:
 * the settings belong to a member, 'complete your signup' to someone who has just signed up.
 */
const MEMBERS_ONLY_AT_LEAST: readonly RouteName[] = ['settings', 'complete-signup'];
/** Pages for everybody: they must never ask to log in. */
const NEVER_MEMBERS_ONLY: readonly RouteName[] = ['index', 'login', 'signup', 'reset-password', 'pages-terms'];

describe('route table (SPEC §2)', () => {
  const browser = useBrowser();

  // {token} pages are covered by the 404 test: no token is published yet.
  const routes = ROUTE_NAMES.filter((name) => name !== 'pages-token');

  test(`all ${routes.length} routes render their page in their layout, or send a visitor to log in`, async () => {
    const { page } = browser;
    const ui = shell(page);
    const membersOnly: RouteName[] = [];
    for (const name of routes) {
      const path = pathFor(name, PARAMS);
      const { layout } = ROUTES[name];
      await page.goto(path);
      // Pages say which route they are (landers, their own page, which lander); the home page has its hero.
      const own =
        name === 'index' ? ui.hero : layout === 'lander' ? page.locator(`[data-lander="${(ROUTES[name] as RouteEntry).lander}"]`) : page.locator(`[data-route="${name}"]`);
      const login = page.locator('[data-route="login"]');
      await own.or(login).first().waitFor();
      if (name !== 'login' && (await login.count()) > 0) {
        const url = new URL(page.url());
        expect(`${url.pathname}?next=${url.searchParams.get('next')}`, `${name} sends a visitor to log in`).toBe(
          `/login?next=${path}`,
        );
        membersOnly.push(name);
        continue;
      }

      expect(await ui.errorPage.count(), `${path} shows an error`).toBe(0);
      const parts = {
        navbar: await ui.navbar.isVisible(),
        loginButton: await ui.loginButton.isVisible(),
        footer: await ui.footer.isVisible(),
      };
      expect(parts, `${name} (${path}) in the ${layout} layout`).toEqual(LAYOUT_PARTS[layout]);
      if (layout === 'lander') expect(await ui.brand.isVisible(), `${path} brand bar`).toBe(true);

      const screenshot = SCREENSHOT_OF[name];
      if (screenshot) await screenshots(page, screenshot);
    }
    expect(membersOnly, 'members-only routes').toEqual(expect.arrayContaining([...MEMBERS_ONLY_AT_LEAST]));
    expect(membersOnly.filter((name) => NEVER_MEMBERS_ONLY.includes(name)), 'public routes asking to log in').toEqual([]);
    // About 50 full page loads: some 8 s here, with room for a slow machine.
  }, LONG_TEST);
});
