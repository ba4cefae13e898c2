import { FREE_CONVERSATION_LIMIT, LOCALE_COOKIE } from '@app/core';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { htmlLang, type Locale, text } from './support/app';
import { LONG_TEST, screenshots, screenView, useBrowser } from './support/browser';
import { buy } from './support/credits';
import { type ActiveMember, signUpConfirmed, usePhotoDir } from './support/discovery';
import { textLayout } from './support/text-fit';

/** Issue 21's screens: the smallest phone it names, and a laptop. */
const SMALL_PHONE = { width: 375, height: 667 } as const;
const LAPTOP = { width: 1280, height: 800 } as const;
const SIZES = { phone: SMALL_PHONE, desktop: LAPTOP };
/** Where the chat list first stands beside the conversation (lg), the narrowest column the composer gets. */
const SMALL_LAPTOP = { width: 992, height: 768 } as const;

/** Opens the conversation with a member, past the icebreaker suggestions an empty one offers. */
async function openChat(page: Page, member: ActiveMember): Promise<void> {
  await page.goto(`/members/${member.id}/chat`);
  await page.waitForURL((url) => /^\/chats\/\d+$/.test(url.pathname));
  await page.getByTestId('composer-input').waitFor();
  await page.locator('[data-testid="chat-empty"], [data-testid="message"]').first().waitFor();
  if (await page.getByTestId('chat-empty').isVisible()) {
    const icebreakers = page.getByTestId('icebreaker-modal');
    await icebreakers.waitFor();
    await page.keyboard.press('Escape');
    await icebreakers.waitFor({ state: 'hidden' });
  }
}

/** The whole of an element lies inside another's box (the chat history's visible part). */
async function within(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = [(await inner.boundingBox())!, (await outer.boundingBox())!];
  return a.y >= b.y - 1 && a.y + a.height <= b.y + b.height + 1;
}

/** The newest photo message: loaded, and all of it shown above the composer. */
async function expectNewestPhotoInView(page: Page): Promise<void> {
  const photo = page.locator('[data-testid="message"] img[alt]').last();
  await photo.waitFor();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight > 0)).toBe(true);
  await expect.poll(() => within(photo, page.getByTestId('chat-history'))).toBe(true);
}

async function useLocale(page: Page, locale: Locale, baseUrl: string): Promise<void> {
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseUrl }]);
}

