import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OFFLINE_STYLE } from '@app/core';
import type { SiteRow } from '../site/site-row';
import { siteTheme } from '../site/site-theme';

/**
 * The offline page's style sheet in a site's colours (issue 21): the build's sheet reads the colours
 * as custom properties, and the site's rule comes first. A sheet, not an inline style: the page's
 * policy allows neither, and the service worker keeps this file for when the network is gone.
 * Null where there is no build.
 */
export function offlineStyle(webDist: string) {
  const file = join(webDist, OFFLINE_STYLE);
  if (!existsSync(file)) return null;
  const sheet = readFileSync(file, 'utf8');
  return (site: SiteRow) => `${siteTheme(site).css}\n${sheet}`;
}
