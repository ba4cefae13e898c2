import { createHash } from 'node:crypto';
import { LOCALE_COOKIE, PAGE_STATE_ELEMENT_ID } from '@app/core';
import { describe, expect, it } from 'vitest';
import { activeMember } from '../test/members';
import { testAppServing, withoutSiteTheme } from '../test/web-dist';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>app</title><link rel="modulepreload" crossorigin href="/assets/chunk.js"><link rel="stylesheet" crossorigin href="/assets/app.css"></head>' +
  '<body><div id="root"></div><script type="module" crossorigin src="/assets/main.js"></script></body></html>';
const STATIC_HTML = INDEX_HTML.replace('<body>', '<body data-page="static">');

/**
 * A renderer module as `npm run build` writes one (apps/web/src/entry-server.tsx), loaded from its
 * file like the real one: it renders who the page's own API call says is looking.
 */
const RENDERER = `
export async function renderPage({ url, storedLocale, api }) {
  const path = new URL(url).pathname;
  if (path === '/shell') return null;
  if (path === '/broken') throw new Error('rendering broke');
  if (path === '/members/999999') return { status: 404 };
  const answer = await api('/api/user.php', { headers: { accept: 'application/json', 'x-request-type': 'app' } });
  const { user } = await answer.json();
  return {
    html: '<p>' + path + ' for ' + (user ? 'member ' + user.id : 'a visitor') + ', chosen ' + storedLocale + '</p>',
    state: { text: '</script><script>alert(1)</script>' },
    locale: 'de',
    document: path === '/terms' ? 'static' : 'app',
    status: path === '/gone' ? 404 : 200,
    assets: { styles: ['/assets/page.css', '/assets/app.css'], scripts: ['/assets/page.js', '/assets/main.js'] },
  };
}`;

const testApp = testAppServing({ 'index.html': INDEX_HTML, 'static.html': STATIC_HTML, 'ssr/app/entry-server.js': RENDERER });

const page = (url: string, headers: Record<string, string> = {}) =>
  testApp().app.inject({ url, headers: { accept: 'text/html', ...headers } });

describe('server-rendered pages (issue #20)', () => {
  it('arrive with the rendered markup in the root, its state in the head, in the rendered language', async () => {
    const response = await page('/members', { cookie: `${LOCALE_COOKIE}=de` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><p>/members for a visitor, chosen de</p></div>');
    expect(withoutSiteTheme(response.body)).toMatch(/<script id="page-state"[^>]*>[^<]*<\/script>\s*<\/head>/);
    expect(response.body).toContain('<html lang="de">');
  });

  it('arrive in the light static page where the renderer names that document', async () => {
    const response = await page('/terms');
    expect(response.body).toContain('<body data-page="static">');
    expect(response.body).toContain('<div id="root"><p>/terms for a visitor, chosen undefined</p></div>');
    expect(response.body).toContain('id="page-state"');
    expect(response.body).toContain('<html lang="de">');
  });

  it("ask for their scripts after the first paint: the entry's and the page's own in one list, by a script the policy allows", async () => {
    const response = await page('/members');
    const body = response.body;
    expect(body).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const list = body.match(/<script id="page-scripts" type="application\/json">([^<]*)<\/script>\s*<script>(.*?)<\/script>\s*<\/body>/);
    expect(JSON.parse(list![1]!)).toEqual({ main: '/assets/main.js', preload: ['/assets/chunk.js', '/assets/page.js'] });
    const starter = createHash('sha256').update(list![2]!).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${starter}'`);
  });

  it('ask for the static page\'s scripts at low priority, as it has little to ask for', async () => {
    const body = (await page('/terms')).body;
    expect(body).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/chunk.js">');
    expect(body).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/main.js">');
  });

  it("link the rendered page's own style sheets, once each; the static page has its own", async () => {
    const body = (await page('/members')).body;
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/page.css">');
    expect(body.match(/\/assets\/app\.css/g)).toHaveLength(1);

    expect((await page('/terms')).body).not.toContain('/assets/page.css');
  });

  it('answer 404 with the page the renderer made for an address that names no page', async () => {
    const response = await page('/gone');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"><p>/gone for a visitor, chosen undefined</p></div>');
  });

  it('answer 404 with the shell where the renderer says the page names nothing that exists (a member)', async () => {
    const response = await page('/members/999999');
    expect(response.statusCode).toBe(404);
    expect(withoutSiteTheme(response.body)).toBe(INDEX_HTML);
  });

    it('carry their state as JSON that no text inside can end early', async () => {
    const body = (await page('/members')).body;
    const json = new RegExp(`<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">([^<]*)</script>`).exec(body)![1]!;
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>' });
    expect(body).not.toContain('<script>alert(1)');
  });

  it("answer the page's API calls as the visitor who asked: their session cookie goes along", async () => {
    const member = await activeMember(testApp());
    const response = await page('/members/1', { cookie: member.headers.cookie });
    expect(response.body).toContain(`<p>/members/1 for member ${member.id}, chosen undefined</p>`);
  });

  it('come as the empty shell where the renderer leaves the page to the browser, or fails', async () => {
    for (const url of ['/shell', '/broken']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(withoutSiteTheme(response.body)).toBe(INDEX_HTML);
    }
  });
});
