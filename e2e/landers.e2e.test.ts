import { readFileSync } from 'node:fs';
import type { LanderPage, LanderResponse, NicheCopyKey } from '@app/core';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { PASSWORD, uniqueEmail, uniqueName } from './support/accounts';
import { htmlLang, type Locale, text } from './support/app';
import { type BrowserSession, dismissEntryWarning, screenshots, useBrowser } from './support/browser';

/** The two demo sites on the one server (SPEC §1): Chromium resolves every *.localhost to this machine. */
const SITES = {
  rainbow: { host: 'localhost', niche: 'gay', language: 'en' },
  she: { host: 'she.localhost', niche: 'she', language: 'de' },
} as const satisfies Record<string, { host: string; niche: NicheCopyKey; language: Locale }>;
type SiteKey = keyof typeof SITES;

/**
 * Every lander (SPEC §2), some with a campaign's slug; member landings take a member of the site.
 * /landers/tinderswipe and /members/{id}/landing take no slug.
 */
const LANDERS: { page: LanderPage; path: (memberId: number) => string; reachCta?: (page: Page) => Promise<void> }[] = [
  { page: 'tinderswipe', path: () => '/landers/tinderswipe' },
  { page: 'alonetonight', path: () => '/landers/alonetonight' },
  { page: 'collagelanding', path: () => '/landers/collagelanding/dating' },
  { page: 'gallery', path: () => '/landers/gallery' },
  { page: 'iconslanding', path: () => '/landers/iconslanding/chat' },
  { page: 'maplanding', path: () => '/landers/maplanding/nearby' },
  { page: 'socialnetwork', path: () => '/landers/socialnetwork' },
  { page: 'transitionsvideolanding', path: () => '/landers/transitionsvideolanding/discreet' },
  { page: 'video', path: () => '/landers/video/tonight' },
  { page: 'member-landing', path: (id) => `/members/${id}/landing` },
  { page: 'member-landing2', path: (id) => `/members/${id}/landing2/chat` },
  // The quiz shows its call to action after its three questions.
  { page: 'member-landing3', path: (id) => `/members/${id}/landing3`, reachCta: answerQuiz },
];

/**
 * Each site in its own language, and each in one more chosen with the `locale` cookie, with the
 * landers visited there: every lander on the first; on the others one each, which proves the site
 * and language reach the page. Each lander's copy in every language and niche is checked by the
 * server and component tests (apps/server/src/modules/landers, apps/web/src/lander).
 */
const VISITS: { site: SiteKey; locale: Locale; cookie: boolean; landers: readonly LanderPage[] }[] = [
  { site: 'rainbow', locale: 'en', cookie: false, landers: LANDERS.map(({ page }) => page) },
  { site: 'she', locale: 'de', cookie: false, landers: ['member-landing'] },
  { site: 'rainbow', locale: 'nl', cookie: true, landers: ['video'] },
  { site: 'she', locale: 'fr', cookie: true, landers: ['gallery'] },
];

const LANDER_VISITS = VISITS.flatMap(({ landers, ...visit }) =>
  LANDERS.filter(({ page }) => landers.includes(page)).map((lander) => ({ ...visit, ...lander })),
);

/** The titles the server writes into a lander's head, per language (modules/seo/locales). */
const seoTitles = (locale: Locale) =>
  (
    JSON.parse(readFileSync(new URL(`../apps/server/src/modules/seo/locales/${locale}.json`, import.meta.url), 'utf8')) as {
      landers: { titles: Record<NicheCopyKey, string> };
    }
  ).landers.titles;

type SiteApi = <T>(path: string) => Promise<T>;

/**
 * The server's JSON answers for a site, read in the browser: Node cannot resolve she.localhost,
 * Chromium can, so the API is asked from a page of the site itself, with the context's cookies.
 */
async function siteApi({ page, allowErrors }: BrowserSession, origin: string): Promise<SiteApi> {
  // A text file opened as a page has no icon link, so Chromium asks for /favicon.ico (the site's is an SVG).
  allowErrors(/favicon\.ico/);
  // Not an API answer: its policy lets the page connect nowhere (security-headers.ts).
  await page.goto(`${origin}/robots.txt`);
  return async <T>(path: string) => (await page.evaluate(async (url) => (await fetch(url)).json(), path)) as T;
}

function siteOrigin(baseURL: string, site: SiteKey): string {
  const address = new URL(baseURL);
  address.hostname = SITES[site].host;
  return address.origin;
}

async function answerQuiz(page: Page): Promise<void> {
  for (let question = 0; question < 3; question++) {
    const progress = page.getByRole('progressbar');
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe(String(question));
    await page.getByTestId('ml3-option').first().click();
  }
  await page.getByTestId('ml3-result').waitFor();
}

