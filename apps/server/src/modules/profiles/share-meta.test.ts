import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { activeMember } from '../../test/members';
import { realPhoto, uploadPhoto } from '../../test/photos';
import { withoutSiteTheme } from '../../test/web-dist';

const INDEX_HTML = '<!doctype html><html lang="en"><head><title>Rainbow Date</title></head><body><div id="root"></div></body></html>';
let webDist: string;
let t: TestApp;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  t = await buildTestApp({ webDist, publicUrl: 'https://rainbow.example' });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = (path: string) => t.app.inject({ url: path, headers: { accept: 'text/html' } });
const metaContent = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('link previews of member pages', () => {
  it('puts the member, the site and the active main photo into the page', async () => {
    const member = await activeMember(t, { name: 'Jonas' });
    await t.db.update(profiles).set({ about: 'Coffee, <b>hiking</b> & "good" talks.' }).where(eq(profiles.userId, member.id));
    expect((await uploadPhoto(t, member.headers, await realPhoto())).statusCode).toBe(200);
    await t.app.jobs.runDueJobs();

    const response = await page(`/members/${member.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toMatch(/<title>Jonas, \d+ \| Rainbow Date<\/title>/);
    expect(metaContent(html, 'og:title')).toMatch(/^Jonas, \d+ \| Rainbow Date$/);
    expect(metaContent(html, 'og:url')).toBe(`https://rainbow.example/members/${member.id}`);
    expect(metaContent(html, 'og:image')).toMatch(/^https:\/\/rainbow\.example\/media\/photos\/\d+\/main\.jpg$/);
    // The member's own words cannot break out of the attribute.
    expect(metaContent(html, 'og:description')).toBe('Coffee, &lt;b&gt;hiking&lt;/b&gt; &amp; &quot;good&quot; talks.');
    expect(html).toContain('<div id="root"></div>');
  });

  it('has no image until a photo is active, and serves the plain page for members it may not show', async () => {
    const member = await activeMember(t, { name: 'Noor' });
    const withoutPhoto = (await page(`/members/${member.id}`)).body;
    expect(metaContent(withoutPhoto, 'og:title')).toMatch(/^Noor, /);
    expect(metaContent(withoutPhoto, 'og:image')).toBeUndefined();

    await t.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, member.id));
    expect(withoutSiteTheme((await page(`/members/${member.id}`)).body)).toBe(INDEX_HTML);
    expect(withoutSiteTheme((await page('/members/999999')).body)).toBe(INDEX_HTML);
    expect(withoutSiteTheme((await page('/members/2147483648')).body)).toBe(INDEX_HTML);
    expect(withoutSiteTheme((await page('/members')).body)).toBe(INDEX_HTML);
  });
});
