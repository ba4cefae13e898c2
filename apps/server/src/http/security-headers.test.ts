import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANDER_DATA_ELEMENT_ID } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { addSites, type TestSite } from '../test/discovery';
import { cdnImageSource, HSTS } from './security-headers';
import { SCRIPTS_AFTER_PAINT_SOURCE } from './scripts-after-paint';

const webDist = mkdtempSync(join(tmpdir(), 'headers-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><html lang="en"><head><title>App</title></head><body>app</body></html>');
writeFileSync(join(webDist, 'lander.html'), '<!doctype html><html lang="en"><head><title>Lander</title></head><body>lander</body></html>');

const PAGE = { accept: 'text/html' };
let t: TestApp;
let behindProxy: TestApp;
let cdn: Record<'absolute' | 'schemeless' | 'path', TestSite>;

beforeAll(async () => {
  t = await buildTestApp({ webDist });
  cdn = await addSites(t, {
    absolute: { cdn_prefix: 'https://cdn.example.net/photos/' },
    schemeless: { cdn_prefix: '//img.example.org' },
    path: { cdn_prefix: '/cdn' },
  });
  behindProxy = await buildTestApp({ trustProxy: ['loopback'] });
});
afterAll(async () => {
  await t?.close();
  await behindProxy?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The policy as directive name → its sources. */
function policy(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return new Map(
    (header as string).split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

/** What every answer of the site must carry (issue 14). */
function expectSiteHeaders(headers: Record<string, string | string[] | number | undefined>) {
  const csp = policy(headers['content-security-policy']);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  // The origin's scripts, and the one that starts a rendered page's after its first paint (page-renderer.test.ts).
  expect(csp.get('script-src')).toEqual(["'self'", SCRIPTS_AFTER_PAINT_SOURCE]);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  // The origin's style sheets, and the one rule of the site's colours by its hash (site-theme.test.ts).
  expect(csp.get('style-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['strict-transport-security']).toBeUndefined();
}

/** What every API answer carries (OWASP's REST set): opened directly, it runs and frames nothing, and no cache keeps it. */
function expectApiHeaders(headers: Record<string, string | string[] | number | undefined>) {
  const csp = policy(headers['content-security-policy']);
  expect([...csp.keys()]).toEqual(['default-src', 'frame-ancestors']);
  expect(csp.get('default-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  it('on the app page: a policy with no inline script', async () => {
    const response = await t.app.inject({ url: '/members', headers: PAGE });
    expect(response.body).toContain('<body>app</body>');
    expectSiteHeaders(response.headers);
  });

  it('on a lander: the same policy, and its data is a JSON script, which no policy runs', async () => {
    const response = await t.app.inject({ url: '/landers/tinderswipe', headers: PAGE });
    expect(response.body).toContain(`<script id="${LANDER_DATA_ELEMENT_ID}" type="application/json">`);
    expectSiteHeaders(response.headers);
  });

  it('on API answers, refusals included', async () => {
    const answer = await t.app.inject({ url: '/api/settings.php' });
    expect(answer.statusCode).toBe(200);
    expectApiHeaders(answer.headers);
    // Refused by the request-type guard before any route runs.
    const refused = await t.app.inject({ method: 'POST', url: '/api/user.php', payload: {} });
    expect(refused.statusCode).toBe(403);
    expectApiHeaders(refused.headers);
  });

  it("lets the site's pages load its media from another origin (a CDN)", async () => {
    const gift = await t.app.inject({ url: '/media/gifts/rose.svg' });
    expect(gift.statusCode).toBe(200);
    expect(gift.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(gift.headers['x-content-type-options']).toBe('nosniff');
  });

  it("allows images from the site's own cdn_prefix host, and from no other site's", async () => {
    const imgSrc = async (host: string) =>
      policy((await t.app.inject({ url: '/', headers: { ...PAGE, host } })).headers['content-security-policy']).get('img-src');
    expect(await imgSrc(cdn.absolute.host)).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example.net']);
    expect(await imgSrc(cdn.schemeless.host)).toEqual(["'self'", 'data:', 'blob:', 'img.example.org']);
    expect(await imgSrc(cdn.path.host)).toEqual(["'self'", 'data:', 'blob:']);
    expect(await imgSrc('localhost')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('keeps the server-written test pages framed by nobody and free of script', async () => {
    for (const url of ['/dev/mailbox', '/simulated-provider/checkout/unknown']) {
      const response = await t.app.inject({ url });
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      const csp = policy(response.headers['content-security-policy']);
      expect(csp.get('default-src'), url).toEqual(["'none'"]);
      expect(csp.has('script-src'), url).toBe(false);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when the trusted proxy says the request came over https', async () => {
    const response = await behindProxy.app.inject({ url: '/api/settings.php', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe(HSTS);
  });

  it('is not sent over plain http', async () => {
    const response = await behindProxy.app.inject({ url: '/api/settings.php', headers: { 'x-forwarded-proto': 'http' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('is not sent when an untrusted client claims https', async () => {
    const response = await t.app.inject({ url: '/api/settings.php', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('cdnImageSource', () => {
  it('answers the host a cdn_prefix names, else nothing', () => {
    expect(cdnImageSource('https://cdn.example.net:8443/a/b')).toBe('https://cdn.example.net:8443');
    expect(cdnImageSource('HTTP://Cdn.Example.net')).toBe('http://cdn.example.net');
    expect(cdnImageSource('//cdn.example.net/x')).toBe('cdn.example.net');
    expect(cdnImageSource('')).toBeUndefined();
    expect(cdnImageSource('/static')).toBeUndefined();
    expect(cdnImageSource('javascript:alert(1)//')).toBeUndefined();
    expect(cdnImageSource('https://a b;script-src *')).toBeUndefined();
  });
});
