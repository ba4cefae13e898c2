import { LANDER_PAGES } from '@app/core/landers';
import { describe, expect, it } from 'vitest';
import { renderLander } from './server-render';
import { landerBootstrap } from './test-support';

// In Node, as on the server: a page that reached for the browser (window, storage) while rendering would throw.
describe('landers rendered on the server', () => {
  it.each(LANDER_PAGES)('%s renders without a browser, its niche on <html>, and no style attribute', async (page) => {
    expect(typeof window).toBe('undefined');
    const { body, htmlClass } = await renderLander(landerBootstrap(page, { slug: 'tonight' }));
    expect(body).toContain(`data-lander="${page}"`);
    expect(body).toContain('Rainbow Date');
    expect(htmlClass).toBe('lander-niche-gay');
    // The site's policy refuses style attributes in a page (security-headers.ts): styles are set in the browser.
    expect(body).not.toMatch(/\sstyle="/);
  });

  // SPEC §2: the lander layout warns visitors from NL and DE; issue #20: in the first paint, not after the scripts.
  it('renders the entry warning over an inert page for a visitor it is due for, and not once answered', async () => {
    const fromNl = (answered: boolean) =>
      landerBootstrap('gallery', {
        site: { ...landerBootstrap('gallery').site, geoip_country: 'NL' },
        entry_warning_answered: answered,
      });
    const warned = (await renderLander(fromNl(false))).body;
    expect(warned).toMatch(/<dialog open=""[^>]*data-testid="entry-warning"/);
    expect(warned).toMatch(/<div class="app-page-behind" inert="">\s*<header/);
    const answered = (await renderLander(fromNl(true))).body;
    expect(answered).not.toContain('<dialog');
    expect(answered).not.toContain('inert');
  });
});
