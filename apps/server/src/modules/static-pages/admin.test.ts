import {
  AdminSitePageResponse,
  AdminSitePageSaved,
  AdminSitePagesResponse,
  AdminSitesResponse,
  PagePreviewResponse,
  STATIC_PAGE_NAMES,
  StaticPageResponse,
} from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/accounts';
import { type StaffCaller, staffCaller } from '../../test/staff';
import { auditOf } from '../../test/audit';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { isSafeUrl } from './render-markdown';

let t: TestApp;
let admin: StaffCaller;
let support: StaffCaller;
let siteId: number;
let sheId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await staffCaller(t, 'admin');
  support = await staffCaller(t, 'support');
  const { sites } = AdminSitesResponse.parse((await admin('GET', '/api/admin/sites')).json());
  siteId = sites.find((site) => site.domain === 'localhost')!.id;
  sheId = sites.find((site) => site.domain === 'she.localhost')!.id;
});
afterAll(() => t?.close());

const visit = (query: string, host = 'localhost') => t.app.inject({ url: `/api/page.php?${query}`, headers: { host } });

async function publish(token: string, body: object, site = siteId) {
  const response = await admin('PUT', `/api/admin/sites/${site}/pages/${token}`, { reason: 'a page test', ...body });
  expect(response.statusCode, response.body).toBe(200);
  return AdminSitePageSaved.parse(response.json()).page;
}

