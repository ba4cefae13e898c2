import { randomUUID } from 'node:crypto';
import { LOCALE_COOKIE } from '@app/core';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signUpViaApi } from './support/accounts';
import { htmlLang, type Locale, LOCALES, text } from './support/app';
import { LONG_TEST, screenView, useBrowser } from './support/browser';
import { signUpConfirmed } from './support/discovery';
import { textLayout } from './support/text-fit';

/** The smallest phone screen issue 21 names (an iPhone SE), and a laptop's. */
const SMALL_PHONE = { width: 375, height: 667 } as const;
const LAPTOP = { width: 1280, height: 800 } as const;
const LOOKED_AT: readonly Locale[] = ['en', 'de', 'pl', 'fi'];
const APP_HEADERS = { 'x-request-type': 'app' };

const TABS = ['members', 'swipe-game', 'chats', 'likes', 'profile'] as const;
/** Everything that may show as a banner: the SPEC §4 alerts, the bonus strip at the top and its phone twin. */
const BANNERS = '[data-testid^="alert-"], [data-testid="time-bonus-strip"], [data-testid="time-bonus-docked"]';

/** A banner's height as one row (title and button side by side); stacked they took 112 px. */
const ONE_ROW = 80;

type Box = { x: number; y: number; width: number; height: number };
const box = async (element: Locator): Promise<Box> => (await element.boundingBox())!;

/**
 * Holds the member profile requests until the returned release is called: a slow navigation the
 * test ends itself, so a busy machine cannot end it before the bar has been looked at.
 */
async function holdProfiles(page: Page): Promise<() => Promise<void>> {
  const pattern = '**/api/profile.php?*';
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return async () => {
    open();
    // Waits for the held requests to go on: `unroute` answers a request whose handler is still
    // running, which then fails ("Route is already handled"). This file routes nothing else.
    await page.unrouteAll({ behavior: 'wait' });
  };
}

/** Whether all of the element is on the screen without scrolling. */
async function onScreen(page: Page, element: Locator): Promise<boolean> {
  const { x, y, width, height } = await box(element);
  const screen = page.viewportSize()!;
  return x >= 0 && y >= 0 && x + width <= screen.width && y + height <= screen.height;
}

/** The banners the screen shows once the page has settled (its chunk, the member, the alerts' state). */
async function visibleBanners(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.locator('#main > *').first().waitFor();
  const shown: string[] = [];
  for (const banner of await page.locator(BANNERS).all()) if (await banner.isVisible()) shown.push((await banner.getAttribute('data-testid'))!);
  return shown;
}

async function useLocale(page: Page, locale: Locale, url: string): Promise<void> {
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url }]);
}

