import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LikesResponse, nicheAudience, SearchResponse, UserResponse } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryRegions } from '../../../modules/site/region-data';
import { appHeaders, logIn, sessionCookie, signUp } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { fictionalProfiles, photos, profiles, sites, users } from '../../schema';
import { SHE_DEMO_DOMAIN } from '../demo-site';
import { DEMO_LOGIN, SHE_DEMO_LOGIN, seedDemoMembers } from '.';
import { PLACES } from './people';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('seedDemoMembers', () => {
  it('places members only in real regions', () => {
    for (const [country, places] of Object.entries(PLACES)) {
      const names = new Set(countryRegions(country as never).map((region) => region.name));
      for (const [region] of places!) expect(names, `${country} ${region}`).toContain(region);
    }
  });

  it('seeds active members with photos on disk that search cards point at, and a demo login, once', async () => {
    const logins = [
      { domain: 'localhost', ...DEMO_LOGIN },
      { domain: SHE_DEMO_DOMAIN, ...SHE_DEMO_LOGIN },
    ];
    expect(await seedDemoMembers(t.db, { files: t.files, count: 20 })).toEqual(logins);
    const [site] = await t.db.select().from(sites).where(eq(sites.domain, 'localhost'));
    const rows = await t.db.select().from(profiles).where(eq(profiles.siteId, site!.id));
    expect(rows).toHaveLength(21);
    expect(rows.every((row) => row.status === 'active' && row.mainPhotoId !== null)).toBe(true);
    // Stored as the codes regions.php lists, so the region filter finds them.
    for (const row of rows) {
      const codes = countryRegions(row.country as never).map((region) => region.code);
      expect(codes, `${row.country} ${row.region}`).toContain(row.region);
    }

    const search = SearchResponse.parse((await t.app.inject({ url: '/api/search.php' })).json());
    expect(search.numResults).toBe(21);
    for (const card of search.results) {
      const [photo] = await t.db.select().from(photos).where(eq(photos.userId, card.id));
      expect(photo!.status).toBe('active');
      // /media/photos/<id>/<variant>.jpg is stored as uploads/<user>/<id>-<variant>.jpg.
      const [, id, variant] = /^\/media\/photos\/(\d+)\/(\w+)\.jpg$/.exec(card.main_image!.url)!;
      expect(existsSync(join(t.dataDir, 'uploads', String(card.id), `${id}-${variant}.jpg`))).toBe(true);
      for (const url of [card.main_image!.url, card.main_image!.thumb_url]) {
        const served = await t.app.inject({ url });
        expect(served.statusCode, url).toBe(200);
        expect(served.headers['content-type']).toBe('image/jpeg');
      }
    }

    const login = await logIn(t, DEMO_LOGIN.email, DEMO_LOGIN.password);
    expect(login.statusCode).toBe(200);
    const { user } = UserResponse.parse(login.json());
    expect(user).toMatchObject({ status: 'confirmed', credits: 50, profile: { status: 'active' } });
    const sid = sessionCookie(login)!.value;
    const demoLikes = LikesResponse.parse(
      (await t.app.inject({ url: '/api/likes.php', headers: { ...appHeaders, cookie: `sid=${sid}` } })).json(),
    );
    expect(demoLikes.liked_by.length).toBeGreaterThan(0);
    expect(demoLikes.profiles.some((p) => p.liked && demoLikes.liked_by.some((l) => l.id === p.id))).toBe(true);

    // A second start changes nothing.
    expect(await seedDemoMembers(t.db, { files: t.files, count: 20 })).toEqual(logins);
    // 21 on the default site; she.localhost gets a third as many, but at least 12, and its login.
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(21 + 13);
  }, 60_000);

  it('makes every tenth member a fictional profile through the back office service, with notes, photos and no login', async () => {
    const fictional = await t.db
      .select()
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .innerJoin(fictionalProfiles, eq(fictionalProfiles.userId, profiles.userId))
      .innerJoin(sites, eq(sites.id, profiles.siteId))
      .where(eq(sites.domain, 'localhost'));
    expect(fictional).toHaveLength(2);
    for (const row of fictional) {
      expect(row.profiles).toMatchObject({ fictional: true, status: 'active', mainPhotoId: expect.any(Number) });
      expect(row.users.email).toMatch(/@fictional\.invalid$/);
      expect(row.fictional_profiles.notes).toContain(row.profiles.name);
      expect(row.fictional_profiles.onlineHours.length).toBeGreaterThanOrEqual(3);
      const own = await t.db.select().from(photos).where(eq(photos.userId, row.profiles.userId));
      expect(own.every((photo) => photo.status === 'active' && photo.review === 'done')).toBe(true);
    }
    // Every flagged profile on both sites came from the service, which keeps notes for each.
    const flagged = await t.db.select().from(profiles).where(eq(profiles.fictional, true));
    expect(flagged.length).toBe((await t.db.select().from(fictionalProfiles)).length);
  });

  it('gives every demo site members of its own niche audience, in its own countries', async () => {
    for (const site of await t.db.select().from(sites)) {
      const audience = nicheAudience(site.niche);
      const members = await t.db.select().from(profiles).where(eq(profiles.siteId, site.id));
      expect(members.length, site.domain).toBeGreaterThanOrEqual(13);
      for (const member of members) {
        const age = (Date.now() - new Date(member.dateOfBirth).getTime()) / (365.25 * 24 * 3600_000);
        const label = `${site.domain}: ${member.name}`;
        expect(audience.genders, label).toContain(member.gender);
        expect(audience.sexualities, label).toContain(member.sexuality);
        expect(age, label).toBeGreaterThanOrEqual(audience.minAge);
        expect(age, label).toBeLessThan(audience.maxAge + 1);
        if (audience.bodyTypes) expect(audience.bodyTypes, label).toContain(member.bodyType);
        if (audience.interests) expect(member.interests.some((i) => audience.interests!.includes(i)), label).toBe(true);
        expect((site.config as { countries: string[] }).countries, label).toContain(member.country);
      }
    }
    const she = await t.db.select().from(profiles).innerJoin(sites, eq(sites.id, profiles.siteId)).where(eq(sites.domain, SHE_DEMO_DOMAIN));
    expect(new Set(she.map((row) => row.profiles.gender))).toEqual(new Set(['female']));

    // The second demo site's login works on its own host only.
    expect((await logIn(t, SHE_DEMO_LOGIN.email, SHE_DEMO_LOGIN.password, { host: SHE_DEMO_DOMAIN })).statusCode).toBe(200);
    expect((await logIn(t, SHE_DEMO_LOGIN.email, SHE_DEMO_LOGIN.password)).statusCode).not.toBe(200);
    const search = SearchResponse.parse((await t.app.inject({ url: '/api/search.php', headers: { host: SHE_DEMO_DOMAIN } })).json());
    expect(search.numResults).toBe(13);
  });

  it('seeds a demo site that has no members yet, leaving a site with members alone', async () => {
    const fresh = await buildTestApp();
    try {
      // An existing database: the default site has a member of its own, the second demo site none.
      expect((await signUp(fresh)).user).toBeDefined();
      expect(await seedDemoMembers(fresh.db, { files: fresh.files, count: 3 })).toEqual([
        { domain: SHE_DEMO_DOMAIN, ...SHE_DEMO_LOGIN },
      ]);
      const counts = await fresh.db.select({ domain: sites.domain, id: users.id }).from(users).innerJoin(sites, eq(sites.id, users.siteId));
      expect(counts.filter((row) => row.domain === 'localhost')).toHaveLength(1);
      // Fewer than 12 asked for: the second site gets as many as the default site.
      expect(counts.filter((row) => row.domain === SHE_DEMO_DOMAIN)).toHaveLength(4);
    } finally {
      await fresh.close();
    }
  }, 60_000);
});