describe("an operator's own pages at /{token}", () => {
  it('serves a published page to visitors in their language, else the site’s, and only on its own site', async () => {
    const page = await publish('summer-party', {
      published: true,
      content: {
        en: { title: 'Summer party at {site_name}', markdown: 'Join us!\n\n## When\n\nIn **July**. Questions: {support_email}.' },
        nl: { title: 'Zomerfeest', markdown: 'Kom ook!' },
      },
    });
    expect(page).toMatchObject({ token: 'summer-party', builtin: false, stored: true, published: true });

    const english = StaticPageResponse.parse((await visit('token=summer-party&lang=en')).json());
    expect(english).toMatchObject({ name: 'summer-party', lang: 'en', title: 'Summer party at Rainbow Date', updated: null });
    expect(english.html).toBe(
      '<p>Join us!</p>\n<h2 id="when">When</h2>\n<p>In <strong>July</strong>. Questions: support@rainbowdate.example.</p>\n',
    );
    expect(StaticPageResponse.parse((await visit('token=summer-party&lang=nl')).json())).toMatchObject({ lang: 'nl', title: 'Zomerfeest' });
    // No German: the site's own language, English.
    expect(StaticPageResponse.parse((await visit('token=summer-party&lang=de')).json()).lang).toBe('en');
    expect((await visit('token=summer-party', 'she.localhost')).statusCode).toBe(404);
    expect((await auditOf(t, 'site_page', `${siteId}/summer-party`))[0]).toMatchObject({
      action: 'page.save',
      after: { published: true },
      reason: 'a page test',
    });
  });

  it('hides an unpublished page and removes a deleted one', async () => {
    await publish('draft', { published: false, content: { en: { title: 'Draft', markdown: 'Not yet.' } } });
    expect((await visit('token=draft')).statusCode).toBe(404);
    await publish('draft', { published: true, content: { en: { title: 'Draft', markdown: 'Now.' } } });
    expect((await visit('token=draft')).statusCode).toBe(200);
    const removed = await admin('DELETE', `/api/admin/sites/${siteId}/pages/draft`, { reason: 'not needed' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await visit('token=draft')).statusCode).toBe(404);
    expect((await admin('DELETE', `/api/admin/sites/${siteId}/pages/draft`, { reason: 'not needed' })).statusCode).toBe(404);
    expect(errorOf(await admin('DELETE', `/api/admin/sites/${siteId}/pages/summer-party`)).code).toBe('validation_failed');
  });

  it('renders no raw HTML and no script links from the back office', async () => {
    await publish('tricky', {
      published: true,
      content: {
        en: {
          title: '<img src=x onerror=alert(1)>',
          markdown:
            '<script>alert(1)</script>\n\nHi <b onclick="x()">there</b> [click](javascript:alert(1)) [entity](javascript&#58;alert(1)) ' +
            '![img](  javascript:alert(2)) [ok](https://example.com/a?b=c) [mail](mailto:a@example.com) [page](/faq)',
        },
      },
    });
    const page = StaticPageResponse.parse((await visit('token=tricky')).json());
    expect(page.title).toBe('<img src=x onerror=alert(1)>');
    expect(page.html).not.toMatch(/<script|<b |<img src="[^"]*javascript|href="javascript/i);
    expect(page.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.html).toContain('&lt;b onclick=&quot;x()&quot;&gt;');
    expect(page.html).toContain('<a href="#">click</a>');
    expect(page.html).toContain('<a href="https://example.com/a?b=c">ok</a>');
    expect(page.html).toContain('<a href="mailto:a@example.com">mail</a>');
    expect(page.html).toContain('<a href="/faq">page</a>');
  });

  it('refuses addresses the site uses itself and bad content, with a message per field', async () => {
    const reserved = await admin('PUT', `/api/admin/sites/${siteId}/pages/members`, { published: true, content: { en: { title: 'x', markdown: '' } }, reason: 'a page test' });
    expect(reserved.statusCode).toBe(400);
    expect(errorOf(reserved).fields).toEqual({ token: 'this address is a page of the site already' });
    const empty = await admin('PUT', `/api/admin/sites/${siteId}/pages/empty`, { published: true, content: {}, reason: 'a page test' });
    expect(errorOf(empty).fields).toEqual({ content: 'at least one language' });
    const untitled = await admin('PUT', `/api/admin/sites/${siteId}/pages/untitled`, {
      published: true,
      content: { en: { title: ' ', markdown: 'Body' }, xx: { title: 'x', markdown: '' } },
      reason: 'a page test',
    });
    expect(errorOf(untitled).fields).toMatchObject({ 'content.en.title': 'required' });
    expect((await support('PUT', `/api/admin/sites/${siteId}/pages/by-support`, { published: true, content: { en: { title: 'x', markdown: '' } }, reason: 'a page test' })).statusCode).toBe(
      403,
    );
  });

  it('previews Markdown as the visitor will read it', async () => {
    const response = await admin('POST', `/api/admin/sites/${sheId}/page-preview`, {
      lang: 'de',
      content: { title: 'Willkommen bei {site_name}', markdown: '*Hallo* <i>x</i>' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(PagePreviewResponse.parse(response.json())).toEqual({
      title: 'Willkommen bei Sie & Sie',
      html: '<p><em>Hallo</em> &lt;i&gt;x&lt;/i&gt;</p>\n',
    });
  });
});

describe("a site's own version of a built-in page", () => {
  it('lists the seven built-in pages, then the site’s own, to support', async () => {
    const response = await support('GET', `/api/admin/sites/${sheId}/pages`);
    expect(response.statusCode, response.body).toBe(200);
    const { pages } = AdminSitePagesResponse.parse(response.json());
    expect(pages.slice(0, 7).map((page) => page.token)).toEqual([...STATIC_PAGE_NAMES]);
    expect(pages.slice(0, 7).every((page) => page.builtin && !page.stored && page.published)).toBe(true);
  });

  it('opens a token nothing is stored under as a page still to write', async () => {
    const response = await support('GET', `/api/admin/sites/${sheId}/pages/not-yet`);
    expect(response.statusCode, response.body).toBe(200);
    expect(AdminSitePageResponse.parse(response.json())).toEqual({
      page: { token: 'not-yet', builtin: false, stored: false, published: false, content: {}, updated_at: null },
      defaults: {},
    });
  });

  it('starts the editor from our text in every language', async () => {
    const response = await support('GET', `/api/admin/sites/${sheId}/pages/faq`);
    const { page, defaults } = AdminSitePageResponse.parse(response.json());
    expect(page).toMatchObject({ token: 'faq', builtin: true, stored: false });
    expect(Object.keys(defaults)).toHaveLength(11);
    expect(defaults.en).toMatchObject({ title: 'Frequently asked questions' });
    expect(defaults.en!.markdown).toMatch(/^## /);
  });

  it('shows the site’s version instead of ours, on that site only, until it is deleted', async () => {
    await publish('faq', { published: true, content: { de: { title: 'Fragen', markdown: 'Schreib uns: {support_email}' } } }, sheId);
    const own = StaticPageResponse.parse((await visit('name=faq&lang=en', 'she.localhost')).json());
    // Only German was written: every language reads the site's own words.
    expect(own).toMatchObject({ name: 'faq', lang: 'de', title: 'Fragen', html: '<p>Schreib uns: support@sie-und-sie.example</p>\n' });
    expect(StaticPageResponse.parse((await visit('name=faq&lang=en')).json()).title).toBe('Frequently asked questions');

    expect((await admin('DELETE', `/api/admin/sites/${sheId}/pages/faq`, { reason: 'ours is fine' })).statusCode).toBe(200);
    expect(StaticPageResponse.parse((await visit('name=faq&lang=en', 'she.localhost')).json()).title).toBe('Frequently asked questions');
  });

  it('dates a changed terms page by its change', async () => {
    await publish('terms', { published: true, content: { de: { title: 'AGB', markdown: 'Neu.' } } }, sheId);
    const terms = StaticPageResponse.parse((await visit('name=terms', 'she.localhost')).json());
    expect(new Date(terms.updated!).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('isSafeUrl', () => {
  it.each([
    ['https://example.com', true],
    ['/faq#top', true],
    ['faq', true],
    ['mailto:a@b.c', true],
    ['tel:+31', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['javascript&#58;alert(1)', false],
    ['faq&amp;x', false],
    ['/search?a=1&b=2', true],
    ['jav&#x61;script:alert(1)', false],
    ['data:text/html,x', false],
    ['vbscript:x', false],
  ])('%s → %s', (href, safe) => {
    expect(isSafeUrl(href)).toBe(safe);
  });
});
