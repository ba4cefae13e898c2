import {
  AdminCompaniesResponse,
  AdminCompanyResponse,
  AdminSiteResponse,
  AdminSitesResponse,
  type SaveCompanyBody,
  CompanyInfoResponse,
  CreditsOffer,
  SettingsResponse,
  type UpdateSiteBody,
} from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/accounts';
import { type StaffCaller, staffCaller } from '../../test/staff';
import { auditOf } from '../../test/audit';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let admin: StaffCaller;
let support: StaffCaller;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await staffCaller(t, 'admin');
  support = await staffCaller(t, 'support');
});
afterAll(() => t?.close());

async function settingsOn(host: string) {
  const response = await t.app.inject({ url: '/api/settings.php', headers: { host } });
  expect(response.statusCode, response.body).toBe(200);
  return SettingsResponse.parse(response.json()).settings;
}

async function siteNamed(domain: string) {
  const { sites } = AdminSitesResponse.parse((await support('GET', '/api/admin/sites')).json());
  return sites.find((site) => site.domain === domain)!;
}

/** The body that saves a site as it is, with the changes given. */
async function bodyFor(domain: string, change: (body: UpdateSiteBody) => void = () => {}): Promise<{ id: number; body: UpdateSiteBody }> {
  const { id, is_default: _default, created_at: _created, ...site } = await siteNamed(domain);
  const body: UpdateSiteBody = { ...site, reason: 'a test changes it' };
  change(body);
  return { id, body };
}

const company = (overrides: Partial<SaveCompanyBody> = {}): SaveCompanyBody => ({
  name: 'Nordic Hearts AB',
  address_lines: ['Drottninggatan 1', '111 51 Stockholm', 'Sweden'],
  city: 'Stockholm',
  country: 'SE',
  kvk: '556677-8899',
  tradenames: ['Nordic Hearts'],
  vat_numbers: { SE: 'SE556677889901' },
  support_phone: '+46 8-123 456',
  delete_discount: 30,
  reason: 'a new operator',
  ...overrides,
});

