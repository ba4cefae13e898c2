import { LOCALES } from '@app/core';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { COMMON_PARTS, COMPLAINT_DETAIL_LABELS, MAIL_KINDS, MAIL_PARTS, mailCatalogue, NEWSLETTER_TEXTS, ORDER_DETAIL_LABELS, PUSH_TEXTS, SMS_KINDS } from './mail-catalogues';
import { orderDetailText, renderMail, renderPush, renderSms } from './render-mail';

type Element = { type: number; value?: unknown; options?: Record<string, { value: Element[] }> };

/** The argument names a message uses, plural branches included. */
function placeholders(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      // Literal (0) and pound (7) elements carry text, every other kind names an argument.
      if (element.type !== 0 && element.type !== 7 && typeof element.value === 'string') names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst() as Element[]);
  return [...names].sort();
}

function flatten(catalogue: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalogue).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const english = flatten(mailCatalogue('en'));
const ALLOWED = new Set([
  'site',
  'name',
  'link',
  'days',
  'hours',
  'code',
  'minutes',
  'member',
  'order',
  'credits',
  'amount',
  'premium',
  'percent',
  'rate',
  'kvk',
  'vat',
  'reference',
]);

describe('mail catalogues', () => {
  it('English has every part of every mail, with known placeholders only', () => {
    const expected = [
      ...COMMON_PARTS.map((part) => `common.${part}`),
      ...MAIL_KINDS.flatMap((kind) => MAIL_PARTS.map((part) => `${kind}.${part}`)),
      ...NEWSLETTER_TEXTS.map((text) => `newsletter.${text}`),
      ...SMS_KINDS.map((kind) => `sms.${kind}`),
      ...PUSH_TEXTS.map((text) => `push.${text}`),
      ...ORDER_DETAIL_LABELS.map((label) => `order_details.${label}`),
      ...COMPLAINT_DETAIL_LABELS.map((label) => `complaint_details.${label}`),
    ].sort();
    expect(Object.keys(english).sort()).toEqual(expected);
    for (const [key, message] of Object.entries(english)) {
      for (const name of placeholders(message, 'en')) expect(ALLOWED, `${key}: {${name}}`).toContain(name);
    }
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has the same keys and placeholders as English', (locale) => {
    const catalogue = flatten(mailCatalogue(locale));
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
    for (const [key, message] of Object.entries(catalogue)) {
      expect(message.trim(), `${locale} ${key}`).not.toBe('');
      expect(placeholders(message, locale), `${locale} ${key}`).toEqual(placeholders(english[key]!, 'en'));
    }
  });

  it.each([...LOCALES])('%s renders every mail with the values filled in', (locale) => {
    for (const kind of MAIL_KINDS) {
      const values = {
        site: 'Rainbow <Date>',
        name: 'Kim',
        link: 'https://x.test/a?token=t&b=1',
        days: 14,
        hours: 2,
        minutes: 30,
        member: 'Sam & Co',
        order: 12,
        credits: 275,
        amount: '€ 59,99',
        premium: 'removed' as const,
        reference: 'C-2026-000123',
      };
      const mail = renderMail(kind, locale, values);
      // Notification subjects name the other member; the sender line already names the site.
      expect(mail.text).toContain('Rainbow <Date>');
      expect(mail.subject).not.toMatch(/[{}]/);
      expect(mail.text).toContain('Kim');
      expect(mail.text).toContain(values.link);
      expect(mail.text).not.toMatch(/[{}]/);
      expect(mail.html).toContain(`lang="${locale}"`);
      expect(mail.html).toContain('Rainbow &lt;Date&gt;');
      expect(mail.html).toContain('href="https://x.test/a?token=t&amp;b=1"');
      expect(mail.html).not.toContain('<Date>');
      expect(mail.html).not.toContain('Sam & Co');
    }
    const unsubscribe = 'https://x.test/notifications?unsubscribe=1.message.sig';
    const notification = renderMail(
      'message',
      locale,
      { site: 'Rainbow Date', name: 'Kim', link: 'https://x.test/chats/1', minutes: 30, member: 'Sam' },
      unsubscribe,
    );
    expect(notification.text).toContain(`${mailCatalogue(locale).common.unsubscribe}: ${unsubscribe}`);
    expect(notification.html).toContain(`href="${unsubscribe}"`);
    const detailValues = { credits: 2, code: 'WELCOME', percent: 25, rate: '21%', kvk: '12345678', vat: 'NL1B01' };
    for (const label of ORDER_DETAIL_LABELS) expect(orderDetailText(label, locale, detailValues)).not.toMatch(/[{}]|^$/);
    for (const text of PUSH_TEXTS) {
      const push = renderPush(text, locale, { member: 'Sam' });
      expect(push.trim()).not.toBe('');
      expect(push).not.toMatch(/[{}]/);
    }
    for (const kind of SMS_KINDS) {
      const sms = renderSms(kind, locale, { site: 'Rainbow Date', code: '123456', minutes: 10 });
      expect(sms).toContain('123456');
      expect(sms).toContain('10');
      expect(sms).not.toMatch(/[{}]/);
    }
  });
});
