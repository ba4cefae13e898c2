import { readFileSync } from 'node:fs';
import { type Locale, LOCALES } from '@app/core';
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';

export { LOCALES, type Locale };

/** A locale's text catalogue, read from the web app so tests follow the texts, not copies of them. */
export type Catalogue = { [key: string]: string | Catalogue };

const catalogues = new Map<Locale, Catalogue>();

const readCatalogue = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Catalogue;

/** The app's texts with those it shares with the landers (footer, entry warning), as the app loads them. */
export function catalogue(locale: Locale): Catalogue {
  let loaded = catalogues.get(locale);
  if (!loaded) {
    loaded = {
      ...readCatalogue(`../../apps/web/src/i18n/locales/${locale}.json`),
      ...readCatalogue(`../../apps/web/src/i18n/shared/${locale}.json`),
      ...readCatalogue(`../../apps/web/src/lander/locales/${locale}.json`),
    };
    catalogues.set(locale, loaded);
  }
  return loaded;
}

/** The raw catalogue text at a dotted key if there is one, e.g. findText('en', 'search.result_count_zero'). */
export function findText(locale: Locale, key: string): string | undefined {
  const value = key.split('.').reduce<string | Catalogue | undefined>(
    (node, part) => (typeof node === 'object' ? node[part] : undefined),
    catalogue(locale),
  );
  return typeof value === 'string' ? value : undefined;
}

/** The raw catalogue text at a dotted key, e.g. text('nl', 'nav.login'). */
export function text(locale: Locale, key: string): string {
  const value = findText(locale, key);
  if (value === undefined) throw new Error(`No text ${key} in ${locale}.json`);
  return value;
}

/** SPEC §2: the nine footer links in their order, with the catalogue key of each label. */
export const FOOTER_LINKS = [
  ['/terms', 'footer.terms'],
  ['/privacy', 'footer.privacy'],
  ['/cookies', 'footer.cookies'],
  ['/ban', 'footer.ban'],
  ['/pricing', 'footer.pricing'],
  ['/complaints', 'footer.complaints'],
  ['/return-policy', 'footer.return_policy'],
  ['/faq', 'footer.faq'],
  ['/service', 'footer.service'],
] as const;

/** The footer link labels as a locale's catalogue words them, in order. */
export const footerTexts = (locale: Locale) => FOOTER_LINKS.map(([, key]) => text(locale, key));

export interface DemoSiteSettings {
  name: string;
  index_title: string;
}

/** The seeded site's settings as the server gives them, so tests need not repeat the seed. */
export async function demoSiteSettings(): Promise<DemoSiteSettings> {
  const response = await fetch(`${inject('baseURL')}/api/settings.php`);
  const body = (await response.json()) as { settings: DemoSiteSettings };
  return body.settings;
}

/** The parts of the app shell the tests look at. */
export function shell(page: Page) {
  const footer = page.locator('footer');
  return {
    /** The default layout's top navigation and the lander's brand bar both are a `.navbar`. */
    navbar: page.locator('.navbar'),
    brand: page.locator('.navbar-brand'),
    loginButton: page.getByTestId('login-button'),
    languageToggle: page.getByTestId('language-dropdown').locator('.dropdown-toggle'),
    languageItems: page.locator('[data-locale]'),
    footer,
    footerLinks: footer.locator('nav a'),
    disclaimer: page.getByTestId('legal-disclaimer'),
    usFooter: page.getByTestId('us-footer'),
    hero: page.locator('section.app-hero'),
    /** The error page; data-status carries the HTTP-like status it shows. */
    errorPage: page.locator('[role="alert"][data-status]'),
  };
}

export const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Texts of all matches, trimmed, in document order. */
export async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allInnerTexts()).map((value) => value.trim());
}

/** Picks a language from the navigation's dropdown, as a visitor does. */
export async function chooseLanguage(page: Page, locale: Locale): Promise<void> {
  const { languageToggle, languageItems } = shell(page);
  await languageToggle.click();
  await languageItems.and(page.locator(`[data-locale="${locale}"]`)).click();
}

/**
 * Presses Escape on the open signup modal once its fade-in has finished (a key pressed during
 * the transition is not the visitor's way of closing it) and waits until it is gone.
 */
export async function escapeSignupModal(page: Page): Promise<void> {
  await page.locator('.modal.show [data-testid="signup-modal"]').waitFor();
  // The modal listens for Escape from the moment it takes the focus; under load a key pressed
  // between its fade-in and that moment was lost.
  await page.waitForFunction(() => document.activeElement?.closest('.modal') != null);
  // Under load a key can still be lost (seen once in CI): as a visitor would, press again if it stays open.
  const modal = page.getByTestId('signup-modal');
  for (let attempt = 1; ; attempt++) {
    await page.keyboard.press('Escape');
    try {
      await modal.waitFor({ state: 'detached', timeout: 4000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
