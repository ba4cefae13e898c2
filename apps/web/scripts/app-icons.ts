import { readFile } from 'node:fs/promises';
// Relative imports: the build config is loaded by Node before any workspace package is built.
import { BRAND_SVG_FILES, renderAppIcon } from '../../../packages/core/src/app-icons';
import { APP_ICON_PATHS, PWA_THEME_COLOR } from '../../../packages/core/src/pwa';

const publicFile = (name: string) => readFile(new URL(`../public/${name}`, import.meta.url), 'utf8');

/**
 * Every PNG the installed app and its notifications use, by site-root path, in the default brand
 * colour (nothing is downloaded or checked in). The server answers these paths in each site's own
 * colour (apps/server/src/modules/pwa/site-icons.ts); these are the dev server's and the precache hash's.
 */
export async function renderAppIcons(): Promise<Map<string, Buffer>> {
  const [appIcon, favicon] = await Promise.all([publicFile(BRAND_SVG_FILES.appIcon), publicFile(BRAND_SVG_FILES.favicon)]);
  const icons = new Map<string, Buffer>();
  for (const path of APP_ICON_PATHS) icons.set(path, (await renderAppIcon({ appIcon, favicon }, path, PWA_THEME_COLOR))!);
  return icons;
}
