import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { expectAccessible } from './support/axe';
import { screenshots, useBrowser } from './support/browser';
import { signUpConfirmed } from './support/discovery';

/** Issue 21's two screens: the smallest phone it names and a laptop. */
const SCREENS = { phone: { width: 375, height: 667 }, desktop: { width: 1280, height: 800 } } as const;

/** Opens `path`, waits for the page's own content (its route marker), and checks it at both sizes. */
async function checkPage(page: Page, path: string, ready: () => Promise<unknown>): Promise<void> {
  for (const [name, size] of Object.entries(SCREENS)) {
    await page.setViewportSize(size);
    await page.goto(path);
    await ready();
    // The alerts and the bonus strip come a moment after the page: they are checked too.
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, `${path} at ${name}`);
  }
  await screenshots(page, `axe${path.replace(/\/\d+/g, '-id').replace(/\//g, '-')}`);
}

describe('accessibility: axe finds nothing on the member pages (issue 21)', () => {
  const browser = useBrowser();

  test('the home page, as a visitor', async () => {
    const { page } = browser;
    await checkPage(page, '/', () => page.locator('h1').first().waitFor());
  });

  test('search, a member, likes and visitors, messages and a conversation, the swipe game, credits, profile, settings, notifications', async () => {
    const { page } = browser;
    const otherPage = await browser.freshPage();
    const other = await signUpConfirmed(otherPage, 'axe-other');
    const member = await signUpConfirmed(page, 'axe');
    // A visit, so the Visitors tab has someone to show (blurred for a free member).
    await otherPage.goto(`/members/${member.id}`);
    await otherPage.getByTestId('member-profile').waitFor();
    const route = (name: string) => () => page.locator(`[data-route="${name}"]`).waitFor();

    // A conversation with a message of the member's own in it.
    await page.goto(`/members/${other.id}/chat`);
    await page.waitForURL((url) => /^\/chats\/\d+$/.test(url.pathname));
    const conversation = new URL(page.url()).pathname;
    const icebreakers = page.getByTestId('icebreaker-modal');
    await icebreakers.waitFor();
    await expectAccessible(page, 'the icebreakers dialog');
    await icebreakers.getByTestId('icebreaker').first().click();
    await icebreakers.waitFor({ state: 'hidden' });
    await page.getByTestId('send').click();
    await page.locator('[data-testid="message"][data-own="true"]').waitFor();

    await checkPage(page, '/members', route('members'));
    await checkPage(page, `/members/${other.id}`, () => page.getByTestId('member-profile').waitFor());
    await checkPage(page, '/likes', route('likes'));
    await checkPage(page, '/likes/visitors', route('likes-type'));
    await checkPage(page, '/chats', route('chats'));
    await checkPage(page, conversation, () => page.locator('[data-testid="message"][data-own="true"]').waitFor());
    await checkPage(page, '/swipe-game', () => page.getByTestId('swipe-card').waitFor());
    await checkPage(page, '/credits', route('credits'));
    await checkPage(page, '/profile', route('profile'));
    await checkPage(page, '/settings', route('settings'));
    await checkPage(page, '/notifications', route('notifications'));
    // Twenty pages and more, each loaded until its network is quiet.
  }, 300_000);
});
