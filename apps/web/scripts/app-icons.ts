import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
// A relative import: the build config is loaded by Node before any workspace package is built.
import { APP_ICONS, APPLE_TOUCH_ICON, NOTIFICATION_BADGE, PWA_THEME_COLOR } from '../../../packages/core/src/pwa';

const APP_ICON_SVG = new URL('../src/pwa/app-icon.svg', import.meta.url);
const FAVICON_SVG = new URL('../public/favicon.svg', import.meta.url);
/** Maskable icons keep their content inside the centre circle of 80 % diameter the platforms may cut to. */
const MASKABLE_CONTENT = 0.8;

async function renderSvg(svg: Buffer, size: number): Promise<Buffer> {
  // Rendered at a density that gives the wanted size directly, so edges stay sharp.
  return sharp(svg, { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** The icon on a full square of the brand colour, its own rounded corners disappearing into it. */
async function renderFullBleed(svg: Buffer, size: number): Promise<Buffer> {
  const inner = Math.round(size * MASKABLE_CONTENT);
  const offset = Math.round((size - inner) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background: PWA_THEME_COLOR } })
    .composite([{ input: await renderSvg(svg, inner), left: offset, top: offset }])
    .png()
    .toBuffer();
}

/**
 * Every PNG the installed app and its notifications use, by site-root path, generated from the
 * brand SVGs (nothing is downloaded or checked in).
 */
export async function renderAppIcons(): Promise<Map<string, Buffer>> {
  const [appIcon, favicon] = await Promise.all([readFile(APP_ICON_SVG), readFile(FAVICON_SVG)]);
  const icons = new Map<string, Buffer>();
  for (const icon of [...APP_ICONS, APPLE_TOUCH_ICON]) {
    icons.set(icon.src, icon.purpose === 'maskable' ? await renderFullBleed(appIcon, icon.size) : await renderSvg(appIcon, icon.size));
  }
  // Status bars use only the badge's alpha channel: the plain heart is the right shape.
  icons.set(NOTIFICATION_BADGE.src, await renderSvg(favicon, NOTIFICATION_BADGE.size));
  return icons;
}
