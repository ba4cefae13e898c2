import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANDER_DATA_ELEMENT_ID, LanderBootstrap, LanderResponse } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, profiles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { addMember, addSite, type TestSite } from '../../test/discovery';
import { testClock } from '../../test/test-clock';
import { landerAddress } from './lander-page';

const clock = testClock(new Date('2026-11-25T12:00:00Z'));
const webDist = mkdtempSync(join(tmpdir(), 'lander-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><html lang="en"><head><title>App</title></head><body>app</body></html>');
writeFileSync(join(webDist, 'lander.html'), '<!doctype html><html lang="en"><head><title>Lander</title></head><body><div id="root"></div></body></html>');
// Stands in for the landers' server renderer the web build writes (apps/web/src/lander/server-render.tsx).
mkdirSync(join(webDist, 'ssr'));
writeFileSync(
  join(webDist, 'ssr/server-render.js'),
  `export async function renderLander(data) {
    if (data.slug === 'broken') throw new Error('render failed');
    return { body: '<h1>' + data.page + ' for ' + data.site.name + '</h1>', htmlClass: 'lander-niche-' + data.site.niche };
  }`,
);

let t: TestApp;
let gay: TestSite;
let she: TestSite;
let bdsm: TestSite;
let gilf: TestSite;
const ids: Record<string, number> = {};

/** A member with an active main photo (and optionally more photos), active `minutesAgo`. */
async function memberWithPhotos(site: TestSite, key: string, profile: Parameters<typeof addMember>[2], minutesAgo: number, extra: { private?: boolean; status?: 'active' | 'pending' }[] = []) {
  const id = await addMember(t, site, { name: key, lastActiveAt: new Date(clock.now().getTime() - minutesAgo * 60_000), ...profile });
  const rows = await t.db
    .insert(photos)
    .values([{ status: 'active' as const }, ...extra].map((photo, position) => ({ userId: id, position, width: 600, height: 600, status: 'active' as const, ...photo })))
    .returning({ id: photos.id });
  await t.db.update(profiles).set({ mainPhotoId: rows[0]!.id }).where(eq(profiles.userId, id));
  ids[key] = id;
  return id;
}

beforeAll(async () => {
  t = await buildTestApp({ webDist, now: clock.now });
  gay = await addSite(t, {}, 7);
  she = await addSite(t, {}, 2);
  bdsm = await addSite(t, {}, 3);
  gilf = await addSite(t, {}, 5);
  await memberWithPhotos(gay, 'Tom', { gender: 'male', sexuality: 'gay', about: 'Hi </script><script>alert(1)</script>' }, 5, [{}, { private: true }, { status: 'pending' }]);
  await memberWithPhotos(gay, 'Bas', { gender: 'male', sexuality: 'bi' }, 60);
  // On two days ago: a member of the site, yet not one of today's.
  await memberWithPhotos(gay, 'Old', { gender: 'male', sexuality: 'gay' }, 2 * 24 * 60);
  await memberWithPhotos(gay, 'Eva', { gender: 'female', sexuality: 'lesbian' }, 1);
  await memberWithPhotos(gay, 'Hidden', { gender: 'male', sexuality: 'gay', status: 'disabled' }, 1);
  ids.NoPhoto = await addMember(t, gay, { name: 'NoPhoto', gender: 'male', sexuality: 'gay' });
  await memberWithPhotos(she, 'Anna', { gender: 'female', sexuality: 'lesbian' }, 2);
  await memberWithPhotos(she, 'Mia', { gender: 'female', sexuality: 'hetero' }, 2);
  await memberWithPhotos(she, 'Jan', { gender: 'male', sexuality: 'gay' }, 2);
  await memberWithPhotos(bdsm, 'Kink', { interests: ['bondage', 'music'] }, 3);
  await memberWithPhotos(bdsm, 'Vanilla', { interests: ['music'] }, 3);
  await memberWithPhotos(gilf, 'Greta', { gender: 'female', sexuality: 'hetero', dateOfBirth: '1960-01-01' }, 3);
  await memberWithPhotos(gilf, 'Young', { gender: 'female', sexuality: 'hetero', dateOfBirth: '1990-01-01' }, 3);
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const landerApi = async (site: TestSite, query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/lander.php?${query}`, headers: { host: site.host } });
  expect(response.statusCode, response.body).toBe(200);
  return LanderResponse.parse(response.json());
};
const names = (answer: LanderResponse) => answer.members.map((member) => member.name);

describe('GET /api/lander.php', () => {
  it("shows the niche's active members with a photo, most recently active first", async () => {
    const answer = await landerApi(gay, 'page=gallery');
    expect(names(answer)).toEqual(['Tom', 'Bas', 'Old']);
    expect(answer).toMatchObject({ total_members: 3, online_members: 1, active_today_members: 2, member: null });
    const tom = answer.members[0]!;
    expect(tom.online).toBe(true);
    expect(answer.members[1]!.online).toBe(false);
    // The main photo and the other public, active one; never private or unchecked photos.
    expect(tom.photos).toHaveLength(2);
    expect(tom.photos[0]!.url).toMatch(/^\/media\/photos\/\d+\/main\.jpg$/);
  });

  it.each([
    ['she (women who love women)', () => she, ['Anna']],
    ['bdsm (their interests)', () => bdsm, ['Kink']],
    ['gilf (women over 60)', () => gilf, ['Greta']],
  ] as const)('follows the niche: %s', async (_, site, expected) => {
    expect(names(await landerApi(site(), 'page=gallery'))).toEqual(expected);
  });

  it('puts the member of a member landing first and leaves them out of the list', async () => {
    const answer = await landerApi(gay, `page=member-landing&member=${ids.Bas}`);
    expect(answer.member?.name).toBe('Bas');
    expect(names(answer)).toEqual(['Tom', 'Old']);
  });

  it('names no member who is hidden, has no photo or belongs to another site', async () => {
    for (const key of ['Hidden', 'NoPhoto', 'Anna']) {
      expect((await landerApi(gay, `page=member-landing&member=${ids[key]}`)).member, key).toBeNull();
    }
  });

  it('answers an unknown page or a bad member id with 400', async () => {
    for (const query of ['page=nope', 'page=gallery&member=abc', 'page=member-landing&member=2147483648', '']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/lander.php?${query}`, headers: { host: gay.host } });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'validation_failed' } });
    }
  });
});

