import { createHash } from 'node:crypto';
import { themeCss } from '@app/core';
import type { SiteRow } from './site-row';

/** A site's colours as its pages carry them (issue 21): a rule in their head, and what lets it past the policy. */
export interface SiteTheme {
  /** The rule itself, for a style sheet of the site's own (the offline page's). */
  css: string;
  /** The <style> element, before the page's </head>. */
  style: string;
  /** The style-src source that allows exactly that element's content (CSP hashes; the page needs no nonce). */
  styleSource: string;
  /** The browser's toolbar and the installed app's title bar. */
  themeColour: string;
}

const bySite = new WeakMap<SiteRow, SiteTheme>();

/**
 * Computed once per site row: a row is replaced when its settings change, so a new colour shows at
 * once. `html:root` outweighs the style sheets' own :root defaults wherever the rule stands.
 */
export function siteTheme(site: SiteRow): SiteTheme {
  let theme = bySite.get(site);
  if (!theme) {
    const css = themeCss(site.config.theme_colours, 'html:root');
    theme = {
      css,
      style: `<style>${css}</style>`,
      styleSource: `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
      themeColour: site.config.theme_colours.primary,
    };
    bySite.set(site, theme);
  }
  return theme;
}
