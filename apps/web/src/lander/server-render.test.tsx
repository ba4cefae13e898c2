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
});
