import { describe, expect, test } from 'vitest';
import { memberUi } from './support/accounts';
import { screenshots, useBrowser } from './support/browser';
import { signUpConfirmed } from './support/discovery';

describe('chat (issue 5): a first message reaches the other member live, and the reply comes back', () => {
  const browser = useBrowser();

  test('A writes to B; B sees the badge and the title count without reload, reads, replies; A sees the reply', async () => {
    const pageA = browser.page;
    const pageB = await browser.freshPage();
    // New members get 10 signup credits; a text costs settings.message_credits (5), so each can send.
    await signUpConfirmed(pageA, 'chat-a');
    const memberB = await signUpConfirmed(pageB, 'chat-b');

    // B waits on the likes page, never reloading it from here on.
    await pageB.goto('/likes');
    await pageB.locator('[data-route="likes"]').waitFor();
    const messagesBadge = memberUi(pageB).navLink('/chats').getByTestId('nav-badge');
    expect(await messagesBadge.count()).toBe(0);
    expect(await pageB.title()).not.toMatch(/^\(\d+\) /);

    // A opens the chat with B: the address becomes the conversation's, the icebreakers show.
    await pageA.goto(`/members/${memberB.id}/chat`);
    await pageA.waitForURL((url) => /^\/chats\/\d+$/.test(url.pathname));
    const conversationPath = new URL(pageA.url()).pathname;
    const icebreakers = pageA.getByTestId('icebreaker-modal');
    await icebreakers.waitFor();
    await screenshots(pageA, 'chat-icebreaker');
    await icebreakers.getByTestId('icebreaker').first().click();
    await icebreakers.waitFor({ state: 'hidden' });
    const input = pageA.getByTestId('composer-input');
    expect(await input.inputValue()).not.toBe('');

    const first = `Hello B, this is A (${Date.now()})`;
    await input.fill(first);
    await pageA.getByTestId('send').click();
    const sentByA = pageA.locator('[data-testid="message"][data-own="true"]', { hasText: first });
    await sentByA.waitFor();
    expect(await pageA.getByTestId('not-enough-credits').count()).toBe(0);

    // B, without a reload: the Messages badge says 1 and the title counts it.
    await expect.poll(() => messagesBadge.textContent().catch(() => null)).toBe('1');
    await expect.poll(() => pageB.title()).toMatch(/^\(1\) /);
    await screenshots(pageB, 'chat-b-badge');

    // B's chat list shows A's message as the preview of the conversation.
    await memberUi(pageB).navLink('/chats').click();
    await pageB.waitForURL((url) => url.pathname === '/chats');
    const conversationId = conversationPath.split('/').pop()!;
    const item = pageB.locator(`[data-testid="chat-item"][data-conversation-id="${conversationId}"]`);
    await item.waitFor();
    expect(await item.innerText()).toContain(first);
    await screenshots(pageB, 'chat-b-list');

    // B opens it and reads A's message.
    await item.locator('a.app-chat-preview').first().click();
    await pageB.waitForURL((url) => url.pathname === conversationPath);
    await pageB.locator('[data-testid="message"][data-own="false"]', { hasText: first }).waitFor();
    await expect.poll(() => messagesBadge.count()).toBe(0);

    // B replies; A sees the reply arrive without a reload.
    const reply = `Hi A, B here (${Date.now()})`;
    await pageB.getByTestId('composer-input').fill(reply);
    await pageB.getByTestId('send').click();
    await pageB.locator('[data-testid="message"][data-own="true"]', { hasText: reply }).waitFor();
    await screenshots(pageB, 'chat-b-replied');

    await pageA.locator('[data-testid="message"][data-own="false"]', { hasText: reply }).waitFor({ timeout: 5_000 });
    expect(new URL(pageA.url()).pathname).toBe(conversationPath);
    await screenshots(pageA, 'chat-a-reply');
  });
});
