import sharp from 'sharp';
import { APP_ICONS, APPLE_TOUCH_ICON, NOTIFICATION_BADGE, PWA_THEME_COLOR } from './pwa';

/**
 * The installed app's PNG icons, rendered from the brand SVGs in a site's primary colour (issue 21):
 * by the web build (the default colour, for the dev server and the build's own files) and by the
 * server (each site's). Build tooling imports this file by its path, so it imports nothing else of ours.
 */

/** The brand SVGs' text, as the web build ships them (apps/web/public). */
export interface BrandSvgs {
  /** The rounded square with the heart: the app icons. */
  appIcon: string;
  /** The plain heart: the favicon and the notification badge. */
  favicon: string;
}

/** The files the SVGs are in, relative to the built web app's folder (and to apps/web/public). */
export const BRAND_SVG_FILES: Record<keyof BrandSvgs, string> = { appIcon: 'app-icon.svg', favicon: 'favicon.svg' };

/** Maskable icons keep their content inside the centre circle of 80 % diameter the platforms may cut to. */
const MASKABLE_CONTENT = 0.8;

/** The SVG with the brand colour swapped for `colour`: the shapes stay, only their fill follows the site. */
export function inColour(svg: string, colour: string): string {
  return svg.replaceAll(new RegExp(PWA_THEME_COLOR, 'gi'), colour);
}

async function renderSvg(svg: string, size: number): Promise<Buffer> {
  // Rendered at a density that gives the wanted size directly, so edges stay sharp.
  return sharp(Buffer.from(svg), { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** The icon on a full square of `colour`, its own rounded corners disappearing into it. */
async function renderFullBleed(svg: string, size: number, colour: string): Promise<Buffer> {
  const inner = Math.round(size * MASKABLE_CONTENT);
  const offset = Math.round((size - inner) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background: colour } })
    .composite([{ input: await renderSvg(svg, inner), left: offset, top: offset }])
    .png()
    .toBuffer();
}

/** The PNG at `path` (one of pwa.ts's APP_ICON_PATHS) in `colour`; undefined for any other path. */
export async function renderAppIcon(svgs: BrandSvgs, path: string, colour: string): Promise<Buffer | undefined> {
  // Status bars use only the badge's alpha channel: the plain heart is the right shape.
  if (path === NOTIFICATION_BADGE.src) return renderSvg(inColour(svgs.favicon, colour), NOTIFICATION_BADGE.size);
  const icon = [...APP_ICONS, APPLE_TOUCH_ICON].find((candidate) => candidate.src === path);
  if (!icon) return undefined;
  const svg = inColour(svgs.appIcon, colour);
  return icon.purpose === 'maskable' ? renderFullBleed(svg, icon.size, colour) : renderSvg(svg, icon.size);
}
