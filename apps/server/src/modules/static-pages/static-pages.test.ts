import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorBody, LOCALES, STATIC_PAGE_NAMES, StaticPageResponse } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, sites } from '../../db/schema';
import { DEMO_SITE_CONFIG } from '../../db/seed/demo-site';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { SiteRow } from '../site/site-row';
import { InProcessSignals } from '../../platform/realtime/process-signals';
import { systemClock } from '../../platform/clock';
import { SiteService } from '../site/service';
import { ContentStore } from './content-store';
import { StaticPageService } from './service';

let t: TestApp;
const EARLY_HOST = 'early-company.example.test';

beforeAll(async () => {
  t = await buildTestApp();
  // A company that started before the terms floor: its terms date is the floor.
  const [early] = await t.db
    .insert(companies)
    .values({
      name: 'Early & Sons <Ltd>',
      addressLines: ['Kalverstraat 1', '1012 NX Amsterdam', 'Netherlands'],
      kvk: '87654321',
      city: 'Amsterdam',
      country: 'NL',
      tradenames: [],
      vatNumbers: { NL: 'NL987654321B01' },
      supportPhone: '+31 20-765 43 21',
      deleteDiscount: 0,
      added: new Date('2020-05-01T08:00:00Z'),
    })
    .returning({ id: companies.id });
  await t.db
    .insert(sites)
    .values({ domain: EARLY_HOST, name: 'Early Date', language: 'nl', niche: 7, companyId: early!.id, config: DEMO_SITE_CONFIG });
});
afterAll(() => t?.close());

const get = (query: string, host = 'localhost') =>
  t.app.inject({ method: 'GET', url: `/api/page.php?${query}`, headers: { host } });

