import { DEFAULT_THEME_COLOURS, type Locale, readableOn, textOn, type ThemeColours } from '@app/core';
import { IntlMessageFormat } from 'intl-messageformat';
import { type ComplaintDetailLabel, mailCatalogue, type MailKind, type OrderDetailLabel, type PushText, type SmsKind } from './mail-catalogues';
import { escapeHtml } from '../escape-html';

export interface MailValues {
  site: string;
  name: string;
  /** The button's target: the mailed link itself. */
  link: string;
  /** How long the link works, for the texts that say so. */
  days?: number;
  hours?: number;
  minutes?: number;
  /** The other member a notification is about. */
  member?: string;
  /** Receipts and refunds: the order number, a number of credits, money as written ('€ 14,99'). */
  order?: number;
  credits?: number;
  amount?: string;
  /** Refunds: 'removed' when the member's premium ended with it. */
  premium?: 'removed' | 'kept';
  /** Complaints: the complaint's reference (C-2026-000123). */
  reference?: string;
  /** The site's theme colours (SPEC §9's where not given). */
  colours?: ThemeColours;
}

/** Labelled lines shown between the intro and the button (an order), and small print under them (the seller). */
export interface MailDetails {
  rows: { label: string; value: string; strong?: boolean }[];
  smallPrint: string[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const MUTED_COLOUR = '#6c757d';

/**
 * What a mail wears of the site's colours: its primary as the name bar and the button, with the
 * text chosen for it, and links in the secondary darkened until they read on white (WCAG AA).
 */
export function mailColours(colours: Pick<ThemeColours, 'primary' | 'secondary'> = DEFAULT_THEME_COLOURS) {
  return { brand: colours.primary, onBrand: textOn(colours.primary), link: readableOn(colours.secondary, '#ffffff') };
}

/** Links in the texts of SPEC §9's colours, where a mail's own text is written once for every site (newsletters). */
export const LINK_COLOUR = mailColours().link;

/**
 * Catalogue messages compiled once per language (issue 22: compiling them again for each mail was
 * most of the time a mail's rendering took). Only the catalogues' texts come here, a bounded set.
 */
const compiledMessages = new Map<string, IntlMessageFormat>();

function compiled(message: string, locale: Locale): IntlMessageFormat {
  const key = `${locale}\n${message}`;
  let format = compiledMessages.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, locale);
    compiledMessages.set(key, format);
  }
  return format;
}

/** Formats catalogue messages in the member's language. */
export function formatter(locale: Locale, values: Record<string, unknown>) {
  return (message: string) => String(compiled(message, locale).format(values));
}

/** The mail's own part (between the site's header bar and the footer) as plain text and HTML. */
export interface MailContent {
  text: string;
  html: string;
}

/** A footer link that switches this kind of mail off, and the line saying why the mail came. */
export interface FooterUnsubscribe {
  link: string;
  note: string;
}

/** Texts are plain (no markup in the catalogues), so each is escaped as a whole. */
export function mailParagraph(value: string, style = ''): string {
  return `<p style="margin:0 0 16px;${style}">${escapeHtml(value).replaceAll('\n', '<br>')}</p>`;
}

/**
 * The frame every mail shares, as plain text and as simple HTML that reads well on a phone (one
 * column, max 560 px): the site's name on top, the content, the footer. A mail the member can
 * switch off passes `unsubscribe`: the footer then says why it came and links to the page that
 * switches it off.
 */
export function frameMail(
  locale: Locale,
  {
    site,
    subject,
    content,
    unsubscribe,
    colours,
  }: { site: string; subject: string; content: MailContent; unsubscribe?: FooterUnsubscribe; colours?: ThemeColours },
): RenderedMail {
  const { brand, onBrand } = mailColours(colours);
  const common = mailCatalogue(locale).common;
  const format = formatter(locale, { site });
  const footer = format(common.footer);
  const unsubscribeLabel = format(common.unsubscribe);
  const footerText = unsubscribe ? `${footer}\n${unsubscribe.note}\n${unsubscribeLabel}: ${unsubscribe.link}` : footer;
  const text = `${content.text}\n\n--\n${footerText}`;
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#212529;">
<tr><td style="padding:18px 24px;background:${brand};color:${onBrand};font-size:20px;font-weight:bold;border-radius:8px 8px 0 0;">${escapeHtml(site)}</td></tr>
<tr><td style="padding:24px;">
${content.html}
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:${MUTED_COLOUR};text-align:center;">${escapeHtml(footer)}${
    unsubscribe
      ? `<br>${escapeHtml(unsubscribe.note)} <a href="${escapeHtml(unsubscribe.link)}" style="color:${MUTED_COLOUR};text-decoration:underline;">${escapeHtml(unsubscribeLabel)}</a>`
      : ''
  }</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html };
}

