import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { htmlLang, type Locale } from './support/app';
import { screenshots, useBrowser } from './support/browser';
import { signUpConfirmed } from './support/discovery';
import { newFictionalProfile } from './support/fictional';

/** The demo seed's words for a fictional profile (db/seed/demo-site.ts), in the languages the issue names. */
const SINGULAR: Partial<Record<Locale, string>> = {
  en: 'fictional profile',
  nl: 'fictief profiel',
  de: 'fiktives Profil',
  pl: 'profil fikcyjny',
};

interface Card {
  id: number;
  fictional: boolean;
}

/** The web app's header: some of these requests change state (an automatic like, a pass). */
const APP = { 'x-request-type': 'app' };

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: APP });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** The badge inside `scope`: the site's label in the member's language, with the site's icon, none of it cut off. */
async function expectBadge(page: Page, scope: string, label: string): Promise<void> {
  const badge = page.locator(`${scope} [data-testid="fictional-badge"]`).first();
  await badge.waitFor();
  expect((await badge.innerText()).trim()).toBe(label);
  expect(await badge.getByTestId('fictional-icon').count()).toBe(1);
  // innerText reads a label that an ancestor's overflow hides: ask whether any such ancestor cuts it.
  const clippedBy = await badge.evaluate((element) => {
    const box = element.getBoundingClientRect();
    for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
      if (getComputedStyle(ancestor).overflowX === 'visible') continue;
      const frame = ancestor.getBoundingClientRect();
      if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5) return ancestor.outerHTML.slice(0, 120);
    }
    return null;
  });
  expect(clippedBy, 'the badge is cut off by').toBeNull();
}

/** The first fictional member in the search other than `other`, and on which page of it. */
async function firstFictionalInSearch(page: Page, other: number): Promise<{ fictional: Card; pageNumber: number } | undefined> {
  for (let pageNumber = 1, pages = 1; pageNumber <= pages; pageNumber++) {
    const search = await getJson<{ results: Card[]; pages: number }>(page, `/api/search.php?page=${pageNumber}`);
    pages = search.pages;
    const fictional = search.results.find((card) => card.fictional && card.id !== other);
    if (fictional) return { fictional, pageNumber };
  }
  return undefined;
}

describe('fictional profiles are disclosed on every surface (issue 19)', () => {
  const browser = useBrowser();

  test.each(Object.keys(SINGULAR) as Locale[])('in %s: card, profile, likes, swipe, lander and chat, and the warning before the first message', async (locale) => {
    const { page, context } = browser;
    const label = SINGULAR[locale]!;
    await context.addCookies([{ name: 'locale', value: locale, url: browser.url('/') }]);
    const { id: made } = await newFictionalProfile(await browser.freshPage(), { name: `Disclosed${locale}${Date.now().toString(36)}` });
    await signUpConfirmed(page, `fictional-${locale}`);
    const { settings } = await getJson<{ settings: { fictional_warning: string; fictional_singular: string } }>(page, '/api/settings.php');
    expect(settings.fictional_singular).toBe(label);

    // Search: the demo has a fictional member in ten; the other files' newest members may fill the
    // first pages, so the first page holding one is the one shown. Their cards say so.
    const found = await firstFictionalInSearch(page, made);
    expect(found, 'a fictional member in the search results').toBeDefined();
    const { fictional, pageNumber } = found!;
    await page.goto(pageNumber === 1 ? '/members' : `/members?page=${pageNumber}`);
    await expectBadge(page, `[data-testid="profile-card"][data-profile-id="${fictional.id}"]`, label);
    expect(await htmlLang(page)).toBe(locale);
    await screenshots(page, `fictional-search-${locale}`);

    // The member page.
    await page.goto(`/members/${fictional.id}`);
    await expectBadge(page, '[data-testid="member-profile"]', label);

    // Likes: a fictional member likes the new member (GET /api/auto-like.php), shown under received likes.
    const autoLike = await getJson<{ profile: Card | null }>(page, '/api/auto-like.php');
    expect(autoLike.profile?.fictional).toBe(true);
    await page.goto('/likes');
    await expectBadge(page, `[data-testid="profile-card"][data-profile-id="${autoLike.profile!.id}"]`, label);
    await screenshots(page, `fictional-likes-${locale}`);

    // Swipe: the cards before the first fictional one are passed, so it lies on top. Members the
    // files running alongside sign up or make meanwhile come first in the deck: pass them too.
    const swipeCard = page.getByTestId('swipe-card');
    for (let round = 0; round < 5; round++) {
      const deck = await getJson<{ cards: Card[] }>(page, '/api/swipe.php');
      const top = deck.cards.findIndex((card) => card.fictional);
      expect(top, 'a fictional member in the swipe deck').toBeGreaterThanOrEqual(0);
      for (const card of deck.cards.slice(0, top)) {
        const passed = await page.request.post('/api/swipe.php', { headers: APP, data: { profile_id: card.id, action: 'pass' } });
        expect(passed.status(), await passed.text()).toBe(200);
      }
      await page.goto('/swipe-game');
      await swipeCard.waitFor();
      if ((await swipeCard.getByTestId('fictional-badge').count()) > 0) break;
    }
    await expectBadge(page, '[data-testid="swipe-card"]', label);
    await screenshots(page, `fictional-swipe-${locale}`);

    // The member's lander, as a visitor in the same language sees it.
    const visitor = await browser.freshPage();
    await visitor.context().addCookies([{ name: 'locale', value: locale, url: browser.url('/') }]);
    await visitor.goto(`/members/${fictional.id}/landing2`);
    await visitor.getByTestId('lander-cta').filter({ visible: true }).first().waitFor();
    await expectBadge(visitor, 'main', label);
    await screenshots(visitor, `fictional-lander-${locale}`);

    // The chat: the header says it; the first message waits for the warning, in the member's language.
    await page.goto(`/members/${fictional.id}/chat`);
    await page.waitForURL((url) => /^\/chats\/\d+$/.test(url.pathname));
    await expectBadge(page, '[data-testid="chat-header"]', label);
    const warning = page.getByTestId('chat-fictional-warning');
    await warning.waitFor();
    expect(await warning.innerText()).toContain(settings.fictional_warning);
    expect(await page.getByTestId('composer').count()).toBe(0);
    await screenshots(page, `fictional-chat-warning-${locale}`);
    await warning.getByTestId('fictional-warning-confirm').click();
    await warning.waitFor({ state: 'detached' });

    // Then the icebreakers, as for any first message.
    const icebreakers = page.getByTestId('icebreaker-modal');
    await icebreakers.waitFor();
    await icebreakers.getByTestId('icebreaker').first().click();
    await icebreakers.waitFor({ state: 'hidden' });
    const text = `Hello (${locale}, ${Date.now()})`;
    await page.getByTestId('composer-input').fill(text);
    await page.getByTestId('send').click();
    await page.locator('[data-testid="message"][data-own="true"]', { hasText: text }).waitFor();
    await expectBadge(page, `[data-testid="chat-item"]`, label);
    await screenshots(page, `fictional-chat-${locale}`);

    // Confirmed once: another fictional member's chat, after a reload, asks nothing.
    await page.goto(`/members/${autoLike.profile!.id}/chat`);
    await page.waitForURL((url) => /^\/chats\/\d+$/.test(url.pathname));
    await page.getByTestId('composer').waitFor();
    expect(await page.getByTestId('chat-fictional-warning').count()).toBe(0);
  });
});
