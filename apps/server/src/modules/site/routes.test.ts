import {
  CompanyInfoResponse,
  ErrorBody,
  INTEREST_KEYS,
  InterestsResponse,
  RegionsResponse,
  SettingsResponse,
  SiteSettings,
  type SiteConfig,
  siteTextsFor,
} from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, sites } from '../../db/schema';
import { DEMO_SITE_CONFIG } from '../../db/seed/demo-site';
import { ipCountryDatabase } from '../../platform/geoip/ip-country';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;

async function addSite(domain: string, language: string, niche: number, config: Partial<SiteConfig> = {}) {
  const [company] = await t.db.select({ id: companies.id }).from(companies).limit(1);
  await t.db.insert(sites).values({
    domain,
    name: `Site ${domain}`,
    language,
    niche,
    companyId: company!.id,
    config: { ...DEMO_SITE_CONFIG, ...config },
  });
}

async function settings(options: { host?: string; query?: string; headers?: Record<string, string> } = {}) {
  const response = await t.app.inject({
    url: `/api/settings.php${options.query ?? ''}`,
    headers: { host: options.host ?? 'localhost', ...options.headers },
  });
  expect(response.statusCode).toBe(200);
  return SettingsResponse.parse(response.json());
}

beforeAll(async () => {
  t = await buildTestApp();
  await addSite('nl.example.test', 'nl', 1);
  await addSite('few.example.test', 'de', 2, { interests: ['coffee', 'wine', 'beach'] });
});
afterAll(() => t?.close());

