import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ICON_PATHS, FAVICON_PATH } from '@app/core';
import { BRAND_SVG_FILES, type BrandSvgs, inColour, renderAppIcon } from '@app/core/app-icons';

/** A file answered per site: its type, content, and the validator a browser revalidates its copy with. */
export interface SiteFile {
  type: string;
  body: Buffer;
  etag: string;
}

/**
 * The favicon and the installed app's icons in a site's primary colour (issue 21), from the brand
 * SVGs the web build ships (null where there is no build: its dev server answers these itself).
 * Each is rendered on first request per colour and kept: sites of one colour share them, and a site
 * whose operator picks a new colour gets new ones (and a new ETag) at once.
 */
export function siteIcons(webDist: string) {
  const files = Object.entries(BRAND_SVG_FILES).map(([name, file]) => [name, join(webDist, file)] as const);
  if (!files.every(([, path]) => existsSync(path))) return null;
  const svgs = Object.fromEntries(files.map(([name, path]) => [name, readFileSync(path, 'utf8')])) as unknown as BrandSvgs;
  // The build's SVGs are part of every tag: a redrawn icon is fetched again too.
  const build = createHash('sha256').update(svgs.appIcon).update(svgs.favicon);
  const rendered = new Map<string, Promise<SiteFile | undefined>>();

  const render = async (path: string, colour: string): Promise<SiteFile | undefined> => {
    const etag = `"${build.copy().update(`${path} ${colour}`).digest('base64url').slice(0, 22)}"`;
    if (path === FAVICON_PATH) return { type: 'image/svg+xml', body: Buffer.from(inColour(svgs.favicon, colour)), etag };
    const png = await renderAppIcon(svgs, path, colour);
    return png && { type: 'image/png', body: png, etag };
  };

  return {
    paths: [FAVICON_PATH, ...APP_ICON_PATHS],
    /** The file at `path` in `colour`; undefined for a path that is not one of `paths`. */
    get(path: string, colour: string): Promise<SiteFile | undefined> {
      const key = `${colour.toLowerCase()} ${path}`;
      let icon = rendered.get(key);
      if (!icon) {
        icon = render(path, colour.toLowerCase());
        rendered.set(key, icon);
        // A failed rendering is tried again by the next request rather than kept.
        icon.catch(() => rendered.delete(key));
      }
      return icon;
    },
  };
}