describe('chat on a phone (issue 21)', () => {
  const browser = useBrowser();
  const photos = usePhotoDir();

  test('a photo is shown whole above the composer, sent and received live; gifts are confirmed until "don\'t ask again"', async () => {
    const pageA = browser.page;
    const pageB = await browser.freshPage();
    const memberA = await signUpConfirmed(pageA, 'photo-a');
    const memberB = await signUpConfirmed(pageB, 'photo-b');
    await buy(pageA, 'plus');
    await pageA.setViewportSize(SMALL_PHONE);
    await pageB.setViewportSize(SMALL_PHONE);
    await openChat(pageA, memberB);

    // Enough messages that the history scrolls.
    const input = pageA.getByTestId('composer-input');
    for (let n = 1; n <= 8; n++) {
      await input.fill(`Line ${n} of a longer conversation`);
      await pageA.getByTestId('send').click();
      await pageA.locator('[data-testid="message"][data-own="true"]', { hasText: `Line ${n} of` }).waitFor();
    }
    // B waits in the conversation, scrolled to its newest message.
    await openChat(pageB, memberA);

    await pageA.getByTestId('photo-input').setInputFiles(await photos.write('chat.jpg', 3));
    const question = pageA.getByTestId('spend-confirm');
    await question.waitFor();
    expect(await question.innerText()).toContain(text('en', 'chats.confirm_photo').replace('{credits}', '10 credits'));
    await question.getByRole('button', { name: text('en', 'chats.send') }).click();
    await expectNewestPhotoInView(pageA);
    await expectNewestPhotoInView(pageB);
    await screenshots(pageB, 'chat-photo-received', SIZES);

    // Each gift is named with its price; the first gift is asked about.
    const pickGift = async (name: string) => {
      await pageA.getByTestId('gift-button').click();
      await pageA.getByTestId('gift-picker').getByRole('button', { name }).click();
    };
    const sentGifts = pageA.locator('[data-testid="message"][data-own="true"] .app-gift-tile');
    await pickGift('Rose, 20 credits');
    await question.waitFor();
    expect(await question.innerText()).toContain('Send this gift for 20 credits?');
    await screenshots(pageA, 'chat-gift-confirm', SIZES);
    await question.getByLabel(text('en', 'chats.dont_ask_again')).check();
    await question.getByRole('button', { name: text('en', 'chats.send') }).click();
    await expect.poll(() => sentGifts.count()).toBe(1);
    // Not again, also after a reload.
    await pageA.reload();
    await pickGift('Heart, 20 credits');
    await expect.poll(() => sentGifts.count()).toBe(2);
    expect(await question.count()).toBe(0);
  }, LONG_TEST);

  test('the composer footer is one line at 375 px, its placeholder whole, in en, de, pl and fi', async () => {
    const { page } = browser;
    const other = await signUpConfirmed(await browser.freshPage(), 'footer-b');
    await signUpConfirmed(page, 'footer-a');
    await page.setViewportSize(SMALL_PHONE);
    for (const locale of ['en', 'de', 'pl', 'fi'] as const) {
      await useLocale(page, locale, browser.url('/'));
      await openChat(page, other);
      await expect.poll(() => htmlLang(page)).toBe(locale);
      const footer = page.getByTestId('composer-footer');
      const { height, lineHeight } = await footer.evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(element).lineHeight),
      }));
      expect(height, `${locale} footer`).toBeLessThan(lineHeight * 1.5);
      const hint = page.getByTestId('cost-hint');
      expect(await hint.evaluate((element) => element.scrollWidth <= element.clientWidth), `${locale} hint whole`).toBe(true);
      const placeholderFits = await page.getByTestId('composer-input').evaluate((area: HTMLTextAreaElement) => {
        const style = getComputedStyle(area);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontSize} ${style.fontFamily}`;
        const room = area.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(area.placeholder).width <= room;
      });
      expect(placeholderFits, `${locale} placeholder`).toBe(true);
      await screenshots(page, `chat-composer-${locale}`, SIZES);
    }
    // Beside the chat list from 992 px the whole price sentence shows: it wraps where it must, never cut.
    await page.setViewportSize(SMALL_LAPTOP);
    for (const locale of ['de', 'pl', 'fi'] as const) {
      await useLocale(page, locale, browser.url('/'));
      await openChat(page, other);
      await expect.poll(() => htmlLang(page)).toBe(locale);
      const hint = page.getByTestId('cost-hint');
      expect(await hint.evaluate((element) => element.scrollWidth <= element.clientWidth), `${locale} hint whole at 992`).toBe(true);
      expect((await textLayout(hint)).brokenWords, locale).toEqual([]);
      await screenView(page, `chat-composer-${locale}-992`);
    }
  });

  test("blocking takes the chat off both members' lists without a reload, and unblocking brings it back", async () => {
    const { page } = browser;
    const otherPage = await browser.freshPage();
    const blocked = await signUpConfirmed(otherPage, 'blocked-chat');
    const blocker = await signUpConfirmed(page, 'blocker-chat');
    // The blocked member writes first; both see the chat in their lists.
    await openChat(otherPage, blocker);
    await otherPage.getByTestId('composer-input').fill('Hello there');
    await otherPage.getByTestId('send').click();
    await otherPage.locator('[data-testid="message"][data-own="true"]').waitFor();
    await otherPage.goto('/chats');
    const listedOnOtherSide = otherPage.getByTestId('chat-item');
    await expect.poll(() => listedOnOtherSide.count()).toBe(1);

    await page.goto('/chats');
    await expect.poll(() => page.getByTestId('chat-item').count()).toBe(1);
    await page.getByTestId('chat-item').locator('a').first().click();
    await page.getByTestId('chat-profile-link').click();
    await page.getByTestId('member-more').click();
    await page.getByTestId('block').click();
    await page.getByTestId('block-confirm').getByRole('button', { name: text('en', 'members.block') }).click();
    await page.getByTestId('blocked-by-you').waitFor();
    // The other member's list follows at once, by the real-time event.
    await expect.poll(() => listedOnOtherSide.count()).toBe(0);
    await page.goBack();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/chats');
    expect(await page.getByTestId('chat-item').count()).toBe(0);

    // Unblocked, the chat is back in the other member's open list at once, by the real-time event.
    await page.goto(`/members/${blocked.id}`);
    await page.getByTestId('unblock').click();
    await page.getByTestId('blocked-by-you').waitFor({ state: 'detached' });
    await expect.poll(() => listedOnOtherSide.count()).toBe(1);
  });

  test('a free member asked for a third conversation sees whom it is with, their two chats, and Get Premium', async () => {
    const { page } = browser;
    const others: ActiveMember[] = [];
    for (const label of ['limit-x', 'limit-y', 'limit-z']) others.push(await signUpConfirmed(await browser.freshPage(), label));
    const [x, y, z] = others as [ActiveMember, ActiveMember, ActiveMember];
    await signUpConfirmed(page, 'limit-free');
    for (const member of [x, y]) await openChat(page, member);

    // Said on the profile, before the Chat button is tapped.
    await page.goto(`/members/${z.id}`);
    const note = page.getByTestId('conversation-limit');
    await note.waitFor();
    const names = async (scope: Locator) => (await scope.getByTestId('conversation-limit-chat').allInnerTexts()).map((name) => name.trim()).sort();
    expect(await names(note)).toEqual([x.name, y.name].sort());
    expect(await note.innerText()).toContain(text('en', 'chats.limit_text').replace('{limit}', String(FREE_CONVERSATION_LIMIT)));
    await screenshots(page, 'chat-limit-profile', SIZES);

    browser.allowErrors(/the server responded with a status of 403/);
    await page.getByTestId('chat-button').click();
    await page.waitForURL((url) => url.pathname === `/members/${z.id}/chat`);
    const refused = page.getByTestId('conversation-limit');
    await refused.waitFor();
    expect(await page.getByTestId('chat-header').innerText()).toContain(z.name);
    expect(await names(refused)).toEqual([x.name, y.name].sort());
    expect(await refused.getByTestId('premium-cta').isVisible()).toBe(true);
    await screenshots(page, 'chat-limit-page', SIZES);
    await useLocale(page, 'de', browser.url('/'));
    await page.reload();
    await page.getByTestId('conversation-limit').waitFor();
    await screenshots(page, 'chat-limit-page-de', SIZES);

    // Each of the two leads to its chat.
    await refused.getByTestId('conversation-limit-chat').first().click();
    await page.waitForURL((url) => /^\/chats\/\d+$/.test(url.pathname));
  });

  test('one’s own profile, as others see it, has no Like or Chat, and its chat address leads back to it', async () => {
    const { page } = browser;
    const me = await signUpConfirmed(page, 'own-profile');
    await page.goto(`/members/${me.id}`);
    await page.getByTestId('own-profile-note').waitFor();
    expect(await page.getByTestId('like-button').count()).toBe(0);
    expect(await page.getByTestId('chat-button').count()).toBe(0);
    expect(await page.getByTestId('member-more').count()).toBe(0);
    await screenshots(page, 'own-profile', SIZES);
    // On a phone it is the Profile tab's page, not Search's.
    await page.setViewportSize(SMALL_PHONE);
    expect(await page.getByTestId('tab-profile').getAttribute('aria-current')).toBe('page');
    expect(await page.getByTestId('tab-members').getAttribute('aria-current')).toBeNull();

    await page.goto(`/members/${me.id}/chat`);
    await page.waitForURL((url) => url.pathname === `/members/${me.id}`);
    await page.getByTestId('own-profile-note').waitFor();
  });
});
