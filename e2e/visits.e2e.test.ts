import { LOCALE_COOKIE } from '@app/core';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { htmlLang, type Locale, text } from './support/app';
import { LONG_TEST, screenshots, useBrowser } from './support/browser';
import { buy } from './support/credits';
import { type ActiveMember, signUpConfirmed } from './support/discovery';

/** The sizes issue 21 names for its checks: a small phone (iPhone SE) and a laptop. */
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 667 } };

/** The visited member's Visitors tab in a language. */
async function openVisitors(page: Page, locale: Locale) {
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: new URL(page.url()).origin }]);
  await page.goto('/likes/visitors');
  await expect.poll(() => htmlLang(page)).toBe(locale);
  await expect.poll(() => page.getByTestId('likes-tab-visitors').getAttribute('aria-current')).toBe('page');
}

const card = (page: Page, member: ActiveMember) => page.locator(`[data-testid="profile-card"][data-profile-id="${member.id}"]`);

describe('profile visits (issue 21)', () => {
  const browser = useBrowser();

  test('a member who opens a profile shows on its Visitors tab: counted for a free member, named once they are premium', async () => {
    const visited = await signUpConfirmed(browser.page, 'visited');
    const visitorPage = await browser.freshPage();
    const visitor = await signUpConfirmed(visitorPage, 'visitor');
    await visitorPage.goto(`/members/${visited.id}`);
    await visitorPage.getByTestId('member-profile').waitFor();

    const { page } = browser;
    for (const locale of ['en', 'de'] as const) {
      await openVisitors(page, locale);
      await expect
        .poll(() => page.getByTestId('visitor-count').innerText())
        .toBe(text(locale, 'likes.visitors.count_one').replace('{count, number}', '1'));
      await expect.poll(() => page.getByTestId('likes-tab-visitors').innerText()).toContain('1');
      await page.getByTestId('premium-cta').waitFor();
      // The free member's page names nobody: the server did not say who.
      expect(await page.getByTestId('profile-card').count()).toBe(0);
      expect(await page.locator('main').innerText()).not.toContain(visitor.name);
      await screenshots(page, `visitors-free-${locale}`, SIZES);
    }

    await buy(page, 'starter');
    for (const locale of ['en', 'de'] as const) {
      await openVisitors(page, locale);
      await card(page, visitor).waitFor();
      expect(await page.getByTestId('premium-cta').count()).toBe(0);
      const today = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'day');
      expect(await card(page, visitor).getByTestId('visit-day').innerText()).toContain(today);
      await screenshots(page, `visitors-premium-${locale}`, SIZES);
    }

    // A visit of one's own profile is none.
    await page.goto(`/members/${visited.id}`);
    await page.getByTestId('member-profile').waitFor();
    await openVisitors(page, 'en');
    await card(page, visitor).waitFor();
    expect(await page.getByTestId('profile-card').count()).toBe(1);
    // Two members, a payment and each state in two languages.
  }, LONG_TEST);
});