/** Waits until the lander has painted: its call to action is there. */
async function landerReady(page: Page): Promise<void> {
  await page.getByTestId('lander-cta').filter({ visible: true }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('landers (SPEC §2, issue 8)', () => {
  const browser = useBrowser();

  test.each(LANDER_VISITS)(
    '$page on $site in $locale shows real members, its title and leads into the signup',
    async ({ site, locale, cookie, page: lander, path, reachCta }) => {
      const { page, context } = browser;
      const origin = siteOrigin(browser.url('/'), site);
      if (cookie) await context.addCookies([{ name: 'locale', value: locale, url: origin }]);
      const api = await siteApi(browser, origin);
      const { settings } = await api<{ settings: { name: string } }>('/api/settings.php');
      const gallery = await api<LanderResponse>('/api/lander.php?page=gallery');
      const memberId = gallery.members[0]!.id;
      const isMember = lander.startsWith('member-');
      const data = await api<LanderResponse>(`/api/lander.php?page=${lander}${isMember ? `&member=${memberId}` : ''}`);

      await page.goto(`${origin}${path(memberId)}`);
      await reachCta?.(page);
      await landerReady(page);
      expect(await htmlLang(page)).toBe(locale);
      expect(await page.locator(`[data-testid="lander-cta"]`).count()).toBeGreaterThan(0);

      if (isMember) {
        expect(data.member?.id).toBe(memberId);
        expect(await page.title()).toBe(`${data.member!.name}, ${data.member!.age} | ${settings.name}`);
      } else {
        expect(await page.title()).toBe(`${seoTitles(locale)[SITES[site].niche]} | ${settings.name}`);
      }

      // A member landing is about its member; the other landers show the site's members.
      const body = await page.locator('main').innerText();
      if (isMember) expect(body).toContain(data.member!.name);
      else expect(data.members.filter((member) => body.includes(member.name)).length, 'members of /api/lander.php shown').toBeGreaterThan(0);

      const hrefs = await page.getByTestId('lander-cta').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(new Set(hrefs)).toEqual(new Set([isMember ? `/members/${memberId}/signup` : '/signup']));

      await screenshots(page, `lander-${lander}-${site}-${locale}`);
    },
  );

  test('paints from the server before any script runs, and the page that runs is that one (issue 20)', async () => {
    const api = await siteApi(browser, browser.url('/').replace(/\/$/, ''));
    const { members } = await api<LanderResponse>('/api/lander.php?page=gallery');
    // Without JavaScript: what a phone on a slow network shows before the scripts have come.
    const still = await browser.context.browser()!.newContext({ javaScriptEnabled: false });
    try {
      const page = await still.newPage();
      await page.goto(browser.url('/landers/gallery'));
      expect(await page.locator('main h1').innerText()).toBe(text('en', 'lander.copy.default.headline').replace('{audience}', text('en', 'lander.niche.gay.audience')));
      expect(await page.locator('main').innerText()).toContain(members[0]!.name);
      expect(await page.getByTestId('lander-cta').first().getAttribute('href')).toBe('/signup');
    } finally {
      await still.close();
    }
    // With it, the browser takes the server's page over (hydration) instead of drawing a second one.
    const { page } = browser;
    await page.goto('/landers/gallery');
    await landerReady(page);
    expect(await page.locator('main').count()).toBe(1);
    await page.getByTestId('gallery-clear').getByRole('button').first().click();
    await page.getByTestId('gallery-preview').waitFor();
  });

  test('the quiz of a member landing answers before any script runs, the answers in its address (issue 20)', async () => {
    const api = await siteApi(browser, browser.url('/').replace(/\/$/, ''));
    const memberId = (await api<LanderResponse>('/api/lander.php?page=gallery')).members[0]!.id;
    // A tap on a phone that has not run the scripts yet must not be lost: without JavaScript it is never run.
    const still = await browser.context.browser()!.newContext({ javaScriptEnabled: false });
    try {
      await dismissEntryWarning(still, browser.url('/'));
      const page = await still.newPage();
      await page.goto(browser.url(`/members/${memberId}/landing3`));
      const answers: string[] = [];
      for (let question = 0; question < 3; question++) {
        expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(question));
        const option = page.getByTestId('ml3-option').last();
        answers.push((await option.getAttribute('value'))!);
        await Promise.all([page.waitForNavigation(), option.click()]);
        expect(new URL(page.url()).searchParams.getAll('answer')).toEqual(answers);
      }
      await page.getByTestId('ml3-result').waitFor();
      expect(await page.getByTestId('lander-cta').getAttribute('href')).toBe(`/members/${memberId}/signup`);

      await Promise.all([page.waitForNavigation(), page.getByRole('link', { name: text('en', 'lander.member_landing3.again') }).click()]);
      expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    } finally {
      await still.close();
    }
  });

  test('keeps the traffic source of a lander for the signup and out of the address bar', async () => {
    const { page } = browser;
    await page.goto('/landers/video/tonight?network=tn&sub1=x');
    await landerReady(page);
    expect(new URL(page.url()).pathname).toBe('/landers/video/tonight');
    expect(new URL(page.url()).search).toBe('');

    await page.getByTestId('lander-cta').filter({ visible: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/signup');
    const signup = await signUpThroughTheFlow(page);
    // The server keeps what the signup sends as the account's tracking (accounts.tracking).
    expect(signup.tracking).toEqual({ network: 'tn', sub1: 'x' });
  });

  test('a member landing carries the traffic source into that member’s signup', async () => {
    const { page } = browser;
    const api = await siteApi(browser, browser.url('/').replace(/\/$/, ''));
    const gallery = await api<LanderResponse>('/api/lander.php?page=gallery');
    const memberId = gallery.members[0]!.id;
    await page.goto(`/members/${memberId}/landing2?network=tn&sub1=x`);
    await landerReady(page);
    expect(new URL(page.url()).search).toBe('');

    await page.getByTestId('lander-cta').first().click();
    await page.waitForURL((url) => url.pathname === `/members/${memberId}/signup`);
    const signup = await signUpThroughTheFlow(page);
    expect(signup.tracking).toEqual({ network: 'tn', sub1: 'x' });
    expect(signup.member_id).toBe(memberId);
  });
});

describe('lander entry warning (SPEC §2)', () => {
  const browser = useBrowser({ entryWarningAnswered: false });

  const visitorFrom = (context: BrowserContext, origin: string, country: string) => context.addCookies([{ name: 'country', value: country, url: origin }]);

  test('greets a visitor from NL on a site that warns, and lets them on once answered', async () => {
    const { page, context } = browser;
    const origin = siteOrigin(browser.url('/'), 'rainbow');
    await visitorFrom(context, origin, 'NL');
    await page.goto(`${origin}/landers/video`);
    const dialog = page.getByTestId('entry-warning');
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => (element as HTMLDialogElement).open)).toBe(true);
    await expect.poll(() => dialog.getByRole('heading').first().innerText()).toBe(text('en', 'entry_warning.title'));
    await screenshots(page, 'lander-entry-warning-nl');

    // A modal dialog: Escape does not get a visitor past it.
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await page.getByTestId('entry-warning-enter').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('lander-cta').first().waitFor();
    await page.reload();
    await landerReady(page);
    expect(await page.getByTestId('entry-warning').count()).toBe(0);
  });

  test('is not shown to a visitor from NL where the site warns only DE and AT', async () => {
    const { page, context } = browser;
    const origin = siteOrigin(browser.url('/'), 'she');
    await visitorFrom(context, origin, 'NL');
    await page.goto(`${origin}/landers/video`);
    await landerReady(page);
    expect(await page.getByTestId('entry-warning').count()).toBe(0);
  });
});

interface SignupRequest {
  tracking?: Record<string, string>;
  member_id?: number;
}

/** Goes through the signup flow as a new visitor and answers what it sent to POST /api/signup.php. */
async function signUpThroughTheFlow(page: Page): Promise<SignupRequest> {
  const step = () => page.getByTestId('signup-flow').getAttribute('data-step');
  const next = page.getByTestId('signup-next');
  await expect.poll(step).toBe('email');
  await page.locator('#signup-email').fill(uniqueEmail('lander'));
  await next.click();
  await expect.poll(step).toBe('name');
  await page.locator('#signup-name').fill(uniqueName('Lander'));
  await next.click();
  await expect.poll(step).toBe('password');
  await page.locator('#signup-password').fill(PASSWORD);
  await next.click();
  await expect.poll(step).toBe('date_of_birth');
  await page.selectOption('#signup-dob-day', '17');
  await page.selectOption('#signup-dob-month', '05');
  await page.selectOption('#signup-dob-year', '1990');
  await next.click();
  await expect.poll(step).toBe('about');
  await page.locator('label[for="signup-gender-male"]').click();
  await page.locator('label[for="signup-sexuality-gay"]').click();
  await page.selectOption('#signup-country', 'NL');
  const region = page.locator('#signup-region');
  await expect.poll(() => region.locator('option').count()).toBeGreaterThan(1);
  await region.selectOption((await region.locator('option').nth(1).getAttribute('value'))!);
  const [request] = await Promise.all([
    page.waitForRequest((sent) => new URL(sent.url()).pathname === '/api/signup.php' && sent.method() === 'POST'),
    next.click(),
  ]);
  expect((await request.response())?.status()).toBe(200);
  await page.waitForURL((url) => url.pathname === '/complete-signup');
  return request.postDataJSON() as SignupRequest;
}