describe('GET /api/page.php', () => {
  it.each(STATIC_PAGE_NAMES)('renders %s in English with the demo company filled in', async (name) => {
    const response = await get(`name=${name}&lang=en`);
    expect(response.statusCode).toBe(200);
    const page = StaticPageResponse.parse(response.json());
    expect(page).toMatchObject({ name, lang: 'en' });
    expect(page.title).not.toBe('');
    expect(page.html).not.toMatch(/\{\w+\}|%7B\w+%7D/);
    expect(page.html).not.toContain('<h1');
    expect(page.updated).toBe(name === 'terms' || name === 'privacy' ? '2024-03-01T09:00:00.000Z' : null);
  });

  it.each(LOCALES.filter((lang) => lang !== 'en'))('renders every page in %s with every placeholder known', async (lang) => {
    for (const name of STATIC_PAGE_NAMES) {
      const page = StaticPageResponse.parse((await get(`name=${name}&lang=${lang}`)).json());
      expect(`${page.title}\n${page.html}`, `${lang}/${name}`).not.toMatch(/\{\w+\}|%7B\w+%7D/);
      expect(page.title, `${lang}/${name}`).not.toBe('');
    }
  });

  it('fills in the company, contact details and refund days', async () => {
    const pages = await Promise.all(
      STATIC_PAGE_NAMES.map(async (name) => StaticPageResponse.parse((await get(`name=${name}&lang=en`)).json())),
    );
    const all = pages.map((page) => page.html).join('\n');
    for (const value of ['Rainbow Media B.V.', '12345678', 'NL123456789B01', 'Herengracht 100, 1015 BS Amsterdam, Netherlands', 'Rainbow Date'])
      expect(all).toContain(value);
    const service = pages.find((page) => page.name === 'service')!;
    expect(service.html).toContain('<a href="tel:+31201234567">+31 20-123 45 67</a>');
    expect(service.html).toContain('<a href="mailto:support@rainbowdate.example">support@rainbowdate.example</a>');
    const returns = pages.find((page) => page.name === 'return-policy')!;
    expect(returns.html).toContain('14 day free returns');
    const terms = pages.find((page) => page.name === 'terms')!;
    expect(terms.html).toContain('This version applies from March 1, 2024.');
    expect(terms.html).toContain('(Netherlands)');
  });

  it('says whose trade names the sites are on the terms, privacy and service pages, in the page language', async () => {
    for (const name of ['terms', 'privacy', 'service']) {
      const english = StaticPageResponse.parse((await get(`name=${name}&lang=en`)).json());
      expect(english.html, name).toContain('Rainbow Date and Sie &amp; Sie are trade names of Rainbow Media B.V.');
      expect(english.html, name).not.toContain('B.V..');
      const dutch = StaticPageResponse.parse((await get(`name=${name}&lang=nl`)).json());
      expect(dutch.html, name).toContain('Rainbow Date en Sie &amp; Sie zijn handelsnamen van Rainbow Media B.V.');
    }
    // A company without trade names says nothing, and leaves no empty paragraph.
    const service = StaticPageResponse.parse((await get('name=service&lang=en', EARLY_HOST)).json());
    expect(service.html).not.toMatch(/trade name|<p>\s*<\/p>/);
  });

  it.each(LOCALES)('credits the place and IP country data on the %s privacy page, as their licences ask', async (lang) => {
    const page = StaticPageResponse.parse((await get(`name=privacy&lang=${lang}`)).json());
    expect(page.html).toContain('<a href="https://simplemaps.com/data/world-cities">simplemaps.com</a>');
    // DB-IP's licence asks for this link, in these words, wherever its results are used.
    expect(page.html).toContain('<a href="https://db-ip.com">IP Geolocation by DB-IP</a>');
  });

  it('gives headings anchors', async () => {
    const page = StaticPageResponse.parse((await get('name=faq&lang=en')).json());
    expect(page.title).toBe('Frequently asked questions');
    expect(page.html).toContain('<h2 id="is-signing-up-free">Is signing up free?</h2>');
  });

  it('dates the terms by the floor for a company that started earlier, and escapes its details', async () => {
    const page = StaticPageResponse.parse((await get('name=terms&lang=en', EARLY_HOST)).json());
    expect(page.updated).toBe('2023-12-01T12:00:00.000Z');
    expect(page.html).toContain('December 1, 2023');
    expect(page.html).toContain('Early &amp; Sons &lt;Ltd&gt;');
    expect(page.html).not.toContain('<Ltd>');
  });

  it('answers in the site’s language when none is asked for', async () => {
    const page = StaticPageResponse.parse((await get('name=terms')).json());
    expect(page.lang).toBe('en');
  });

  it('resolves a token only when it names a page', async () => {
    const page = StaticPageResponse.parse((await get('token=privacy&lang=en')).json());
    expect(page.name).toBe('privacy');
    for (const query of ['token=no-such-page', 'name=no-such-page', 'token=__proto__']) {
      const response = await get(query);
      expect(response.statusCode).toBe(404);
      expect(ErrorBody.parse(response.json()).error.message).toBe('This page could not be found');
    }
  });

  it('rejects a query without a page or with an unknown language', async () => {
    expect((await get('lang=en')).statusCode).toBe(400);
    expect((await get('name=terms&token=terms')).statusCode).toBe(400);
    expect((await get('name=terms&lang=xx')).statusCode).toBe(400);
  });
});

describe('StaticPageService', () => {
  const dir = mkdtempSync(join(tmpdir(), 'static-pages-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('falls back to English when a language has no file for the page', async () => {
    mkdirSync(join(dir, 'en'));
    mkdirSync(join(dir, 'pl'));
    writeFileSync(join(dir, 'en', 'ban.md'), '# Access ban\n\nWrite to {support_email}.\n');
    writeFileSync(join(dir, 'pl', 'faq.md'), '# Pytania\n');
    const [site] = await t.db.select().from(sites).limit(1);
    const service = new StaticPageService(t.db, systemClock, new SiteService(t.db, { publicKey: async () => '', publicKeyNow: () => '' }, new InProcessSignals(t.app.log)), new ContentStore(dir));
    const page = await service.page(site as SiteRow, 'ban', 'pl');
    expect(page).toMatchObject({ lang: 'en', title: 'Access ban', html: '<p>Write to support@rainbowdate.example.</p>\n' });
    expect(await service.page(site as SiteRow, 'faq', 'pl')).toMatchObject({ lang: 'pl', title: 'Pytania' });
  });
});
