import { readFileSync } from 'node:fs';
import { APP_ICONS, APPLE_TOUCH_ICON, DEFAULT_THEME_COLOURS, FAVICON_PATH, NOTIFICATION_BADGE, OFFLINE_PAGE, OFFLINE_STYLE } from '@app/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SHE_DEMO_DOMAIN } from '../../db/seed/demo-site';
import { testAppServing } from '../../test/web-dist';

const built = (file: string) => readFileSync(new URL(`../../../../web/public/${file}`, import.meta.url));
const testApp = testAppServing({
  'index.html': '<!doctype html><html><head><title>x</title></head><body></body></html>',
  'favicon.svg': built('favicon.svg'),
  'app-icon.svg': built('app-icon.svg'),
  'offline.css': built('offline.css'),
  'offline.html': built('offline.html'),
});
const SHE_PURPLE = '#7b1fa2';

const get = (url: string, host: string, headers: Record<string, string> = {}) =>
  testApp().app.inject({ url, headers: { host, ...headers } });

/** The colour of the PNG's pixel at (x, y), as #rrggbb. */
async function pixel(png: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return `#${[...data.subarray(at, at + 3)].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

describe("each site's icons in its primary colour (issue 21)", () => {
  it("draws Sie & Sie's favicon heart in its purple, Rainbow Date's in its red", async () => {
    const she = await get(FAVICON_PATH, SHE_DEMO_DOMAIN);
    expect(she.statusCode).toBe(200);
    expect(she.headers['content-type']).toBe('image/svg+xml');
    expect(she.body).toContain(`fill="${SHE_PURPLE}"`);
    expect(she.body).not.toContain(DEFAULT_THEME_COLOURS.primary);
    const rainbow = await get(FAVICON_PATH, 'localhost');
    expect(rainbow.body).toBe(built('favicon.svg').toString());
  });

  it('renders the app icons, the apple-touch icon and the badge as PNGs of that colour', async () => {
    for (const [host, colour] of [[SHE_DEMO_DOMAIN, SHE_PURPLE], ['localhost', DEFAULT_THEME_COLOURS.primary]] as const) {
      for (const { src, size } of [...APP_ICONS, APPLE_TOUCH_ICON]) {
        const response = await get(src, host);
        expect(response.headers['content-type']).toBe('image/png');
        const png = response.rawPayload;
        expect(await sharp(png).metadata()).toMatchObject({ width: size, height: size });
        // Beside the heart, inside the rounded square (and the full-bleed ones' margin).
        expect(await pixel(png, Math.round(size * 0.2), Math.round(size / 2)), `${host} ${src}`).toBe(colour);
        // The heart stays white.
        expect(await pixel(png, Math.round(size / 2), Math.round(size / 2))).toBe('#ffffff');
      }
      const badge = (await get(NOTIFICATION_BADGE.src, host)).rawPayload;
      expect(await pixel(badge, NOTIFICATION_BADGE.size / 2, NOTIFICATION_BADGE.size / 2)).toBe(colour);
    }
  });

  it('lets browsers keep an icon until the site changes colour (ETag, no stale copy)', async () => {
    const first = await get(APP_ICONS[0]!.src, SHE_DEMO_DOMAIN);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('host');
    const etag = String(first.headers.etag);
    expect((await get(APP_ICONS[0]!.src, SHE_DEMO_DOMAIN, { 'if-none-match': etag })).statusCode).toBe(304);
    // Another colour is another tag: the browser's copy of the other site's icon is not reused.
    expect((await get(APP_ICONS[0]!.src, 'localhost', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it("sets the offline page's colours from the site, in a style sheet the policy allows", async () => {
    const she = await get(OFFLINE_STYLE, SHE_DEMO_DOMAIN);
    expect(she.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(she.body).toMatch(/^html:root\{[^}]*--app-primary:#7b1fa2;/);
    expect(she.body).toContain('background: var(--app-primary, #d50918)');
    expect((await get(OFFLINE_STYLE, 'localhost')).body).toContain('--app-primary:#d50918;');
  });

  it("gives the offline page the site's primary as the browser toolbar's colour", async () => {
    const she = await get(OFFLINE_PAGE, SHE_DEMO_DOMAIN);
    expect(she.statusCode).toBe(200);
    expect(she.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(she.body).toContain(`<meta name="theme-color" content="${SHE_PURPLE}" />`);
    expect(she.body).toContain('<h1 id="title">');
    expect((await get(OFFLINE_PAGE, SHE_DEMO_DOMAIN, { 'if-none-match': String(she.headers.etag) })).statusCode).toBe(304);
    const rainbow = await get(OFFLINE_PAGE, 'localhost');
    expect(rainbow.body).toContain(`<meta name="theme-color" content="${DEFAULT_THEME_COLOURS.primary}" />`);
  });
});
