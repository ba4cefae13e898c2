import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LikesResponse, SearchResponse, UserResponse } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryRegions } from '../../../modules/site/region-data';
import { appHeaders, logIn, sessionCookie } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { photos, profiles, users } from '../../schema';
import { DEMO_LOGIN, seedDemoMembers } from '.';
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
    expect(await seedDemoMembers(t.db, { dataDir: t.dataDir, count: 20 })).toEqual(DEMO_LOGIN);
    const rows = await t.db.select().from(profiles);
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
    expect(await seedDemoMembers(t.db, { dataDir: t.dataDir, count: 20 })).toEqual(DEMO_LOGIN);
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(21);
  }, 60_000);
});
