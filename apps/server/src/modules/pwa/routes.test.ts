import { APP_ICONS, DEFAULT_THEME_COLOURS } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, sites } from '../../db/schema';
import { DEMO_SITE_CONFIG } from '../../db/seed/demo-site';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { shortName, WebAppManifest } from './manifest';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const [company] = await t.db.select({ id: companies.id }).from(companies).limit(1);
  await t.db.insert(sites).values({
    domain: 'manifest-test.example',
    name: 'Liefdesplein Nederland',
    language: 'nl',
    niche: 7,
    companyId: company!.id,
    config: DEMO_SITE_CONFIG,
  });
});

afterAll(() => t?.close());

function manifestFor(host: string) {
  return t.app.inject({ url: '/manifest.webmanifest', headers: { host } });
}

describe('GET /manifest.webmanifest (SPEC §1 installable app)', () => {
  it('describes the default site as a standalone app with the brand colour and its icons', async () => {
    const response = await manifestFor('localhost');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const manifest = WebAppManifest.parse(response.json());
    expect(manifest).toMatchObject({
      name: 'Rainbow Date',
      short_name: 'Rainbow Date',
      lang: 'en',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      theme_color: DEFAULT_THEME_COLOURS.primary,
    });
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['192x192', 'maskable'],
      ['512x512', 'maskable'],
    ]);
    expect(manifest.icons.map((icon) => icon.src)).toEqual(APP_ICONS.map((icon) => icon.src));
  });

  it('is per site: name and language follow the host', async () => {
    const manifest = WebAppManifest.parse((await manifestFor('manifest-test.example')).json());
    expect(manifest.name).toBe('Liefdesplein Nederland');
    expect(manifest.short_name).toBe('Liefdesplein');
    expect(manifest.lang).toBe('nl');
  });
});

describe('shortName', () => {
  it('keeps short names, else the first word, else cuts', () => {
    expect(shortName('Rainbow Date')).toBe('Rainbow Date');
    expect(shortName('Rainbow Dating Club')).toBe('Rainbow');
    expect(shortName('Regenbogenpartnersuche')).toBe('Regenbogenpa');
  });
});