describe('GET /api/settings.php', () => {
  it('answers every field of the contract for the default site', async () => {
    const response = await t.app.inject({ url: '/api/settings.php' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // A field the contract allows to be null must still be sent, not left out.
    expect(Object.keys(body.settings).sort()).toEqual(Object.keys(SiteSettings.shape).sort());
    const { settings: s, domain_language } = SettingsResponse.parse(body);
    expect(domain_language).toBe('en');
    expect(s).toMatchObject({
      domain: 'localhost',
      domain_language: 'en',
      niche: 7,
      name: 'Rainbow Date',
      support_phone: '+31 20-123 45 67',
      geoip_country: null,
      geoip_selected_country: null,
      push_public_key: expect.stringMatching(/^[\w-]{87}$/),
    });
    expect(s.region_data.NL).toBe('province');
    expect(s.region_data.DE).toBe('state');
    expect(Object.keys(s.region_data)).toEqual(DEMO_SITE_CONFIG.countries);
  });

  it('chooses the site by host name, with or without www.', async () => {
    for (const host of ['nl.example.test', 'www.nl.example.test', 'NL.example.test:8080']) {
      const { settings: s } = await settings({ host });
      expect(s, host).toMatchObject({ domain: 'nl.example.test', domain_language: 'nl', niche: 1 });
    }
  });

  it('lets ?domain= force the site, port and all', async () => {
    const body = await settings({ query: '?domain=nl.example.test:8080' });
    expect(body.domain_language).toBe('nl');
    expect(body.settings.domain).toBe('nl.example.test');
  });

  it('answers an unknown host with the default site', async () => {
    const { settings: s } = await settings({ host: 'unknown.example.test' });
    expect(s.domain).toBe('localhost');
    expect((await settings({ host: '127.0.0.1:3000' })).settings.domain).toBe('localhost');
  });

  it('answers a malformed host with the default site, even where it starts with another site', async () => {
    for (const host of ['nl.example.test:3000@evil.example', 'nl.example.test:99999', 'nl.example.test:-1', 'nl.example.test:80/x']) {
      expect((await settings({ host })).settings.domain, host).toBe('localhost');
    }
    expect((await settings({ host: 'NL.example.test:8080' })).settings.domain).toBe('nl.example.test');
    expect((await settings({ host: 'www.nl.example.test' })).settings.domain).toBe('nl.example.test');
  });

  it('ignores cf-ipcountry unless the proxy is trusted', async () => {
    const { settings: s } = await settings({ headers: { 'cf-ipcountry': 'BE' } });
    expect(s.geoip_country).toBeNull();

    const trusted = await buildTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const response = await trusted.app.inject({ url: '/api/settings.php', headers: { 'cf-ipcountry': 'be' } });
      expect(SettingsResponse.parse(response.json()).settings.geoip_country).toBe('BE');
      const unknown = await trusted.app.inject({ url: '/api/settings.php', headers: { 'cf-ipcountry': 'XX' } });
      expect(SettingsResponse.parse(unknown.json()).settings.geoip_country).toBeNull();
      // TRUST_PROXY names the proxy: a client that reaches the server past it is not believed.
      const direct = await trusted.app.inject({
        url: '/api/settings.php',
        headers: { 'cf-ipcountry': 'be' },
        remoteAddress: '203.0.113.9',
      });
      expect(SettingsResponse.parse(direct.json()).settings.geoip_country).toBeNull();
    } finally {
      await trusted.close();
    }
  });

  describe('without a trusted cf-ipcountry, from the IP database', () => {
    // SURFnet's ranges, the Dutch research network's, whose addresses stay in the Netherlands.
    const DUTCH_IPV4 = '145.100.1.1';
    const DUTCH_IPV6 = '2001:610::1';
    const countryOf = ipCountryDatabase();

    it('places a known Dutch address in the Netherlands, IPv4 and IPv6, and no private address anywhere', () => {
      expect(countryOf(DUTCH_IPV4)).toBe('NL');
      expect(countryOf(`::ffff:${DUTCH_IPV4}`)).toBe('NL');
      expect(countryOf(DUTCH_IPV6)).toBe('NL');
      // The e2e browsers' address: their visitors stay of no country, as the entry-warning tests expect.
      expect(countryOf('127.0.0.1')).toBeNull();
      expect(countryOf('::1')).toBeNull();
      expect(countryOf('10.1.2.3')).toBeNull();
    });

    it('gives a visitor from a Dutch address NL without any header, which shows them the NL entry warning', async () => {
      for (const remoteAddress of [DUTCH_IPV4, DUTCH_IPV6]) {
        const response = await t.app.inject({ url: '/api/settings.php', remoteAddress });
        // The web app's entryWarningDue warns NL visitors on every layout (rules.test.ts).
        expect(SettingsResponse.parse(response.json()).settings.geoip_country, remoteAddress).toBe('NL');
      }
      // An untrusted client cannot pick its country with the header.
      const forged = await t.app.inject({ url: '/api/settings.php', remoteAddress: DUTCH_IPV4, headers: { 'cf-ipcountry': 'BE' } });
      expect(SettingsResponse.parse(forged.json()).settings.geoip_country).toBe('NL');
    });

    it('looks up the address a trusted proxy forwards, and a trusted cf-ipcountry still wins', async () => {
      const trusted = await buildTestApp({ trustProxy: ['127.0.0.1'] });
      const country = async (headers: Record<string, string>) => {
        const response = await trusted.app.inject({ url: '/api/settings.php', headers });
        return SettingsResponse.parse(response.json()).settings.geoip_country;
      };
      try {
        expect(await country({ 'x-forwarded-for': DUTCH_IPV4 })).toBe('NL');
        expect(await country({ 'x-forwarded-for': DUTCH_IPV4, 'cf-ipcountry': 'BE' })).toBe('BE');
        // Cloudflare saw the connection: its "unknown" is not overruled by the address.
        expect(await country({ 'x-forwarded-for': DUTCH_IPV4, 'cf-ipcountry': 'XX' })).toBeNull();
      } finally {
        await trusted.close();
      }
    });
  });

  it('takes the selected country from the country cookie', async () => {
    const { settings: s } = await settings({ headers: { cookie: 'country=DE' } });
    expect(s.geoip_selected_country).toBe('DE');
    const bad = await settings({ headers: { cookie: 'country=Germany' } });
    expect(bad.settings.geoip_selected_country).toBeNull();
    // A country the site does not serve is no choice on it.
    const elsewhere = await settings({ headers: { cookie: 'country=US' } });
    expect(elsewhere.settings.geoip_selected_country).toBeNull();
  });
});

describe('site texts per language', () => {
  const texts = (answer: SettingsResponse) => {
    const { index_title, description, fictional_warning, fictional_plural, fictional_singular } = answer.settings;
    return { index_title, description, fictional_warning, fictional_plural, fictional_singular };
  };

  it("speak the visitor's chosen language where the operator wrote it, else the site's own", async () => {
    const english = await settings();
    expect(texts(english)).toEqual(siteTextsFor(DEMO_SITE_CONFIG, 'en', 'en'));
    expect(english.settings.index_title).toBe('Gay dating and chat');
    // The locale cookie picks the language; the rest of the settings stay the site's.
    const dutch = await settings({ headers: { cookie: 'locale=nl' } });
    expect(dutch.settings).toMatchObject({
      index_title: 'Gay daten en chatten',
      fictional_plural: 'fictieve profielen',
      fictional_singular: 'fictief profiel',
      domain_language: 'en',
    });
    expect(dutch.settings.description).toMatch(/homomannen/);
    expect(dutch.settings.fictional_warning).toMatch(/fictief/);
    // Not sent: every visitor gets the texts of their own language only.
    expect(dutch.settings).not.toHaveProperty('texts');
    // Polish: the fictional texts are Polish (a legal disclosure), the titles the site's own, English.
    expect(texts(await settings({ headers: { cookie: 'locale=pl' } }))).toEqual({
      ...texts(english),
      fictional_plural: 'profile fikcyjne',
      fictional_singular: 'profil fikcyjny',
      fictional_warning: expect.stringMatching(/fikcyjne/) as string,
    });
    // A cookie that is no language of ours is no choice.
    expect(texts(await settings({ headers: { cookie: 'locale=xx' } }))).toEqual(texts(english));
  });

  it('follow the site that ?domain= forces, in its own language without a cookie', async () => {
    const german = await settings({ host: 'she.localhost' });
    expect(german.settings).toMatchObject({ index_title: 'Lesbische Singles und Chat', fictional_singular: 'fiktives Profil' });
    const english = await settings({ query: '?domain=she.localhost:5173', headers: { cookie: 'locale=en' } });
    expect(english.settings).toMatchObject({
      domain: 'she.localhost',
      index_title: 'Lesbian singles and chat',
      fictional_singular: 'fictional profile',
    });
    expect(english.settings.description).toMatch(/who love women/);
  });
});

describe('GET /api/interests.php', () => {
  it('lists all 50 interests with an icon each', async () => {
    const response = await t.app.inject({ url: '/api/interests.php' });
    expect(response.statusCode).toBe(200);
    const { interests } = InterestsResponse.parse(response.json());
    expect(interests.map((i) => i.key)).toEqual([...INTEREST_KEYS]);
    expect(interests).toHaveLength(50);
    for (const interest of interests) expect(interest.icon, interest.key).not.toBe('');
  });

  it("keeps to the site's own choice of interests", async () => {
    const response = await t.app.inject({ url: '/api/interests.php', headers: { host: 'few.example.test' } });
    const { interests } = InterestsResponse.parse(response.json());
    expect(interests.map((i) => i.key)).toEqual(['beach', 'coffee', 'wine']);
  });
});

describe('GET /api/regions.php', () => {
  it('lists every country of the site with its label and regions', async () => {
    const response = await t.app.inject({ url: '/api/regions.php' });
    expect(response.statusCode).toBe(200);
    const { countries } = RegionsResponse.parse(response.json());
    expect(countries.map((c) => c.country)).toEqual(DEMO_SITE_CONFIG.countries);
    for (const c of countries) expect(c.regions.length, c.country).toBeGreaterThan(0);
    expect(countries.find((c) => c.country === 'PL')?.label).toBe('voivodeship');
  });

  it('narrows to one country', async () => {
    const response = await t.app.inject({ url: '/api/regions.php?country=NL' });
    const { countries } = RegionsResponse.parse(response.json());
    expect(countries).toHaveLength(1);
    expect(countries[0]).toMatchObject({ country: 'NL', label: 'province' });
    expect(countries[0]!.regions).toHaveLength(12);
    // The site speaks English: the province by its English name.
    expect(countries[0]!.regions).toContainEqual({ code: 'NH', name: 'North Holland' });
  });

  it('names and orders the regions in the language of the locale cookie', async () => {
    const regionsIn = async (locale: string) => {
      const response = await t.app.inject({ url: '/api/regions.php?country=DE', cookies: { locale } });
      return RegionsResponse.parse(response.json()).countries[0]!.regions;
    };
    const [german, dutch, finnish] = await Promise.all([regionsIn('de'), regionsIn('nl'), regionsIn('fi')]);
    expect(german).toContainEqual({ code: 'BY', name: 'Bayern' });
    expect(dutch).toContainEqual({ code: 'BY', name: 'Beieren' });
    expect(finnish).toContainEqual({ code: 'BY', name: 'Baijeri' });
    const names = dutch.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nl')));
    expect(new Set(german.map((r) => r.code))).toEqual(new Set(dutch.map((r) => r.code)));
  });

  it('answers 404 for a country the site does not serve', async () => {
    const response = await t.app.inject({ url: '/api/regions.php?country=US' });
    expect(response.statusCode).toBe(404);
    expect(ErrorBody.parse(response.json()).error.code).toBe('not_found');
  });

  it('answers 400 with the broken field for a malformed country', async () => {
    const response = await t.app.inject({ url: '/api/regions.php?country=nl' });
    expect(response.statusCode).toBe(400);
    const { error } = ErrorBody.parse(response.json());
    expect(error.code).toBe('validation_failed');
    expect(error.fields?.country).toBeTruthy();
  });
});

describe('GET /api/companyinfo.php', () => {
  it('describes the operating company with three address forms', async () => {
    const response = await t.app.inject({ url: '/api/companyinfo.php' });
    expect(response.statusCode).toBe(200);
    const { company } = CompanyInfoResponse.parse(response.json());
    expect(company.address).toEqual({
      lines: ['Herengracht 100', '1015 BS Amsterdam', 'Netherlands'],
      inline: 'Herengracht 100, 1015 BS Amsterdam, Netherlands',
      short: 'Amsterdam, NL',
    });
    expect(company).toMatchObject({ name: 'Rainbow Media B.V.', kvk: '12345678', delete_discount: 50 });
    expect(company.added).toBe('2024-03-01T09:00:00.000Z');
  });
});
