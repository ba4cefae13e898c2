import type { FastifyRequest } from 'fastify';
import { escapeHtml } from '../platform/escape-html';

/** What a shared link shows in a chat app or a search result: title, text, picture. */
export interface PageMeta {
  title: string;
  description: string;
  url: string;
  siteName: string;
  /** Absolute URL of the share image. */
  image?: string;
}

/** Answers the meta of a page URL it knows, or null to serve the page as built. */
export type PageMetaResolver = (request: FastifyRequest) => Promise<PageMeta | null>;

/**
 * Link previews are built by bots that run no JavaScript, so the server writes the title and the
 * Open Graph tags into the page itself.
 */
export function injectPageMeta(html: string, meta: PageMeta): string {
  const tags = [
    ['og:type', 'profile'],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:url', meta.url],
    ['og:site_name', meta.siteName],
    ...(meta.image ? [['og:image', meta.image]] : []),
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}" />`)
    .concat(
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    )
    .join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace('</head>', `    ${tags}\n  </head>`);
}
