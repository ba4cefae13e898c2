import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OFFLINE_PAGE, OFFLINE_STYLE } from '@app/core';
import { withThemeColour } from '../../http/page-meta';
import type { SiteRow } from '../site/site-row';
import { siteTheme } from '../site/site-theme';

/** A file the server writes per site from the build's copy. */
export interface SiteText {
  path: string;
  type: string;
  render: (site: SiteRow) => string;
}

/**
 * The offline page and its style sheet in a site's colours (issue 21): the build's sheet reads the
 * colours as custom properties, with the site's rule first; the page's theme-color (the browser's
 * toolbar) is the site's primary. A sheet, not an inline style: the page's policy allows neither,
 * and the service worker keeps both files for when the network is gone. None where there is no build.
 */
export function offlineFiles(webDist: string): SiteText[] {
  const built = (path: string) => (existsSync(join(webDist, path)) ? readFileSync(join(webDist, path), 'utf8') : null);
  const sheet = built(OFFLINE_STYLE);
  const page = built(OFFLINE_PAGE);
  return [
    ...(sheet === null ? [] : [{ path: OFFLINE_STYLE, type: 'text/css; charset=utf-8', render: (site: SiteRow) => `${siteTheme(site).css}\n${sheet}` }]),
    ...(page === null
      ? []
      : [{ path: OFFLINE_PAGE, type: 'text/html; charset=utf-8', render: (site: SiteRow) => withThemeColour(page, siteTheme(site).themeColour) }]),
  ];
}
