import { SiteConfig } from '@app/core';
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

  it('gives demo sites stored before texts per language existed the demo texts, and keeps an edited site as it is', async () => {
    await t.db.update(sites).set({ config: sql`${sites.config} - 'texts'` }).where(eq(sites.domain, 'localhost'));
    const edited = { ...SiteConfig.parse(DEMO_SITE_CONFIG), texts: { nl: { index_title: 'Eigen titel' } } };
    await t.db.update(sites).set({ config: edited }).where(eq(sites.domain, SHE_DEMO_DOMAIN));
    await seedDemoSite(t.db);
    const configs = Object.fromEntries((await t.db.select().from(sites)).map((row) => [row.domain, row.config]));
    expect(configs.localhost!.texts).toEqual(DEMO_SITE_CONFIG.texts);
    expect(configs[SHE_DEMO_DOMAIN]!.texts).toEqual({ nl: { index_title: 'Eigen titel' } });
  });
});
