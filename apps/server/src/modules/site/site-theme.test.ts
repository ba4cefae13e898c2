import { createHash } from 'node:crypto';
import { MANIFEST_PATH } from '@app/core';
import { describe, expect, it } from 'vitest';
import { SHE_DEMO_DOMAIN } from '../../db/seed/demo-site';
import { testAppServing } from '../../test/web-dist';

const PAGE = '<!doctype html><html lang="en"><head><meta name="theme-color" content="#d50918" /><title>x</title></head><body><div id="root"></div></body></html>';
const testApp = testAppServing({ 'index.html': PAGE, 'admin.html': PAGE });

/** The page's <style> rule and the policy it came with. */
async function pageOf(host: string, url = '/members') {
  const response = await testApp().app.inject({ url, headers: { host, accept: 'text/html' } });
  const css = /<style>([^<]*)<\/style>/.exec(response.body)?.[1];
  return { body: response.body, css, policy: String(response.headers['content-security-policy']) };
}

describe("a site's theme colours (issue 21)", () => {
  it("writes Sie & Sie's purple into its pages, the toolbar colour too, allowed by the policy's hash of that rule alone", async () => {
    const { body, css, policy } = await pageOf(SHE_DEMO_DOMAIN);
    expect(css).toMatch(/^html:root\{/);
    expect(css).toContain('--app-primary:#7b1fa2;');
    expect(css).toContain('--app-primary-contrast:#ffffff;');
    expect(body).toContain('<meta name="theme-color" content="#7b1fa2" />');
    const hash = createHash('sha256').update(css!).digest('base64');
    expect(policy).toContain(`style-src 'self' 'sha256-${hash}'`);
    expect(policy).not.toContain('unsafe-inline');
  });

  it("keeps SPEC §9's colours on the default site", async () => {
    const { body, css } = await pageOf('localhost');
    expect(css).toContain('--app-primary:#d50918;');
    expect(css).toContain('--app-secondary:#1eaddb;');
    expect(body).toContain('<meta name="theme-color" content="#d50918" />');
  });

  it('leaves the back office in its own colours', async () => {
    const { body } = await pageOf(SHE_DEMO_DOMAIN, '/admin');
    expect(body).toBe(PAGE);
  });

  it("gives each site's installed app its own primary as the theme colour", async () => {
    const she = await testApp().app.inject({ url: MANIFEST_PATH, headers: { host: SHE_DEMO_DOMAIN } });
    expect(she.json()).toMatchObject({ theme_color: '#7b1fa2' });
    const rainbow = await testApp().app.inject({ url: MANIFEST_PATH, headers: { host: 'localhost' } });
    expect(rainbow.json()).toMatchObject({ theme_color: '#d50918' });
  });
});
