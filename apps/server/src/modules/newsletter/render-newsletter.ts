import type { Locale, NewsletterFormat, ThemeColours } from '@app/core';
import { Marked } from 'marked';
import { escapeHtml } from '../../platform/escape-html';
import { mailCatalogue } from '../../platform/mail/mail-catalogues';
import {
  formatter,
  frameMail,
  greetingAndSignature,
  LINK_COLOUR,
  mailParagraph,
  type RenderedMail,
} from '../../platform/mail/render-mail';

/** Where a link may lead: the web and mail. Not javascript:, data: or a mail program's own schemes. */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;
const SAFE_IMAGE = /^https?:\/\//i;
/** A web address in plain text, without the punctuation that usually follows one. */
const URL_IN_TEXT = /https?:\/\/[^\s<>"]*[^\s<>".,:;'")\]!?]/g;

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}" style="color:${LINK_COLOUR};">${text}</a>`;

/**
 * Markdown as mail programs show it: raw HTML in the body is shown as text (nothing pasted can run,
 * track or restyle the mail), links only to the web or mail, inline styles since mail programs
 * drop style sheets.
 */
const markdown = new Marked({
  gfm: true,
  renderer: {
    html: (token) => ('block' in token && token.block ? `<p style="margin:0 0 16px;">${escapeHtml(token.text)}</p>\n` : escapeHtml(token.text)),
    link({ href, tokens }) {
      const text = this.parser.parseInline(tokens);
      return SAFE_LINK.test(href) ? link(href, text) : text;
    },
    image({ href, text }) {
      if (!SAFE_IMAGE.test(href)) return escapeHtml(text);
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}" style="max-width:100%;height:auto;border:0;">`;
    },
    paragraph({ tokens }) {
      return `<p style="margin:0 0 16px;">${this.parser.parseInline(tokens)}</p>\n`;
    },
    heading({ tokens, depth }) {
      const size = depth <= 1 ? 22 : depth === 2 ? 19 : 17;
      return `<h${depth} style="margin:24px 0 12px;font-size:${size}px;line-height:1.3;">${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
  },
});

/** Text made safe for HTML, its web addresses made links. */
function linkified(text: string): string {
  let html = '';
  let done = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    html += escapeHtml(text.slice(done, match.index)) + link(match[0], escapeHtml(match[0]));
    done = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(done));
}

/** Plain text: paragraphs at blank lines, line breaks kept, web addresses made links. */
function plainTextHtml(body: string): string {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p style="margin:0 0 16px;">${linkified(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
}

export interface NewsletterContent {
  subject: string;
  body: string;
  format: NewsletterFormat;
}

/**
 * A newsletter in the frame of every member mail: greeting, the admin's body, signature, and the
 * footer saying why it came with its unsubscribe link. The plain-text part carries the body as
 * written (Markdown reads as text).
 */
export function renderNewsletter(
  { subject, body, format }: NewsletterContent,
  {
    locale,
    site,
    name,
    unsubscribeLink,
    colours,
  }: { locale: Locale; site: string; name: string; unsubscribeLink: string; colours?: ThemeColours },
): RenderedMail {
  const { greeting, signature } = greetingAndSignature(locale, { site, name });
  const html = format === 'markdown' ? markdown.parse(body, { async: false }) : plainTextHtml(body);
  return frameMail(locale, {
    site,
    subject,
    content: {
      text: [greeting, body, signature].join('\n\n'),
      html: `${mailParagraph(greeting)}\n${html}\n${mailParagraph(signature)}`,
    },
    unsubscribe: { link: unsubscribeLink, note: formatter(locale, { site })(mailCatalogue(locale).newsletter.unsubscribe_note) },
    colours,
  });
}
