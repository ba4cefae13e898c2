import { readFileSync } from 'node:fs';
import { type Locale } from '@app/core';

/** The mails members get; each has a subject, an intro, a button and a note in every catalogue. */
export const MAIL_KINDS = ['activation', 'password_reset', 'mail_change', 'mail_changed', 'account_deleted'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_PARTS = ['subject', 'intro', 'button', 'note'] as const;
export const COMMON_PARTS = ['greeting', 'button_fallback', 'signature', 'footer'] as const;

/** Text messages (SMS) members get, in the same catalogues so a language is translated in one place. */
export const SMS_KINDS = ['direct_debit_code'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

export type MailCatalogue = Record<MailKind, Record<(typeof MAIL_PARTS)[number], string>> & {
  common: Record<(typeof COMMON_PARTS)[number], string>;
  sms: Record<SmsKind, string>;
};

const catalogues = new Map<Locale, MailCatalogue>();

/** The ICU MessageFormat texts of one language, read once from locales/<lang>.json. */
export function mailCatalogue(locale: Locale): MailCatalogue {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    const file = new URL(`./locales/${locale}.json`, import.meta.url);
    catalogue = JSON.parse(readFileSync(file, 'utf8')) as MailCatalogue;
    catalogues.set(locale, catalogue);
  }
  return catalogue;
}
