import { APP_ICONS, PWA_BACKGROUND_COLOR } from '@app/core';
import { z } from 'zod';
import type { SiteRow } from '../site/site-row';
import { siteLocale } from '../site/service';

/** The members of the W3C web app manifest this site uses. */
export const WebAppManifest = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  lang: z.string(),
  dir: z.enum(['ltr', 'rtl']),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.literal('image/png'), purpose: z.enum(['any', 'maskable']) })),
});
export type WebAppManifest = z.infer<typeof WebAppManifest>;

/** Launchers show about 12 characters under an icon; a longer name is cut to its first word. */
const SHORT_NAME_LENGTH = 12;

export function shortName(name: string): string {
  if (name.length <= SHORT_NAME_LENGTH) return name;
  const firstWord = name.split(/\s+/)[0] ?? name;
  return firstWord.length <= SHORT_NAME_LENGTH ? firstWord : name.slice(0, SHORT_NAME_LENGTH).trimEnd();
}

/** The installable app of one site (SPEC §1): its name, language and its primary colour (SPEC §9, its settings). */
export function webAppManifest(site: SiteRow): WebAppManifest {
  return {
    // A fixed id: the installed app stays the same app even if start_url ever changes.
    id: '/',
    name: site.name,
    short_name: shortName(site.name),
    description: site.config.description,
    lang: siteLocale(site),
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: site.config.theme_colours.primary,
    background_color: PWA_BACKGROUND_COLOR,
    icons: APP_ICONS.map((icon) => ({
      src: icon.src,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
