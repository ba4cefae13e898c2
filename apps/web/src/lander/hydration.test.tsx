// @vitest-environment jsdom
import { LANDER_PAGES } from '@app/core/landers';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanderApp, loadLander } from './lander-app';
import { renderLander } from './server-render';
import { landerBootstrap } from './test-support';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/**
 * The browser's first render must be the server's HTML, or hydration patches or redraws it. React
 * (whose development build reports every difference) stands in here for Preact, which reports none.
 */
describe('a lander the server rendered, hydrated', () => {
  it.each(LANDER_PAGES)('%s: the browser takes the HTML over as it is', async (page) => {
    // jsdom has no matchMedia; after hydration the entry warning asks whether this is the installed app.
    window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as never;
    const data = landerBootstrap(page, { slug: 'chat' });
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = (await renderLander(data)).body;
    // React's act() is for test environments that say so.
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    const errors = vi.spyOn(console, 'error');
    const lander = await loadLander(data);
    await act(async () => {
      root = hydrateRoot(container, <LanderApp {...lander} />);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelectorAll('main')).toHaveLength(1);
  });
});
