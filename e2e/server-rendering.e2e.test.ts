import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { text } from './support/app';
import { PHONE, screenshots, useBrowser } from './support/browser';
import { signUpConfirmed } from './support/discovery';

/**
 * Issue #20: the public pages and a member's conversation arrive as HTML with their real content,
 * so a phone sees them before any JavaScript has run, and the app then takes them over without
 * drawing them again. Preact's hydration keeps the server's markup where the browser's first render
 * differs and says nothing, so the page's markup after hydration is compared with what the server sent.
 */
describe('server-rendered first paint', () => {
  const browser = useBrowser();

  /** A browser that runs no JavaScript at all: what it shows came from the server. */
  async function withoutJavaScript(run: (page: Page) => Promise<void>): Promise<void> {
    const context = await browser.context.browser()!.newContext({
      baseURL: browser.url('/'),
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    try {
      await run(await context.newPage());
    } finally {
      await context.close();
    }
  }

  /**
   * The page's content (`[data-route]`) once the app has taken it over, against what the server sent
   * for that same load: a second request could find the members list changed by other test files'
   * signups in between.
   */
  async function expectTakenOverAsServed(page: Page, path: string): Promise<void> {
    const served = await (await page.goto(path))!.text();
    const [server, browserDrawn] = await page.evaluate((html) => {
      const content = (root: ParentNode) => root.querySelector('[data-route]')?.outerHTML ?? 'no [data-route]';
      return [content(new DOMParser().parseFromString(html, 'text/html')), content(document)];
    }, served);
    expect(browserDrawn).toBe(server);
  }

  /**
   * Marks each element the server sent in the root once the document is parsed, and lists those
   * the app removed while taking the page over: an element it could not match, drawn again. Such a
   * redraw costs the phone its first paint's work twice and does not show in `[data-route]`: the
   * server once rendered `<undefined>` around the navigation, and the whole navigation was redrawn.
   */
  async function watchRedraws(page: Page): Promise<() => Promise<string[]>> {
    await page.addInitScript(() => {
      const redrawn: string[] = [];
      Object.assign(window, { redrawn });
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        if (!root) return;
        const served = new WeakSet<Node>(root.querySelectorAll('*'));
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (served.has(node)) redrawn.push((node as Element).outerHTML.slice(0, 120));
        }).observe(root, { childList: true, subtree: true });
      });
    });
    return () => page.evaluate(() => (window as unknown as { redrawn: string[] }).redrawn);
  }

  test('the app takes the served pages over without drawing any of their parts again', async () => {
    const { page } = browser;
    const redrawn = await watchRedraws(page);
    // The watcher is an init script, so Chromium tries it in the dev mailbox's sandboxed mail frames too.
    browser.allowErrors(/Blocked script execution in 'about:srcdoc'/);
    await page.goto('/members');
    expect(await redrawn()).toEqual([]);
    const memberPath = (await page.locator('main a[href^="/members/"]').first().getAttribute('href'))!;
    await page.goto(memberPath);
    expect(await redrawn()).toEqual([]);

    await signUpConfirmed(page, 'ssr-redraws');
    await page.goto('/members');
    expect(await redrawn()).toEqual([]);
    await page.goto(memberPath);
    expect(await redrawn()).toEqual([]);
  });

  test('home, members search, a member and a static page show their content with JavaScript off', async () => {
    let memberPath = '';
    await withoutJavaScript(async (page) => {
      await page.goto('/');
      expect(await page.locator('h1').innerText()).toBe(text('en', 'home.niche.gay.title'));

      await page.goto('/members');
      expect(await page.getByTestId('result-count').innerText()).toMatch(/^\d+ members found$/);
      const firstMember = page.locator('main a[href^="/members/"]').first();
      memberPath = (await firstMember.getAttribute('href'))!;
      const name = (await firstMember.innerText()).split('\n')[0]!.trim();
      await screenshots(page, 'ssr-members-no-js');

      await page.goto(memberPath);
      expect(await page.locator('main h1').innerText()).toContain(name);

      await page.goto('/terms');
      expect(await page.locator('main h1').innerText()).not.toBe('');
      expect(await page.getByTestId('page-body').innerText()).not.toBe('');
    });

    // With JavaScript the same pages are taken over and work: a card opens its member inside the app.
    const { page } = browser;
    await page.goto('/members');
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page.locator(`main a[href="${memberPath}"]`).first().click();
    await page.waitForURL(`**${memberPath}`);
    await page.locator('[data-route="members-id"] h1').waitFor();
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);

    await expectTakenOverAsServed(page, '/members');
    await expectTakenOverAsServed(page, memberPath);
  });

  test('a member’s conversation shows its messages with JavaScript off, and is taken over as served', async () => {
    const receiver = await signUpConfirmed(await browser.freshPage(), 'ssr-receiver');
    const { page } = browser;
    await signUpConfirmed(page, 'ssr-sender');
    const sent = await page.request.post('/api/messages.php', {
      headers: { 'x-request-type': 'app' },
      data: { kind: 'text', profile_id: receiver.id, text: 'Rendered by the server', client_message_id: randomUUID() },
    });
    expect(sent.status()).toBe(200);
    const { message } = (await sent.json()) as { message: { conversation_id: number } };
    const path = `/chats/${message.conversation_id}`;

    const context = await browser.context.browser()!.newContext({
      baseURL: browser.url('/'),
      viewport: PHONE,
      javaScriptEnabled: false,
      storageState: await browser.context.storageState(),
    });
    try {
      const withoutScripts = await context.newPage();
      await withoutScripts.goto(path);
      expect(await withoutScripts.getByTestId('message').innerText()).toContain('Rendered by the server');
      await screenshots(withoutScripts, 'ssr-chat-no-js');
    } finally {
      await context.close();
    }
    await expectTakenOverAsServed(page, path);
  });
});
