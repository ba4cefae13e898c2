import { type Locale, LOCALE_WITH_TERRITORY, type PageAssets } from '@app/core';
import type { FastifyRequest } from 'fastify';
import { escapeHtml } from '../platform/escape-html';

/** What a shared link shows in a chat app or a search result: text, address, picture. */
export interface PagePreview {
  type: 'website' | 'profile';
  description: string;
  /** The page's canonical address, absolute. */
  url: string;
  siteName: string;
  /** Absolute URL of the share image. */
  image?: string;
}

/** The head of one page as the server writes it. */
export interface PageMeta {
  title: string;
  /** The site's language: the page's lang attribute and og:locale. */
  locale: Locale;
  /** Kept out of search results: members-only pages, forms, profiles a site does not show visitors. */
  noindex?: boolean;
  /** Pages without one get their title alone. */
  preview?: PagePreview;
  /** Served from another built page than index.html, with this data written into it (the landers). */
  document?: { name: 'lander'; data: unknown };
}

/** Answers the meta of a page URL it knows, or null to leave the page to the next resolver. */
export type PageMetaResolver = (request: FastifyRequest) => Promise<PageMeta | null>;

/** The page in the site's language: the built page says English, whatever site serves it. */
export function withPageLanguage(html: string, locale: Locale): string {
  return html.replace(/<html\b([^>]*)>/, (_, attributes: string) => {
    const others = attributes.replace(/\s+lang="[^"]*"/, '');
    return `<html lang="${locale}"${others}>`;
  });
}

/** Data for the page's script, as JSON no `</script>` inside can end early. */
export function injectPageData(html: string, elementId: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return injectHead(html, `<script id="${elementId}" type="application/json">${json}</script>`);
}

/**
 * Search engines and link previews are built by bots that mostly run no JavaScript, so the server
 * writes the title, the description and the Open Graph tags into the page itself.
 */
export function injectPageMeta(html: string, meta: PageMeta): string {
  const { preview } = meta;
  const tags: string[] = [];
  if (meta.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (preview) {
    tags.push(
      `<meta name="description" content="${escapeHtml(preview.description)}" />`,
      `<link rel="canonical" href="${escapeHtml(preview.url)}" />`,
      ...[
        ['og:type', preview.type],
        ['og:title', meta.title],
        ['og:description', preview.description],
        ['og:url', preview.url],
        ['og:site_name', preview.siteName],
        ['og:locale', LOCALE_WITH_TERRITORY[meta.locale]],
        ...(preview.image ? [['og:image', preview.image]] : []),
      ].map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}" />`),
      `<meta name="twitter:card" content="${preview.image ? 'summary_large_image' : 'summary'}" />`,
    );
  }
  // Replaced by functions: a member's text may hold `$&` and the like, which a replacement string would expand.
  const titled = withPageLanguage(html, meta.locale).replace(
    /<title>[^<]*<\/title>/,
    () => `<title>${escapeHtml(meta.title)}</title>`,
  );
  return injectHead(titled, tags.join('\n    '));
}

/** The browser toolbar's colour (the theme-color meta) set to the site's. */
export function withThemeColour(html: string, themeColour: string): string {
  return html.replace(/(<meta name="theme-color" content=")[^"]*"/, (_, start: string) => `${start}${themeColour}"`);
}

/** The site's colours (SiteTheme): their rule in the head, and the toolbar's colour in the theme-color meta. */
export function injectSiteTheme(html: string, { style, themeColour }: { style: string; themeColour: string }): string {
  return injectHead(withThemeColour(html, themeColour), style);
}

/** Markup at the end of the page's head (none: the page as it is). */
function injectHead(html: string, markup: string): string {
  return markup ? html.replace(/\s*<\/head>/, () => `\n    ${markup}\n  </head>`) : html;
}

/**
 * The style sheets a rendered page needs besides those of the built page it is served in, linked in
 * its head: its markup needs them for the first paint. What the page links already is left.
 */
export function injectPageAssets(html: string, { styles }: PageAssets): string {
  const missing = (path: string) => !html.includes(`"${path}"`);
  return injectHead(html, styles.filter(missing).map((path) => `<link rel="stylesheet" crossorigin href="${escapeHtml(path)}">`).join('\n    '));
}

/**
 * The server's render of the page: its HTML inside the empty #root the build left, and a lander's
 * class on <html>, so the first paint has the content and the colours before any JavaScript runs.
 */
export function injectPageBody(html: string, body: string, htmlClass?: string): string {
  const classed = htmlClass
    ? html.replace(/<html\b([^>]*)>/, (_, attributes: string) => `<html${attributes} class="${escapeHtml(htmlClass)}">`)
    : html;
  return classed.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
}

/**
 * A page that arrives with its content needs its scripts only to make it work: asked at low
 * priority, they leave a slow line to the stylesheet and the photos the first paint shows, instead
 * of taking most of it as the build's high-priority module tags would (issue #20: the first paint
 * of /members on slow 4G came after all 112 kB of its JavaScript). The app's own pages go further
 * (scripts-after-paint.ts); the landers and the static pages have little script to ask for.
 */
export function withScriptsAfterContent(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
}
