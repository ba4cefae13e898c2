import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { SettingsResponse } from '@app/core';
import { describe, expect, it } from 'vitest';
import { testAppServing } from '../test/web-dist';
import { COMPRESS_MIN_BYTES } from './compression';

// As long as a built page's head, with its list of scripts to preload.
const INDEX_HTML = `<!doctype html><title>spa</title>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(40)}<div id="root"></div>`;
const SCRIPT = `console.log(${JSON.stringify('a'.repeat(4000))});`;
// As the build leaves them: each file and its two compressed copies.
const testApp = testAppServing({
  'index.html': INDEX_HTML,
  'assets/app.js': SCRIPT,
  'assets/app.js.br': brotliCompressSync(SCRIPT),
  'assets/app.js.gz': gzipSync(SCRIPT),
});

const get = (url: string, acceptEncoding: string | undefined, accept = '*/*') =>
  testApp().app.inject({ url, headers: { accept, ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) } });

describe('compressed answers', () => {
  it('sends the API’s JSON with Brotli, else gzip, else as it is; the same JSON each way', async () => {
    const plain = await get('/api/settings.php', undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const settings = SettingsResponse.parse(plain.json());

    const br = await get('/api/settings.php', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(SettingsResponse.parse(JSON.parse(brotliDecompressSync(br.rawPayload).toString()))).toEqual(settings);

    const gz = await get('/api/settings.php', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(SettingsResponse.parse(JSON.parse(gunzipSync(gz.rawPayload).toString()))).toEqual(settings);
  });

  it('refuses a compressed request body as invalid, not inflated', async () => {
    const body = gzipSync(JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(20) }));
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'x-request-type': 'app' },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
  });

  it('leaves small answers as they are', async () => {
    const small = await get('/api/user.php', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
  });

  it("sends the pages' HTML compressed, the same page each way", async () => {
    const page = await get('/members', 'gzip, deflate, br', 'text/html');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe((await get('/members', undefined, 'text/html')).body);
  });

  it('sends the build’s own compressed copy of a static file, cached for good', async () => {
    const br = await get('/assets/app.js', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await get('/assets/app.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    expect((await get('/assets/app.js', undefined)).body).toBe(SCRIPT);
  });
});
