import { ENTRY_WARNING_COOKIE } from '@app/core';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page, type ViewportSize } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';

export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 375, height: 812 } as const;
/**
 * The time limit of a test that walks through many pages or waits on several members: three times
 * or more what it takes on a quiet machine, as a busy cloud machine can run the suite that much slower.
 */
export const LONG_TEST = 240_000;

const SCREENSHOT_DIR = fileURLToPath(new URL('../../.test-results/screenshots/', import.meta.url));

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    // Debian's Chromium: `playwright install` is not used on this machine.
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

/**
 * A page the server rendered (it carries its state, #page-state) shows its buttons before the app
 * runs them: after each `goto` and `reload`, wait until the app has taken the page over
 * (app-providers.tsx marks it), as a person would wait for the page to respond.
 */
function waitForHydration(page: Page): void {
  const hydrated = () =>
    page.waitForFunction(() => !document.getElementById('page-state') || document.documentElement.dataset.hydrated === 'true');
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

/** The demo sites the browser tests visit: the server's own address and the second site's host. */
function demoSiteUrls(baseURL: string): string[] {
  const she = new URL(baseURL);
  she.hostname = 'she.localhost';
  return [baseURL, she.href];
}

/**
 * Lets every page of the context start as a visitor who answered the site-entry warning before,
 * the way the app remembers it (its cookie, which the server reads too), so tests about anything
 * else are not blocked by it.
 */
export async function dismissEntryWarning(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies(demoSiteUrls(baseURL).map((url) => ({ name: ENTRY_WARNING_COOKIE, value: String(Date.now()), url })));
}

export interface BrowserOptions {
  /**
   * Whether the contexts start with the site-entry warning answered (default true: the demo site
   * shows it to every new visitor); its own tests turn this off.
   */
  entryWarningAnswered?: boolean;
}

export interface BrowserSession {
  /** The page of the running test, in its own fresh context (no cookies, no cache). */
  readonly page: Page;
  readonly context: BrowserContext;
  /** Absolute URL on the server under test. */
  url(path: string): string;
  /** Lets browser errors matching a pattern pass in the running test only; say why at the call. */
  allowErrors(...patterns: RegExp[]): void;
  /**
   * A page in a second fresh context (another browser, as far as the server can tell), watched
   * for errors like the first and closed after the test.
   */
  freshPage(): Promise<Page>;
}

/**
 * One Chromium per test file, a new context per test. Any uncaught page error or console error
 * fails the test, because a broken page often still renders something that looks right.
 */
export function useBrowser({ entryWarningAnswered = true }: BrowserOptions = {}): BrowserSession {
  const baseURL = inject('baseURL');
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let page: Page | undefined;
  let errors: string[] = [];
  let allowed: RegExp[] = [];

  const watch = (watched: Page) => {
    waitForHydration(watched);
    watched.on('pageerror', (error) => errors.push(`pageerror: ${error.stack ?? error.message}`));
    watched.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url } = message.location();
      errors.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
    });
  };

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const newContext = async () => {
    const created = await browser!.newContext({ baseURL, viewport: DESKTOP });
    // Well under the test timeout, so a missing element fails with its own message.
    created.setDefaultTimeout(10_000);
    created.on('page', watch);
    if (entryWarningAnswered) await dismissEntryWarning(created, baseURL);
    contexts.push(created);
    return created;
  };

  beforeEach(async () => {
    errors = [];
    allowed = [];
    contexts = [];
    page = await (await newContext()).newPage();
  });
  afterEach(async () => {
    try {
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      expect(unexpected, 'errors in the browser').toEqual([]);
    } finally {
      await Promise.all(contexts.map((created) => created.close()));
    }
  });

  return {
    get page() {
      if (!page) throw new Error('useBrowser(): the page exists only inside a test');
      return page;
    },
    get context() {
      if (!contexts[0]) throw new Error('useBrowser(): the context exists only inside a test');
      return contexts[0];
    },
    url: (path) => new URL(path, baseURL).href,
    allowErrors: (...patterns) => allowed.push(...patterns),
    freshPage: async () => (await newContext()).newPage(),
  };
}

/**
 * With E2E_SCREENSHOTS=1, saves full-page screenshots of the current state at desktop and phone
 * width (or the `sizes` given), as .test-results/screenshots/<name>-desktop.png and <name>-phone.png.
 * They are for a developer to look at and assert nothing, so a plain run (CI) skips their cost.
 */
export async function screenshots(
  page: Page,
  name: string,
  sizes: { desktop: ViewportSize; phone: ViewportSize } = { desktop: DESKTOP, phone: PHONE },
): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize() ?? DESKTOP;
  // From the top: scrolled, a full-page shot draws the sticky navigation in the middle of the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const [label, size] of Object.entries(sizes)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SCREENSHOT_DIR}${name}-${label}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize(original);
}

/**
 * With E2E_SCREENSHOTS=1, saves what the screen shows now, at the page's own viewport, as
 * .test-results/screenshots/<name>.png: for what is above the fold, which a full-page shot hides.
 */
export async function screenView(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, animations: 'disabled' });
}
