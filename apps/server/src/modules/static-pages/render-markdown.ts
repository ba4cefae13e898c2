import { Marked, type Token, type Tokens } from 'marked';

/** The values a page's `{placeholder}`s stand for; they come from the database, so they are escaped. */
export type PlaceholderValues = Record<string, string>;

export interface RenderedPage {
  /** The text of the first `# ` heading, which is left out of the HTML (the page shows it itself). */
  title: string;
  html: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** Unknown placeholders stay visible: a typo in the content shows up on the page rather than vanishing. */
const fill = (text: string, values: PlaceholderValues) => text.replace(PLACEHOLDER, (whole, key: string) => values[key] ?? whole);

/** Headings get ids so a link can point at one FAQ answer or terms article. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** Markdown emphasis and code marks, which a plain-text title or anchor has no use for. */
const plainText = (markdown: string) => markdown.replace(/[*_`]/g, '');

/** Schemes an operator's link or image may use; a relative address has none. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * Whether a link target written in the back office is harmless in a visitor's browser: relative,
 * or with a safe scheme. Browsers ignore white space and control characters in a scheme and decode
 * entities in attributes (`javascript&#58;`), so a target with any of them before its path,
 * query or fragment is refused rather than decoded.
 */
export function isSafeUrl(href: string): boolean {
  const head = href.split(/[/?#]/, 1)[0]!;
  if (/[\s&]/.test(head) || [...head].some((char) => char < ' ')) return false;
  const colon = head.indexOf(':');
  return colon < 0 || SAFE_SCHEMES.has(head.slice(0, colon).toLowerCase());
}

/**
 * Markdown written in the back office renders without its raw HTML (shown as text) and without
 * links or images to unsafe addresses (`javascript:`), so a page cannot run script on the site.
 */
const OPERATOR_SAFE = {
  html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
} as const;

/**
 * Renders a page's Markdown with the placeholders filled in: in text as an inline token whose
 * value is HTML-escaped, in link targets before the renderer encodes the URL. The pages that ship
 * with the code are trusted (raw HTML allowed); `operator` Markdown, written in the back office,
 * is not.
 */
export function renderMarkdown(markdown: string, values: PlaceholderValues, source: 'ours' | 'operator' = 'ours'): RenderedPage {
  const marked = new Marked({
    gfm: true,
    extensions: [
      {
        name: 'placeholder',
        level: 'inline',
        start: (src) => src.indexOf('{'),
        tokenizer(src) {
          const match = /^\{(\w+)\}/.exec(src);
          if (!match || values[match[1]!] === undefined) return undefined;
          return { type: 'placeholder', raw: match[0], key: match[1] };
        },
        renderer: (token) => escapeHtml(values[token.key as string]!),
      },
    ],
    renderer: {
      // A paragraph of placeholders with nothing to say (no trade names) leaves no empty box behind.
      paragraph({ tokens }) {
        const inner = this.parser.parseInline(tokens);
        return inner.trim() === '' ? '' : `<p>${inner}</p>\n`;
      },
      heading({ tokens, depth, text }) {
        return `<h${depth} id="${escapeHtml(slugify(plainText(fill(text, values))))}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
    },
  });
  if (source === 'operator') marked.use({ renderer: OPERATOR_SAFE });
  const tokens = marked.lexer(markdown);
  const titleAt = tokens.findIndex((token) => token.type === 'heading' && token.depth === 1);
  const title = titleAt >= 0 ? plainText(fill((tokens[titleAt] as Tokens.Heading).text, values)) : '';
  if (titleAt >= 0) tokens.splice(titleAt, 1);
  marked.walkTokens(tokens, (token: Token) => {
    if (token.type === 'link') token.href = fill(token.href, values);
    if (source === 'operator' && (token.type === 'link' || token.type === 'image') && !isSafeUrl(token.href)) {
      token.href = '#';
    }
  });
  return { title, html: marked.parser(tokens) };
}