describe('lander pages', () => {
  const page = (path: string, host: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: path, headers: { host, accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const bootstrapOf = (html: string) => {
    const match = new RegExp(`<script id="${LANDER_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html);
    return LanderBootstrap.parse(JSON.parse(match![1]!));
  };

  it('serves lander.html with its data written in, the copy slug and the site', async () => {
    const response = await page('/landers/gallery/tonight?network=tn', gay.host);
    expect(response.statusCode).toBe(200);
    const data = bootstrapOf(response.body);
    expect(data).toMatchObject({ page: 'gallery', slug: 'tonight', locale: 'en', logged_in: false });
    expect(data.site).toMatchObject({ name: 'Test Site', niche: 7, signups: 'all' });
    expect(data.company.name).not.toBe('');
    expect(data.data.members.map((member) => member.name)).toEqual(['Tom', 'Bas', 'Old']);
    expect(response.body).toContain('<title>Meet gay men near you | Test Site</title>');
    expect(response.body).toContain(`<link rel="canonical" href="https://${gay.host}/landers/gallery" />`);
  });

  it("paints from the server: the lander's render inside #root and its niche's class on <html>", async () => {
    const response = await page('/landers/gallery', gay.host);
    expect(response.body).toContain('<div id="root"><h1>gallery for Test Site</h1></div>');
    expect(response.body).toMatch(/<html lang="en" class="lander-niche-7">/);
  });

  it('serves the lander for the browser to render when the server render fails', async () => {
    const response = await page('/landers/gallery/broken', gay.host);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(bootstrapOf(response.body).slug).toBe('broken');
  });

  it('never serves the renderer itself', async () => {
    expect((await t.app.inject({ url: '/ssr/server-render.js', headers: { host: gay.host } })).statusCode).toBe(404);
  });

  it("keeps a member's words from closing the data script early", async () => {
    const response = await page('/landers/video', gay.host);
    expect(response.body).not.toContain('</script><script>alert(1)');
    expect(bootstrapOf(response.body).data.members[0]!.about).toBe('Hi </script><script>alert(1)</script>');
  });

  it("speaks the visitor's chosen language", async () => {
    const response = await page('/landers/tinderswipe', she.host, 'locale=nl');
    expect(response.body).toMatch(/<html lang="nl"[ >]/);
    expect(bootstrapOf(response.body).locale).toBe('nl');
  });

  it('makes a member landing an advert for the member, kept out of search results', async () => {
    const response = await page(`/members/${ids.Tom}/landing2/chat`, gay.host);
    const data = bootstrapOf(response.body);
    expect(data).toMatchObject({ page: 'member-landing2', slug: 'chat' });
    expect(data.data.member?.name).toBe('Tom');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    const image = /<meta property="og:image" content="([^"]+)" \/>/.exec(response.body)?.[1];
    expect(image).toMatch(/\/media\/photos\/\d+\/main\.jpg$/);
    expect(new URL(image!).origin).toBe(`https://${gay.host}`);
    expect(response.body).toContain(`<title>Tom, `);
  });

  it("passes on the answers in a lander's address, and none when they are more or longer than a lander sends", async () => {
    const answered = await page(`/members/${ids.Tom}/landing3?answer=date&answer=${encodeURIComponent('40–49')}&network=tn`, gay.host);
    expect(answered.statusCode).toBe(200);
    expect(bootstrapOf(answered.body).answers).toEqual(['date', '40–49']);
    expect(bootstrapOf((await page(`/members/${ids.Tom}/landing3`, gay.host)).body).answers).toEqual([]);
    for (const query of ['answer=a&answer=b&answer=c&answer=d&answer=e&answer=f', `answer=${'x'.repeat(61)}`]) {
      const response = await page(`/members/${ids.Tom}/landing3?${query}`, gay.host);
      expect(response.statusCode, query).toBe(200);
      expect(bootstrapOf(response.body).answers, query).toEqual([]);
    }
  });

  it('leaves other addresses to the app', async () => {
    for (const path of ['/landers/unknown', '/landers/tinderswipe/x', `/members/${ids.Tom}/landing/x`, '/landers', `/members/${ids.Tom}`]) {
      expect((await page(path, gay.host)).body, path).toContain('<body>app</body>');
    }
  });
});

describe('landerAddress', () => {
  it('reads the page, the slug and the member from the path', () => {
    expect(landerAddress('/landers/tinderswipe')).toEqual({ page: 'tinderswipe', slug: null });
    expect(landerAddress('/landers/maplanding/nearby')).toEqual({ page: 'maplanding', slug: 'nearby' });
    expect(landerAddress('/landers/video/')).toEqual({ page: 'video', slug: null });
    expect(landerAddress('/landers/gallery/s%C3%BC%C3%9F')).toEqual({ page: 'gallery', slug: 'süß' });
    expect(landerAddress('/landers/gallery/%E0%A4%A')).toEqual({ page: 'gallery', slug: null });
    expect(landerAddress('/members/12/landing')).toEqual({ page: 'member-landing', slug: null, memberId: 12 });
    expect(landerAddress('/members/12/landing3/tonight')).toEqual({ page: 'member-landing3', slug: 'tonight', memberId: 12 });
    expect(landerAddress('/members/x/landing')).toBeNull();
  });
});
