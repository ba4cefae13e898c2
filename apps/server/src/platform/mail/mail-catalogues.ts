import { readFileSync } from 'node:fs';
import { COMPLAINT_DECISIONS, type Locale, MODERATION_REASONS } from '@app/core';

/** The mails members get; each has a subject, an intro, a button and a note in every catalogue. */
export const MAIL_KINDS = [
  'activation',
  'password_reset',
  'mail_change',
  'mail_changed',
  'account_deleted',
  /** The copy of their data a member asked for is ready; {days} is how long the link lasts. */
  'data_export',
  // Notifications: each has an unsubscribe link; {member} names the other member.
  'message',
  'like',
  'match',
  /** Names nobody: who visited is for premium members to see on the site. */
  'visit',
  // After a purchase: {order} is the order number, {credits} a number of credits, {amount} money as written.
  'receipt',
  'refund',
  // Complaints (EU DSA): {reference} names the complaint; the decision's lines come as details.
  'complaint_received',
  'complaint_decision',
  'complaint_outcome',
  'appeal_decision',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The labelled lines of an order in the receipt and refund mails, and the seller's lines under them. */
export const ORDER_DETAIL_LABELS = [
  'order',
  'date',
  'bundle',
  'credits',
  'price',
  'discount',
  'total',
  'vat',
  'method',
  'refunded',
  'credits_removed',
  'seller',
  'kvk',
  'vat_number',
  'method_creditcard',
  'method_banktransfer',
  'method_directdebit',
] as const;
export type OrderDetailLabel = (typeof ORDER_DETAIL_LABELS)[number];

/** The labelled lines of a complaint's decision (the statement of reasons) and the words they show. */
export const COMPLAINT_DETAIL_LABELS = [
  'reference',
  'decision',
  'content',
  'rule',
  'explanation',
  'until',
  'outcome',
  ...COMPLAINT_DECISIONS.map((decision) => `decision_${decision}` as const),
  'outcome_upheld',
  'outcome_reversed',
  'content_message',
  'content_photo',
  'content_profile',
  ...MODERATION_REASONS.map((reason) => `rule_${reason}` as const),
] as const;
export type ComplaintDetailLabel = (typeof COMPLAINT_DETAIL_LABELS)[number];

export const MAIL_PARTS = ['subject', 'intro', 'button', 'note'] as const;
export const COMMON_PARTS = ['greeting', 'button_fallback', 'signature', 'footer', 'unsubscribe_note', 'unsubscribe'] as const;

/** The newsletter's own texts; the admin writes its subject and body in one language. */
export const NEWSLETTER_TEXTS = ['unsubscribe_note'] as const;

/** Web push texts: a title and a body per notification, {member} naming the other member. */
export const PUSH_TEXTS = [
  'message_title',
  'message_photo',
  'message_gift',
  'like_title',
  'like_body',
  'match_title',
  'match_body',
  'visit_title',
  'visit_body',
] as const;
export type PushText = (typeof PUSH_TEXTS)[number];

/** Text messages (SMS) members get, in the same catalogues so a language is translated in one place. */
export const SMS_KINDS = ['direct_debit_code'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

export type MailCatalogue = Record<MailKind, Record<(typeof MAIL_PARTS)[number], string>> & {
  common: Record<(typeof COMMON_PARTS)[number], string>;
  newsletter: Record<(typeof NEWSLETTER_TEXTS)[number], string>;
  sms: Record<SmsKind, string>;
  push: Record<PushText, string>;
  order_details: Record<OrderDetailLabel, string>;
  complaint_details: Record<ComplaintDetailLabel, string>;
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