describe('phone navigation, banners and loading (issue 21)', () => {
  const browser = useBrowser();

  test('a member’s phone has a tab bar of five with the counts; the page ends above it; a conversation has the screen to itself', async () => {
    const { page } = browser;
    const member = await signUpConfirmed(page, 'tabs');
    const admirer = await browser.freshPage();
    await signUpConfirmed(admirer, 'tabs-admirer');
    expect((await admirer.request.post('/api/like.php', { headers: APP_HEADERS, data: { profile_id: member.id } })).status()).toBe(200);
    const sent = await admirer.request.post('/api/messages.php', {
      headers: APP_HEADERS,
      data: { kind: 'text', profile_id: member.id, text: 'Hello from the tab bar test', client_message_id: randomUUID() },
    });
    expect(sent.status(), await sent.text()).toBe(200);

    await page.setViewportSize(SMALL_PHONE);
    for (const locale of LOOKED_AT) {
      await useLocale(page, locale, browser.url('/'));
      await page.goto('/members');
      await expect.poll(() => htmlLang(page), { message: locale }).toBe(locale);
      const bar = page.getByTestId('tab-bar');
      await bar.waitFor();
      await screenView(page, `tab-bar-members-${locale}-375`);
      expect(await bar.getByRole('link').count()).toBe(TABS.length);
      const barBox = await box(bar);
      expect(barBox.y + barBox.height).toBe(SMALL_PHONE.height);
      for (const tab of TABS) {
        const link = page.getByTestId(`tab-${tab}`);
        expect(await onScreen(page, link), `${locale} ${tab}`).toBe(true);
        const label = link.locator('.app-tab-label');
        expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth), `${locale} ${tab} label`).toBe(true);
      }
      expect(await page.getByTestId('tab-members').getAttribute('aria-current')).toBe('page');
      await expect.poll(() => page.getByTestId('tab-chats').getByTestId('nav-badge').innerText()).toBe('1');
      await expect.poll(() => page.getByTestId('tab-likes').getByTestId('nav-badge').innerText()).toBe('1');

      // The top bar keeps the brand, Get Premium, the language and the account menu, with no menu button.
      expect(await page.locator('.navbar-toggler').isVisible()).toBe(false);
      expect(await page.locator('.navbar a[href="/premium"]').isVisible()).toBe(true);
      expect(await page.getByTestId('language-dropdown').isVisible()).toBe(true);
      expect(await page.getByTestId('account-dropdown').isVisible()).toBe(true);
      expect(await page.locator('.navbar a[href="/chats"]').isVisible()).toBe(false);
      expect((await box(page.locator('.navbar'))).height, locale).toBeLessThan(70);

      // The page's end scrolls out from under the bar.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footerEnd = await page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().bottom);
      expect(footerEnd, locale).toBeLessThanOrEqual(barBox.y + 1);
    }

    // The account menu still has settings and logout.
    await page.getByTestId('account-dropdown').locator('.dropdown-toggle').click();
    await page.locator('.dropdown-menu.show a[href="/settings"]').waitFor();
    expect(await page.getByTestId('logout').isVisible()).toBe(true);
    await screenView(page, 'account-menu-375');

    await page.getByTestId('tab-likes').click();
    await page.waitForURL((url) => url.pathname === '/likes');
    expect(await page.getByTestId('tab-likes').getAttribute('aria-current')).toBe('page');
    expect(await page.getByTestId('tab-members').getAttribute('aria-current')).toBeNull();

    // A conversation takes the whole screen, as in the dating apps: no bar under its composer.
    await page.getByTestId('tab-chats').click();
    await page.waitForURL((url) => url.pathname === '/chats');
    await page.getByTestId('chat-item').locator('a').first().click();
    await page.waitForURL((url) => /^\/chats\/\d+$/.test(url.pathname));
    await page.getByTestId('message').first().waitFor();
    expect(await page.getByTestId('tab-bar').count()).toBe(0);
  }, LONG_TEST);

  test('from md up there is no tab bar, and the top bar’s items keep to one line each in every language', async () => {
    const { page } = browser;
    await signUpConfirmed(page, 'top-nav');
    await page.setViewportSize(LAPTOP);
    for (const locale of LOCALES) {
      await useLocale(page, locale, browser.url('/'));
      await page.goto('/members');
      await expect.poll(() => htmlLang(page), { message: locale }).toBe(locale);
      expect(await page.getByTestId('tab-bar').isVisible()).toBe(false);
      for (const link of await page.locator('.navbar .nav-link').all()) {
        const { height } = await box(link);
        expect(height, `${locale} ${await link.innerText()}`).toBeLessThan(48);
      }
      if (LOOKED_AT.includes(locale)) await screenView(page, `top-nav-members-${locale}-1280`);
    }
    // Eleven pages, each with its language's texts: 20–30 s on two busy cores.
  }, LONG_TEST);

  test('a visitor’s header fits one line on a small phone in every language', async () => {
    const { page } = browser;
    await page.setViewportSize(SMALL_PHONE);
    for (const locale of LOCALES) {
      await useLocale(page, locale, browser.url('/'));
      await page.goto('/login');
      await expect.poll(() => htmlLang(page), { message: locale }).toBe(locale);
      const login = page.getByTestId('login-button');
      expect(await login.innerText()).toBe(text(locale, 'nav.login'));
      // One line of a button's text: about 38 px high.
      expect((await box(login)).height, locale).toBeLessThan(45);
      expect(await onScreen(page, login), locale).toBe(true);
      expect(await page.getByTestId('tab-bar').count()).toBe(0);
      if (LOOKED_AT.includes(locale)) await screenView(page, `visitor-header-${locale}-375`);
    }
  });

  test('right after signup a phone shows one banner at most, under the page’s own message, and none where a member pays', async () => {
    const { page } = browser;
    await signUpViaApi(page, 'banners');
    await page.setViewportSize(SMALL_PHONE);

    // The signup's last step has the screen to itself: "Confirm your e-mail address", its text and buttons.
    expect(await visibleBanners(page, '/complete-signup')).toEqual([]);
    const title = page.locator('#main h1');
    expect(await title.innerText()).toBe(text('en', 'signup.complete.title'));
    expect(await onScreen(page, title)).toBe(true);
    expect(await onScreen(page, page.getByTestId('complete-signup-email'))).toBe(true);
    await screenView(page, 'after-signup-complete-375');

    // The confirmation waits: it takes the one place, its title beside its button (two short lines at most, not a stack).
    expect(await visibleBanners(page, '/members')).toEqual(['alert-activate-reminder']);
    await screenView(page, 'after-signup-members-375');
    expect((await box(page.getByTestId('alert-activate-reminder'))).height).toBeLessThan(ONE_ROW);
    // Its button wraps between words only, in every language: never 'e-' on one line and 'mail' on the next.
    for (const locale of LOCALES) {
      await useLocale(page, locale, browser.url('/'));
      expect(await visibleBanners(page, '/members'), locale).toEqual(['alert-activate-reminder']);
      await expect.poll(() => htmlLang(page), { message: locale }).toBe(locale);
      expect((await textLayout(page.getByTestId('resend-activation'))).brokenWords, locale).toEqual([]);
      expect((await box(page.getByTestId('alert-activate-reminder'))).height, locale).toBeLessThan(ONE_ROW);
      if (LOOKED_AT.includes(locale)) await screenView(page, `alert-${locale}-375`);
    }
    await useLocale(page, 'en', browser.url('/'));

    // None on the pages that sell credits and take the payment.
    expect(await visibleBanners(page, '/credits')).toEqual([]);
    await screenView(page, 'after-signup-credits-375');
    expect(await visibleBanners(page, '/credits/starter/creditcard')).toEqual([]);
    expect(await visibleBanners(page, '/premium')).toEqual([]);

    // A wider screen keeps SPEC §4's: the bonus strip under the navigation and the reminder docked.
    await page.setViewportSize(LAPTOP);
    expect((await visibleBanners(page, '/members')).sort()).toEqual(['alert-activate-reminder', 'time-bonus-strip']);
    await screenView(page, 'after-signup-members-1280');
  }, LONG_TEST);

  test('a confirmed new member’s phone shows the welcome bonus on one line over the tab bar, and the photo alert once it is hidden', async () => {
    const { page } = browser;
    await signUpConfirmed(page, 'bonus-phone');
    await page.setViewportSize(SMALL_PHONE);
    for (const locale of LOCALES) {
      await useLocale(page, locale, browser.url('/'));
      expect(await visibleBanners(page, '/likes'), locale).toEqual(['time-bonus-docked']);
      await expect.poll(() => htmlLang(page), { message: locale }).toBe(locale);
      // The offer's button keeps to one line ('Hyödynnä 25 %:n alennus' too).
      expect((await textLayout(page.getByTestId('time-bonus-docked').getByTestId('time-bonus-strip-cta'))).lines, locale).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${locale} width`).toBe(true);
      expect(await onScreen(page, page.getByTestId('time-bonus-docked').getByRole('button').last()), `${locale} close`).toBe(true);
      const docked = await box(page.getByTestId('time-bonus-docked'));
      const bar = await box(page.getByTestId('tab-bar'));
      expect(docked.y + docked.height, locale).toBeLessThanOrEqual(bar.y);
      expect(docked.height, locale).toBeLessThan(ONE_ROW);
      expect((await box(page.locator('#main h1'))).y + 40).toBeLessThan(docked.y);
      if (LOOKED_AT.includes(locale)) await screenView(page, `bonus-docked-${locale}-375`);
    }
    await page.getByTestId('time-bonus-docked').getByRole('button').last().click();
    await page.getByTestId('time-bonus-docked').waitFor({ state: 'detached' });
    await useLocale(page, 'en', browser.url('/'));
    expect(await visibleBanners(page, '/likes')).toEqual(['alert-profile-photo']);
    const photo = await box(page.getByTestId('alert-profile-photo'));
    expect(photo.height).toBeLessThan(ONE_ROW);
    expect(photo.y + photo.height).toBeLessThanOrEqual((await box(page.getByTestId('tab-bar'))).y);
    await screenView(page, 'photo-alert-375');
  });

  test('a slow navigation shows the progress bar until the page has its data; a quick one shows none', async () => {
    const { page } = browser;
    await signUpConfirmed(page, 'progress');
    await page.setViewportSize(LAPTOP);
    await page.goto('/members');
    const cards = page.locator('main a[href^="/members/"]');
    const card = cards.first();
    await card.waitFor();
    const hrefs = [...new Set(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))];
    // Counts every time the bar comes, however briefly.
    await page.evaluate(() => {
      const seen = { count: 0 };
      Object.assign(window, { progressSeen: seen });
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.addedNodes) if (node instanceof HTMLElement && node.matches('[role="progressbar"]')) seen.count += 1;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const seen = () => page.evaluate(() => (window as unknown as { progressSeen: { count: number } }).progressSeen.count);

    let release = await holdProfiles(page);
    await card.click();
    const bar = page.getByTestId('navigation-progress');
    await bar.waitFor();
    expect(await bar.getAttribute('role')).toBe('progressbar');
    expect((await box(bar)).y).toBe(0);
    await screenView(page, 'progress-bar-1280');
    await release();
    await page.locator('[data-route="members-id"] h1').waitFor();
    await bar.waitFor({ state: 'detached' });

    // Back to the results the browser has already: quicker than the bar's 200 ms.
    const before = await seen();
    await page.goBack();
    await card.waitFor();
    await page.waitForTimeout(400);
    expect(await seen()).toBe(before);

    // Without motion the bar stands still.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    release = await holdProfiles(page);
    // Another member, whose profile the browser has not loaded yet.
    await page.locator(`main a[href="${hrefs[1]}"]`).first().click();
    await bar.waitFor();
    expect(await bar.locator('.app-progress-bar').evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await release();
    await bar.waitFor({ state: 'detached' });
  });

  test('the profile form’s Save bar never covers the field being edited', async () => {
    const { page } = browser;
    await signUpConfirmed(page, 'save-bar');
    await page.setViewportSize(SMALL_PHONE);
    await page.goto('/profile');
    const form = page.getByTestId('profile-form');
    await form.waitFor();
    // No banner here on a phone: it would cover the Save bar.
    expect(await page.locator(BANNERS).filter({ visible: true }).count()).toBe(0);
    const save = await box(page.locator('.app-save-bar'));
    const navbarEnd = await page.locator('.navbar').evaluate((navbar) => navbar.getBoundingClientRect().bottom);
    await form.locator('input, select, textarea').first().focus();
    /** Where the focused field is once the page has scrolled to it (smoothly, as Bootstrap has it); null past the form. */
    const focusedField = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        if (!element?.closest('[data-testid="profile-form"]') || element.closest('.app-save-bar')) return null;
        const { top, bottom } = element.getBoundingClientRect();
        return { name: element.id || element.tagName, top, bottom };
      });
    /** Whether a field is between the navigation and the Save bar; a field taller than that room (the about text) only needs its start there. */
    const clear = (field: { top: number; bottom: number }) =>
      field.top >= navbarEnd - 1 && Math.min(field.bottom, field.top + 48) <= save.y + 1;
    let checked = 0;
    for (let field = await focusedField(); field; field = await focusedField()) {
      await expect.poll(async () => clear((await focusedField())!), { message: field.name }).toBe(true);
      checked += 1;
      await page.keyboard.press('Tab');
    }
    expect(checked).toBeGreaterThan(5);
    await screenView(page, 'profile-save-bar-375');
  });
});