describe('sites in the back office', () => {
  it('lists every site with its settings to support, who may not change them', async () => {
    const list = await support('GET', '/api/admin/sites');
    expect(list.statusCode, list.body).toBe(200);
    const { sites } = AdminSitesResponse.parse(list.json());
    expect(sites.map((site) => site.domain)).toEqual(expect.arrayContaining(['localhost', 'she.localhost']));
    expect(sites.find((site) => site.domain === 'localhost')).toMatchObject({ is_default: true, niche: 7, language: 'en' });

    const { id, body } = await bodyFor('localhost');
    const refused = await support('PUT', `/api/admin/sites/${id}`, body);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('forbidden');
  });

  it('refuses bad settings with 400 and a message per field', async () => {
    const { id, body } = await bodyFor('localhost', (b) => {
      b.config.message_credits = -1;
      b.config.support_email = 'not an address';
      b.config.countries = [];
      b.config.minimum_message_costs = { nl: { costs: 0.99, currency: 'EUR' } };
      b.config.credit_bundles = [b.config.credit_bundles[0]!, b.config.credit_bundles[0]!];
      // A colour goes into every page's style: only a hex colour, nothing that could end the rule.
      b.config.theme_colours.primary = 'red;}body{display:none';
      b.niche = 9;
      b.domain = 'www.example.com';
    });
    const response = await admin('PUT', `/api/admin/sites/${id}`, body);
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields!)).toEqual(
      expect.arrayContaining([
        'config.message_credits',
        'config.support_email',
        'config.countries',
        'config.minimum_message_costs.nl',
        'config.credit_bundles.1.id',
        'niche',
        'domain',
      ]),
    );
    expect(error.fields!['config.credit_bundles.1.id']).toBe('another bundle has this id');
    expect(error.fields!.domain).toBe('without www. (both are served)');
    expect(error.fields!['config.theme_colours.primary']).toBe('must be a colour like #d50918');
  });

  it('refuses a domain another site has and a company that does not exist', async () => {
    const taken = await bodyFor('localhost', (b) => (b.domain = 'she.localhost'));
    const response = await admin('PUT', `/api/admin/sites/${taken.id}`, taken.body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ domain: 'another site has this domain' });

    const noCompany = await bodyFor('localhost', (b) => (b.company_id = 99_999));
    const refused = await admin('PUT', `/api/admin/sites/${noCompany.id}`, noCompany.body);
    expect(errorOf(refused).fields).toEqual({ company_id: 'no such company' });
  });

  it('shows a saved setting on the member site at once, and records it with before and after', async () => {
    // Read once, so the 30-s copy of the sites table holds the old settings.
    expect((await settingsOn('she.localhost')).message_credits).toBe(5);
    const { id, body } = await bodyFor('she.localhost', (b) => {
      b.config.message_credits = 7;
      b.config.texts = { ...b.config.texts, nl: { index_title: 'Lesbisch daten' } };
      b.config.enable_site_entry_popup = 'no';
      b.config.theme_colours.secondary = '#00695C';
    });
    const saved = await admin('PUT', `/api/admin/sites/${id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(AdminSiteResponse.parse(saved.json()).site.config.message_credits).toBe(7);

    const after = await settingsOn('she.localhost');
    expect(after).toMatchObject({ message_credits: 7, enable_site_entry_popup: 'no' });
    expect(after.theme_colours).toMatchObject({ primary: '#7b1fa2', secondary: '#00695C' });
    const dutch = await t.app.inject({ url: '/api/settings.php', headers: { host: 'she.localhost', cookie: 'locale=nl' } });
    expect(SettingsResponse.parse(dutch.json()).settings.index_title).toBe('Lesbisch daten');

    const [entry] = await auditOf(t, 'site', id);
    expect(entry).toMatchObject({
      action: 'site.settings',
      reason: 'a test changes it',
      before: { config: { message_credits: 5, enable_site_entry_popup: 'yes' } },
      after: { config: { message_credits: 7, enable_site_entry_popup: 'no' } },
    });
  });

  it('sells the bundles and prices, and offers the payment methods per country, that the operator sets', async () => {
    const { id, body } = await bodyFor('localhost', (b) => {
      b.config.credit_bundles = [{ id: 'trial', credits: 20, prices: { EUR: 499 }, highlight: null }, ...b.config.credit_bundles];
      b.config.payment_methods = { NL: ['ideal', 'paypal'] };
    });
    expect((await admin('PUT', `/api/admin/sites/${id}`, body)).statusCode).toBe(200);
    const offer = CreditsOffer.parse((await t.app.inject({ url: '/api/credits.php?country=NL' })).json());
    expect(offer.bundles[0]).toMatchObject({ id: 'trial', credits: 20, amount: 499, currency: 'EUR' });
    expect(offer.payment_methods).toEqual(['ideal', 'paypal']);
    // Other countries keep ours.
    const belgium = CreditsOffer.parse((await t.app.inject({ url: '/api/credits.php?country=BE' })).json());
    expect(belgium.payment_methods).toContain('bancontact');
  });

  it('creates a site that is served on its host at once, with no restart', async () => {
    const host = 'nieuw.example.test';
    // Unknown, the host gets the default site, and the table is now held for 30 s.
    expect((await settingsOn(host)).domain).toBe('localhost');
    const { companies } = AdminCompaniesResponse.parse((await support('GET', '/api/admin/companies')).json());
    const created = await admin('POST', '/api/admin/sites', {
      domain: ` ${host.toUpperCase()} `,
      name: 'Nieuw Daten',
      language: 'nl',
      niche: 1,
      company_id: companies[0]!.id,
      reason: 'launch in the Netherlands',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { site } = AdminSiteResponse.parse(created.json());
    expect(site).toMatchObject({ domain: host, is_default: false, language: 'nl' });
    expect(site.config.mail_name).toBe('Nieuw Daten');

    expect(await settingsOn(host)).toMatchObject({ domain: host, name: 'Nieuw Daten', niche: 1, domain_language: 'nl' });
    expect(await settingsOn(`www.${host}`)).toMatchObject({ domain: host });
    expect((await auditOf(t, 'site', site.id))[0]).toMatchObject({
      action: 'site.create',
      after: { domain: host },
      reason: 'launch in the Netherlands',
    });

    const again = await admin('POST', '/api/admin/sites', {
      domain: host,
      name: 'Twice',
      language: 'nl',
      niche: 1,
      company_id: companies[0]!.id,
      reason: 'again',
    });
    expect(errorOf(again).fields).toEqual({ domain: 'another site has this domain' });
  });

  it('refuses to create a site without its identity', async () => {
    const response = await admin('POST', '/api/admin/sites', {});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorOf(response).fields!)).toEqual(expect.arrayContaining(['domain', 'name', 'language', 'niche', 'company_id', 'reason']));
  });
});

describe('companies in the back office', () => {
  it('creates a company with its three address variants', async () => {
    const response = await admin('POST', '/api/admin/companies', company());
    expect(response.statusCode, response.body).toBe(200);
    const created = AdminCompanyResponse.parse(response.json()).company;
    expect(created.address).toEqual({
      lines: ['Drottninggatan 1', '111 51 Stockholm', 'Sweden'],
      inline: 'Drottninggatan 1, 111 51 Stockholm, Sweden',
      short: 'Stockholm, SE',
    });
    expect(created.sites).toEqual([]);
    expect((await auditOf(t, 'company', created.id))[0]).toMatchObject({ action: 'company.create' });
  });

  it('refuses a bad company with a message per field', async () => {
    const response = await admin('POST', '/api/admin/companies', company({ name: ' ', address_lines: [], country: 'se', delete_discount: 120 }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toMatchObject({
      name: 'required',
      address_lines: 'at least one line',
      country: 'two capital letters (ISO 3166-1 alpha-2)',
      delete_discount: 'between 0 and 100',
    });
  });

  it('edits the company a site shows in its footer and legal pages', async () => {
    const { companies } = AdminCompaniesResponse.parse((await support('GET', '/api/admin/companies')).json());
    const demo = companies.find((c) => c.sites.includes('localhost'))!;
    const { id, address: _address, added: _added, sites: _sites, ...body } = demo;
    const noReason = await admin('PUT', `/api/admin/companies/${id}`, { ...body, delete_discount: 40, reason: ' ' });
    expect(errorOf(noReason).fields).toEqual({ reason: 'reason_required' });
    const response = await admin('PUT', `/api/admin/companies/${id}`, {
      ...body,
      tradenames: ['Rainbow Date', 'Regenboog'],
      delete_discount: 40,
      reason: 'second trade name',
    });
    expect(response.statusCode, response.body).toBe(200);
    const info = CompanyInfoResponse.parse((await t.app.inject({ url: '/api/companyinfo.php' })).json()).company;
    expect(info).toMatchObject({ tradenames: ['Rainbow Date', 'Regenboog'], delete_discount: 40 });
    const [entry] = await auditOf(t, 'company', id);
    expect(entry).toMatchObject({ action: 'company.update', before: { delete_discount: 50 }, after: { delete_discount: 40 } });
  });
});
