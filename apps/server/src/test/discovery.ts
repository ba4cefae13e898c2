import { randomBytes } from 'node:crypto';
import type { SiteConfig } from '@app/core';
import { eq } from 'drizzle-orm';
import { companies, photos, profiles, sites, type users } from '../db/schema';
import { DEMO_SITE_CONFIG } from '../db/seed/demo-site';
import { insertAccount } from '../modules/users/accounts';
import { appHeaders, signUp } from './accounts';
import type { TestApp } from './build-test-app';

/** Helpers for the search, likes and swipe tests: a site of their own, and members made directly. */

export interface TestSite {
  id: number;
  /** The Host header that reaches the site. */
  host: string;
}

/**
 * New sites on the test database, so each test sees only the members it made. Make them before
 * the app's first request: the app reads the sites table once and keeps it for 30 s.
 */
export async function addSites<K extends string>(t: TestApp, configs: Record<K, Partial<SiteConfig>>, niche?: number): Promise<Record<K, TestSite>> {
  const entries: [string, TestSite][] = [];
  for (const [name, config] of Object.entries<Partial<SiteConfig>>(configs)) entries.push([name, await addSite(t, config, niche)]);
  return Object.fromEntries(entries) as Record<K, TestSite>;
}

/** A site of its own; `niche` picks which members its landers show (SPEC §9). */
export async function addSite(t: TestApp, config: Partial<SiteConfig>, niche = 7): Promise<TestSite> {
  const host = `site-${randomBytes(4).toString('hex')}.example.test`;
  const [company] = await t.db.select({ id: companies.id }).from(companies).limit(1);
  const [site] = await t.db
    .insert(sites)
    .values({ domain: host, name: 'Test Site', language: 'en', niche, companyId: company!.id, config: { ...DEMO_SITE_CONFIG, ...config } })
    .returning({ id: sites.id });
  return { id: site!.id, host };
}

type ProfileValues = Partial<Omit<typeof profiles.$inferInsert, 'userId' | 'siteId'>>;
type UserValues = Partial<Omit<typeof users.$inferInsert, 'siteId'>>;

/** An active, confirmed member, without the cost of a signup; answers the id. */
export async function addMember(t: TestApp, site: TestSite, profile: ProfileValues = {}, user: UserValues = {}): Promise<number> {
  return insertAccount(
    t.db,
    {
      siteId: site.id,
      email: `m-${randomBytes(6).toString('hex')}@example.test`,
      passwordHash: 'not a hash: nobody logs in as this member',
      status: 'confirmed',
      language: 'en',
      ...user,
    },
    {
      name: 'Member',
      dateOfBirth: '1990-01-01',
      gender: 'male',
      sexuality: 'gay',
      country: 'NL',
      region: 'Noord-Holland',
      status: 'active',
      ...profile,
    },
  );
}

/** Gives a member a main photo; only an `active` one is shown to others. */
export async function addMainPhoto(t: TestApp, userId: number, status: 'active' | 'pending' = 'active'): Promise<void> {
  const [photo] = await t.db.insert(photos).values({ userId, status, position: 0, width: 600, height: 600 }).returning({ id: photos.id });
  await t.db.update(profiles).set({ mainPhotoId: photo!.id }).where(eq(profiles.userId, userId));
}

/** A logged-in member of the site (signed up through the API); the profile is made active. */
export async function addViewer(t: TestApp, site: TestSite, profile: ProfileValues = {}) {
  const { sid, user } = await signUp(t, {}, { host: site.host });
  await t.db.update(profiles).set({ status: 'active', ...profile }).where(eq(profiles.userId, user.id));
  return { sid, id: user.id };
}

/** Request headers for a site, with a session when given. */
export function onSite(site: TestSite, sid?: string, extra: Record<string, string> = {}): Record<string, string> {
  return { host: site.host, ...appHeaders, ...(sid ? { cookie: `sid=${sid}` } : {}), ...extra };
}
