import { ErrorBody } from '@app/core';
import { describe, expect, it } from 'vitest';
import { testAppServing } from '../test/web-dist';

const INDEX_HTML = '<!doctype html><title>spa</title><div id="root"></div>';
const testApp = testAppServing({ 'index.html': INDEX_HTML, 'assets/x.js': 'console.log(1);' });

describe('single-page app', () => {
  it('answers a page URL with index.html, private to the browser and checked again on every visit', async () => {
    const response = await testApp().app.inject({ url: '/some/page?x=1', headers: { accept: 'text/html,*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('answers HEAD for a page URL like GET, without a body', async () => {
    const response = await testApp().app.inject({ method: 'HEAD', url: '/members', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('answers a page URL with the page to a client that asks for no HTML (curl, link checkers)', async () => {
    for (const accept of [undefined, '*/*', 'application/json']) {
      const response = await testApp().app.inject({ url: '/', headers: accept ? { accept } : {} });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('answers a missing file outside the assets with 404, not the page', async () => {
    for (const url of ['/favicon.ico', '/wp-login.php', '/old-build.js?v=1']) {
      const response = await testApp().app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
    }
  });

    it('caches hashed assets for good', async () => {
    const response = await testApp().app.inject({ url: '/assets/x.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log(1);');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await testApp().app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
  });

  it('answers an unknown API path with JSON 404 even to a browser', async () => {
    const response = await testApp().app.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(ErrorBody.parse(response.json()).error.code).toBe('not_found');
  });

  it('still serves the API', async () => {
    expect((await testApp().app.inject({ url: '/api/settings.php' })).statusCode).toBe(200);
  });
});