/** The greeting and the signature that open and close every member mail. */
export function greetingAndSignature(locale: Locale, values: { site: string; name: string }): { greeting: string; signature: string } {
  const common = mailCatalogue(locale).common;
  const format = formatter(locale, values);
  return { greeting: format(common.greeting), signature: format(common.signature) };
}

/**
 * One account or notification mail from the catalogue. A notification passes `unsubscribeLink`
 * for the footer; a receipt or a refund passes the order's `details`, shown under the intro.
 */
export function renderMail(
  kind: MailKind,
  locale: Locale,
  values: MailValues,
  unsubscribeLink?: string,
  details?: MailDetails,
): RenderedMail {
  const catalogue = mailCatalogue(locale);
  const format = formatter(locale, { ...values });
  const mail = catalogue[kind];
  const { greeting, signature } = greetingAndSignature(locale, values);
  const intro = format(mail.intro);
  const button = format(mail.button);
  const note = format(mail.note);
  const link = escapeHtml(values.link);
  const palette = mailColours(values.colours);
  const detailText = details
    ? [details.rows.map(({ label, value }) => `${label}: ${value}`).join('\n'), details.smallPrint.join('\n')].filter(Boolean)
    : [];
  const content = {
    text: [greeting, intro, ...detailText, `${button}:\n${values.link}`, note, signature].join('\n\n'),
    html: `${mailParagraph(greeting)}
${mailParagraph(intro)}
${details ? detailsHtml(details) : ''}
<p style="margin:28px 0;text-align:center;"><a href="${link}" style="display:inline-block;padding:12px 28px;background:${palette.brand};color:${palette.onBrand};text-decoration:none;font-weight:bold;border-radius:6px;">${escapeHtml(button)}</a></p>
${mailParagraph(note)}
${mailParagraph(signature)}
<p style="margin:24px 0 0;font-size:13px;color:${MUTED_COLOUR};">${escapeHtml(format(catalogue.common.button_fallback))}<br><a href="${link}" style="color:${palette.link};word-break:break-all;">${link}</a></p>`,
  };
  return frameMail(locale, {
    site: values.site,
    subject: format(mail.subject),
    content,
    unsubscribe: unsubscribeLink ? { link: unsubscribeLink, note: format(catalogue.common.unsubscribe_note) } : undefined,
    colours: values.colours,
  });
}

/** An order's lines as a two-column table that stays one table on a phone, then the small print. */
function detailsHtml({ rows, smallPrint }: MailDetails): string {
  const cell = 'padding:6px 0;border-bottom:1px solid #dee2e6;';
  const lines = rows
    .map(({ label, value, strong }) => {
      const weight = strong ? 'font-weight:bold;' : '';
      return `<tr><td style="${cell}${weight}">${escapeHtml(label)}</td><td style="${cell}${weight}text-align:right;">${escapeHtml(value)}</td></tr>`;
    })
    .join('\n');
  const print = smallPrint.length
    ? `<p style="margin:0 0 16px;font-size:13px;color:${MUTED_COLOUR};">${smallPrint.map(escapeHtml).join('<br>')}</p>`
    : '';
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px;">
${lines}
</table>
${print}`;
}

/** One labelled line of an order in the member's language, e.g. 'Total paid' or '275 credits'. */
export function orderDetailText(label: OrderDetailLabel, locale: Locale, values: Record<string, string | number> = {}): string {
  return formatter(locale, values)(mailCatalogue(locale).order_details[label]);
}

/** One line or word of a complaint's statement of reasons in the member's language, e.g. 'Rule' or 'Account banned'. */
export function complaintDetailText(label: ComplaintDetailLabel, locale: Locale): string {
  return mailCatalogue(locale).complaint_details[label];
}

/** A web push title or body in the member's language. */
export function renderPush(text: PushText, locale: Locale, values: { member: string }): string {
  return formatter(locale, values)(mailCatalogue(locale).push[text]);
}

/** An SMS in the member's language, e.g. the direct-debit code. */
export function renderSms(kind: SmsKind, locale: Locale, values: Record<string, string | number>): string {
  return formatter(locale, values)(mailCatalogue(locale).sms[kind]);
}
