import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANDER_NAMES, type SiteConfig } from '@app/core';
import { eq } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, profiles, sites } from '../../db/schema';
import { DEMO_SITE_CONFIG } from '../../db/seed/demo-site';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { DEFAULT_SITE_ORIGIN, eachForgedHost } from '../../test/forged-hosts';
import { activeMember } from '../../test/members';
import { realPhoto, uploadPhoto } from '../../test/photos';

const INDEX_HTML = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Rainbow Date</title></head>',
  '<body><div id="root"></div></body></html>',
].join('');
const GERMAN = 'de.example.test';
const CLOSED = 'closed.example.test';
let webDist: string;
let t: TestApp;

async function addSite(domain: string, name: string, language: string, niche: number, config: Partial<SiteConfig>) {
  const [company] = await t.db.select({ id: companies.id }).from(companies).limit(1);
  const values = { domain, name, language, niche, companyId: company!.id, config: { ...DEMO_SITE_CONFIG, ...config } };
  await t.db.insert(sites).values(values);
}

/** A member with an active main photo, as visitors see them. */
async function memberWithPhoto(host: string) {
  const member = await activeMember(t, { host });
  expect((await uploadPhoto(t, member.headers, await realPhoto())).statusCode).toBe(200);
  await t.app.jobs.runDueJobs();
  return member;
}

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  t = await buildTestApp({ webDist });
  // Added before the first request, so the app's snapshot of the sites has them.
  await addSite(GERMAN, 'Regenbogen Date', 'de', 7, {
    index_title: 'Schwule Dates und Chat',
    description: 'Triff schwule Männer in deiner Nähe & chatte sofort.',
  });
  await addSite(CLOSED, 'Closed Date', 'nl', 1, { logged_out_search: 'none', index_title: '', description: '' });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, host = 'localhost', accept = 'text/html') => t.app.inject({ url, headers: { host, accept } });

/** The head as a crawler reads it. */
async function head(url: string, host?: string) {
  const response = await get(url, host);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  const html = response.body;
  const attribute = (pattern: string) => new RegExp(pattern).exec(html)?.[1];
  return {
    html,
    lang: attribute('<html lang="([^"]*)"'),
    title: attribute('<title>([^<]*)</title>'),
    description: attribute('<meta name="description" content="([^"]*)"'),
    robots: attribute('<meta name="robots" content="([^"]*)"'),
    canonical: attribute('<link rel="canonical" href="([^"]*)"'),
    og: (property: string) => attribute(`<meta property="og:${property}" content="([^"]*)"`),
  };
}

/** Parses the sitemap strictly: ill-formed XML throws. */
function sitemapUrls(xml: string): { loc: string; lastmod?: string }[] {
  const urls: { loc: string; lastmod?: string }[] = [];
  const parser = new SaxesParser({ xmlns: true });
  let element = '';
  parser.on('opentag', (tag) => {
    element = tag.local;
    if (tag.local === 'url') {
      expect(tag.uri).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      urls.push({ loc: '' });
    }
  });
  parser.on('text', (text) => {
    const url = urls.at(-1);
    if (url && element === 'loc') url.loc += text;
    if (url && element === 'lastmod') url.lastmod = (url.lastmod ?? '') + text;
  });
  parser.on('closetag', () => {
    element = '';
  });
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(xml).close();
  return urls;
}

