import { LOCALES, SiteConfig, siteTextsFor } from '@app/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { companies, sites } from '../schema';
import { DEMO_SITE_CONFIG, seedDemoSite, SHE_DEMO_DOMAIN } from './demo-site';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('seedDemoSite', () => {
  it('adds the second demo site once, run by the demo company under its own trade name', async () => {
    await seedDemoSite(t.db);
    expect(await t.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, SHE_DEMO_DOMAIN))).toHaveLength(1);
    const [company] = await t.db.select().from(companies);
    expect(company!.tradenames).toEqual(['Rainbow Date', 'Sie & Sie']);
  });

  it('speaks about fictional profiles in every language on both demo sites, never in another language', async () => {
    const rows = await t.db.select().from(sites);
    for (const site of rows.filter((row) => row.domain === 'localhost' || row.domain === SHE_DEMO_DOMAIN)) {
      const config = SiteConfig.parse(site.config);
      const warnings = LOCALES.map((locale) => siteTextsFor(config, site.language, locale).fictional_warning);
      expect(new Set(warnings).size).toBe(LOCALES.length);
      for (const locale of LOCALES) {
        const texts = siteTextsFor(config, site.language, locale);
        expect(texts.fictional_singular && texts.fictional_plural && texts.fictional_warning).toBeTruthy();
      }
    }
  });
  it('gives demo sites stored before a text in some language existed the demo texts, and keeps what a site says already', async () => {
    await t.db.update(sites).set({ config: sql`${sites.config} - 'texts'` }).where(eq(sites.domain, 'localhost'));
    const edited = { ...SiteConfig.parse(DEMO_SITE_CONFIG), texts: { nl: { index_title: 'Eigen titel', fictional_singular: 'acteur' } } };
    await t.db.update(sites).set({ config: edited }).where(eq(sites.domain, SHE_DEMO_DOMAIN));
    await seedDemoSite(t.db);
    const configs = Object.fromEntries((await t.db.select().from(sites)).map((row) => [row.domain, row.config]));
    expect(configs.localhost!.texts).toEqual(DEMO_SITE_CONFIG.texts);
    expect(configs[SHE_DEMO_DOMAIN]!.texts.nl).toEqual({
      index_title: 'Eigen titel',
      fictional_singular: 'acteur',
      fictional_plural: 'fictieve profielen',
      fictional_warning: expect.stringContaining('fictief') as string,
    });
    expect(configs[SHE_DEMO_DOMAIN]!.texts.pl?.fictional_singular).toBe('profil fikcyjny');
  });

});
