import { DEFAULT_LOCALE, isLocale, type Locale, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, LOCALES } from '@app/core';
import i18next, { type i18n as I18nInstance } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';

/** The locale the visitor chose before, if any (SPEC §9: a cookie, no URL prefix). */
export function storedLocale(): Locale | undefined {
  const value = Cookies.get(LOCALE_COOKIE);
  return isLocale(value) ? value : undefined;
}

// Only a change: writing lang, even the same value, restyles every element on the page (:lang()),
// 20–30 ms at a phone's speed while a rendered page is taken over (issue #20).
function applyLocale(locale: Locale) {
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
}

/** The app's catalogue and the texts it shares with the landers (footer, entry warning) as one. */
async function loadCatalogue(language: string) {
  const [own, shared] = await Promise.all([import(`./locales/${language}.json`), import(`./shared/${language}.json`)]);
  return { ...own.default, ...shared.default } as Record<string, unknown>;
}

/**
 * The catalogues' `{name}` arguments, read by i18next itself: the landers share texts with the app and
 * fill the same single braces. Plurals are i18next's keys (`_zero` for exactly 0, then the language's
 * Intl.PluralRules categories) with the number as `{count, number}`, grouped as the language writes it.
 */
export const INTERPOLATION = { prefix: '{', suffix: '}', escapeValue: false } as const;

/** i18next set up as the app uses it, on the shared instance in the browser or one per language on the server. */
export async function startI18n(instance: I18nInstance, locale: Locale): Promise<void> {
  await instance
    .use(resourcesToBackend(loadCatalogue))
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      interpolation: INTERPOLATION,
      react: { useSuspense: false },
    });
}

/** The stored locale, else the site's language (SPEC §7, settings.php), else English: the server's page renderer picks the same. */
export function pickLocale(stored: string | undefined, siteLanguage: string | undefined): Locale {
  if (isLocale(stored)) return stored;
  return isLocale(siteLanguage) ? siteLanguage : DEFAULT_LOCALE;
}

/** Starts the browser's i18next in `locale`. Each catalogue is its own chunk, loaded when its language is first used. */
export async function initI18n(locale: Locale): Promise<void> {
  await startI18n(i18next.use(initReactI18next), locale);
  applyLocale(locale);
}

let chosenThisVisit = false;

/** Switches the interface language and remembers it for a year. */
async function changeLocale(locale: Locale): Promise<void> {
  await i18next.changeLanguage(locale);
  Cookies.set(LOCALE_COOKIE, locale, { expires: LOCALE_COOKIE_DAYS, sameSite: 'lax', path: '/' });
  applyLocale(locale);
}

/** The visitor picked this language themselves: it wins over the member's stored language this visit. */
export async function chooseLocale(locale: Locale): Promise<void> {
  chosenThisVisit = true;
  await changeLocale(locale);
}

/**
 * At login the member's stored language takes over, unless the visitor picked one this visit:
 * that choice is the more recent wish.
 */
export function followMemberLanguage(language: Locale): void {
  if (!chosenThisVisit && language !== currentLocale()) void changeLocale(language);
}

/** The language the interface shows now. */
function currentLocale(): Locale {
  return isLocale(i18next.resolvedLanguage) ? i18next.resolvedLanguage : DEFAULT_LOCALE;
}
