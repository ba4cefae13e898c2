// No zod in this module: the web app's first load reads it and has no zod (issue #20). The
// contract's Locale schema is in api/locale.ts.
import type { Locale } from './api/locale';

/** Interface languages of SPEC §1; the first is the default. */
export const LOCALES = ['en', 'da', 'de', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export const DEFAULT_LOCALE: Locale = 'en';

/** Name the language by itself, so a visitor finds their own language in any interface language. */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  da: 'Dansk',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  it: 'Italiano',
  nb: 'Norsk bokmål',
  nl: 'Nederlands',
  pl: 'Polski',
  sv: 'Svenska',
};

/** Each language with its home market ('nl_NL'), as Open Graph and payment providers want it. */
export const LOCALE_WITH_TERRITORY = {
  da: 'da_DK',
  de: 'de_DE',
  en: 'en_US',
  es: 'es_ES',
  fi: 'fi_FI',
  fr: 'fr_FR',
  it: 'it_IT',
  nb: 'nb_NO',
  nl: 'nl_NL',
  pl: 'pl_PL',
  sv: 'sv_SE',
} as const satisfies Record<Locale, string>;

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;
/** The country a visitor picked (settings' geoip_selected_country), kept as long as their language. */
export const COUNTRY_COOKIE = 'country';
/**
 * A visitor answered the site-entry warning (SPEC §2), kept as long as their language: a cookie, not
 * the browser's storage, so the server renders their pages without the warning and a new visitor's
 * with it, in the first paint (issue #20).
 */
export const ENTRY_WARNING_COOKIE = 'entry_warning';
/** Where the served warning's "enter" posts (a form): it answers before the app runs, or without it. */
export const ENTRY_WARNING_ANSWER_PATH = '/entry-warning';

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}