describe('GET /robots.txt', () => {
  it('lets crawlers into the public pages, keeps them out of members-only areas and names the sitemap', async () => {
    const response = await get('/robots.txt', GERMAN, '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    const membersOnly = ['/chats', '/likes', '/profile', '/settings', '/credits', '/transactions', '/directdebit'];
    for (const path of [...membersOnly, '/notifications', '/api/', '/dev/', '/simulated-provider/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /members');
    expect(lines).toContain(`Sitemap: https://${GERMAN}/sitemap.xml`);
  });

  it('keeps crawlers away from profiles where visitors may not search', async () => {
    const lines = (await get('/robots.txt', CLOSED, '*/*')).body.split('\n');
    expect(lines).toContain('Disallow: /members');
    expect(lines).toContain(`Sitemap: https://${CLOSED}/sitemap.xml`);
  });

  it('names PUBLIC_URL for the default site when it is set, and every other site at its own domain', async () => {
    const behindProxy = await buildTestApp({ db: t.db, publicUrl: 'https://rainbow.example/' });
    try {
      const response = await behindProxy.app.inject({ url: '/robots.txt' });
      expect(response.body.split('\n')).toContain('Sitemap: https://rainbow.example/sitemap.xml');
      const german = await behindProxy.app.inject({ url: '/robots.txt', headers: { host: GERMAN } });
      expect(german.body.split('\n')).toContain(`Sitemap: https://${GERMAN}/sitemap.xml`);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('absolute URLs for a forged host', () => {
  it('name the default site as configured in robots.txt, sitemap.xml and page heads, never the host the request names', async () => {
    await eachForgedHost(t, async (proxied, headers) => {
      const robots = await proxied.app.inject({ url: '/robots.txt', headers });
      expect(robots.statusCode, JSON.stringify(headers)).toBe(200);
      expect(robots.body.split('\n'), JSON.stringify(headers)).toContain(`Sitemap: ${DEFAULT_SITE_ORIGIN}/sitemap.xml`);

      const sitemap = await proxied.app.inject({ url: '/sitemap.xml', headers });
      expect(sitemap.statusCode, JSON.stringify(headers)).toBe(200);
      const locs = sitemapUrls(sitemap.body).map((url) => new URL(url.loc).origin);
      expect(new Set(locs), JSON.stringify(headers)).toEqual(new Set([DEFAULT_SITE_ORIGIN]));

      const home = await proxied.app.inject({ url: '/', headers: { ...headers, accept: 'text/html' } });
      expect(home.body, JSON.stringify(headers)).toContain(`<link rel="canonical" href="${DEFAULT_SITE_ORIGIN}/" />`);
      expect(home.body, JSON.stringify(headers)).toContain(`<meta property="og:url" content="${DEFAULT_SITE_ORIGIN}/" />`);
      expect(home.body).not.toContain('evil');
    }, { webDist });
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages, the landers and the members visitors may see, newest activity first', async () => {
    const older = await memberWithPhoto('localhost');
    const newer = await memberWithPhoto('localhost');
    const withoutPhoto = await activeMember(t);
    const disabled = await memberWithPhoto('localhost');
    await t.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, disabled.id));
    await t.db.update(profiles).set({ lastActiveAt: new Date('2026-01-01T10:00:00Z') }).where(eq(profiles.userId, older.id));
    await t.db.update(profiles).set({ lastActiveAt: new Date('2026-02-01T10:00:00Z') }).where(eq(profiles.userId, newer.id));

    const response = await get('/sitemap.xml', 'localhost', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = sitemapUrls(response.body);
    const locs = urls.map((url) => url.loc);
    const origin = 'http://localhost:3000';
    expect(locs.slice(0, 11)).toEqual([
      `${origin}/`,
      ...['terms', 'privacy', 'cookies', 'ban', 'return-policy', 'faq', 'service', 'complaints', 'pricing'].map(
        (page) => `${origin}/${page}`,
      ),
      `${origin}/landers/tinderswipe`,
    ]);
    for (const lander of LANDER_NAMES) expect(locs).toContain(`${origin}/landers/${lander}`);
    expect(new Set(locs).size).toBe(locs.length);

    const memberUrls = urls.filter((url) => url.loc.startsWith(`${origin}/members/`));
    expect(memberUrls.map((url) => url.loc)).toEqual([`${origin}/members/${newer.id}`, `${origin}/members/${older.id}`]);
    expect(memberUrls.map((url) => url.lastmod)).toEqual(['2026-02-01T10:00:00.000Z', '2026-01-01T10:00:00.000Z']);
    expect(locs).not.toContain(`${origin}/members/${withoutPhoto.id}`);
    expect(locs).not.toContain(`${origin}/members/${disabled.id}`);
  });

  it('keeps each site’s members to itself, and lists none where visitors may not search', async () => {
    const closedMember = await memberWithPhoto(CLOSED);
    const closed = sitemapUrls((await get('/sitemap.xml', CLOSED, '*/*')).body).map((url) => url.loc);
    expect(closed).toContain(`https://${CLOSED}/terms`);
    expect(closed.filter((loc) => loc.includes('/members/'))).toEqual([]);

    const german = sitemapUrls((await get('/sitemap.xml', GERMAN, '*/*')).body).map((url) => url.loc);
    expect(german[0]).toBe(`https://${GERMAN}/`);
    expect(german.filter((loc) => loc.includes('/members/'))).toEqual([]);

    // The profile still previews when shared, but asks search engines to leave it out.
    const profile = await head(`/members/${closedMember.id}`, CLOSED);
    expect(profile.robots).toBe('noindex');
    expect(profile.og('type')).toBe('profile');
    expect(profile.og('locale')).toBe('nl_NL');
  });
});

describe('page heads written by the server', () => {
  it('describes the home page with the site’s own title and description', async () => {
    const page = await head('/');
    expect(page.lang).toBe('en');
    expect(page.title).toBe('Rainbow Date – Gay dating and chat');
    expect(page.description).toBe(DEMO_SITE_CONFIG.description);
    expect(page.og('title')).toBe(page.title);
    expect(page.og('description')).toBe(page.description);
    expect(page.og('type')).toBe('website');
    expect(page.og('locale')).toBe('en_US');
    expect(page.og('site_name')).toBe('Rainbow Date');
    expect(page.og('url')).toBe('http://localhost:3000/');
    expect(page.canonical).toBe('http://localhost:3000/');
    expect(page.robots).toBeUndefined();
    expect(page.html).toContain('<div id="root"></div>');
  });

  it('titles the static pages and pricing, and ignores the query for the canonical address', async () => {
    const terms = await head('/terms?utm_source=x');
    expect(terms.title).toBe('Terms and conditions | Rainbow Date');
    expect(terms.description).toContain('Rainbow Date');
    expect(terms.canonical).toBe('http://localhost:3000/terms');
    expect(terms.og('type')).toBe('website');
    expect((await head('/return-policy/')).title).toBe('Returns and refunds | Rainbow Date');
    expect((await head('/pricing')).title).toBe('Prices and credits | Rainbow Date');
    expect((await head('/complaints')).title).toBe('Complaints | Rainbow Date');
  });

  it('speaks to the site’s niche on every lander, slug variants pointing to the lander itself', async () => {
    for (const lander of ['tinderswipe', ...LANDER_NAMES]) {
      const page = await head(`/landers/${lander}`);
      expect(page.title, lander).toBe('Meet gay men near you | Rainbow Date');
      expect(page.canonical, lander).toBe(`http://localhost:3000/landers/${lander}`);
    }
    const variant = await head('/landers/video/summer-campaign');
    expect(variant.title).toBe('Meet gay men near you | Rainbow Date');
    expect(variant.description).toContain('Rainbow Date');
    expect(variant.canonical).toBe('http://localhost:3000/landers/video');
    // Not a lander: the page as built, in the site's language.
    expect((await head('/landers/nope')).title).toBe('Rainbow Date');
    expect((await head('/landers/tinderswipe/extra')).canonical).toBeUndefined();
  });

  it('keeps forms and members-only pages out of search results', async () => {
    const login = await head('/login');
    expect(login.title).toBe('Log in | Rainbow Date');
    expect(login.robots).toBe('noindex');
    expect(login.description).toBeUndefined();
    expect(login.og('title')).toBeUndefined();
    expect((await head('/signup')).title).toBe('Sign up | Rainbow Date');
    const unlisted = ['/chats', '/chats/12', '/likes/received', '/profile', '/settings', '/credits/3/ideal', '/transactions'];
    for (const path of [...unlisted, '/directdebit', '/notifications', '/members/5/chat', '/reset-password/do']) {
      const page = await head(path);
      expect(page.robots, path).toBe('noindex');
      expect(page.title, path).toBe('Rainbow Date');
      expect(page.canonical, path).toBeUndefined();
    }
  });

  it('answers a German site in German', async () => {
    const home = await head('/', GERMAN);
    expect(home.lang).toBe('de');
    expect(home.title).toBe('Regenbogen Date – Schwule Dates und Chat');
    expect(home.description).toBe('Triff schwule Männer in deiner Nähe &amp; chatte sofort.');
    expect(home.og('locale')).toBe('de_DE');
    expect(home.canonical).toBe(`https://${GERMAN}/`);

    const privacy = await head('/privacy', GERMAN);
    expect(privacy.lang).toBe('de');
    expect(privacy.title).toBe('Datenschutzerklärung | Regenbogen Date');
    expect(privacy.description).toContain('Regenbogen Date');
    expect((await head('/landers/gallery', GERMAN)).title).toBe('Triff schwule Männer in deiner Nähe | Regenbogen Date');
    expect((await head('/signup', GERMAN)).title).toBe('Registrieren | Regenbogen Date');
    const members = await head('/chats', GERMAN);
    expect(members.lang).toBe('de');
    expect(members.title).toBe('Regenbogen Date');
    // A page the server does not describe still gets the site's language.
    expect((await head('/members', GERMAN)).lang).toBe('de');
  });

  it('falls back to the niche’s copy where the operator left the home page texts empty', async () => {
    const home = await head('/', CLOSED);
    expect(home.lang).toBe('nl');
    expect(home.title).toBe('Closed Date – Ontmoet singles bij jou in de buurt');
    expect(home.description).toContain('Closed Date');
  });

  it('answers HEAD with the page’s length and no body', async () => {
    const headers = { host: 'localhost', accept: 'text/html' };
    const response = await t.app.inject({ method: 'HEAD', url: '/terms', headers });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength((await get('/terms')).body));
  });
});
