// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { capturePageBounce, notePageView, PAGE_HIDDEN_URL, startPageBeacons } from './page-behaviour';

let beacons: { url: string; body: unknown }[];
let stop: () => void;

function land(url: string) {
  window.history.replaceState(null, '', url);
  capturePageBounce();
  stop = startPageBeacons();
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  sessionStorage.clear();
  beacons = [];
  // A fake sendBeacon that records what it is given, as the browser would queue it.
  navigator.sendBeacon = vi.fn((url: string | URL, data?: BodyInit | null) => {
    beacons.push({ url: String(url), body: JSON.parse(String(data)) });
    return true;
  });
});
afterEach(() => {
  stop();
  setVisibility('visible');
});

describe('page-hidden beacon and page-bounce logging (SPEC §4, §7)', () => {
  it('sends a beacon with the path each time the page is hidden, one per hiding', () => {
    land('/members');
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide')); // the tab closes right after: no second beacon
    expect(beacons).toEqual([{ url: PAGE_HIDDEN_URL, body: { path: '/members' } }]);
    setVisibility('visible');
    setVisibility('hidden');
    expect(beacons).toHaveLength(2);
  });

  it('also sends on pagehide where visibilitychange did not come first', () => {
    land('/members');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toEqual([{ url: PAGE_HIDDEN_URL, body: { path: '/members' } }]);
  });

  it('with lb on the landing URL, leaving without going further is a bounce, told once', () => {
    land('/landers/video/x?lb=1&sub1=a');
    expect(window.location.search).toBe('?sub1=a');
    setVisibility('hidden');
    expect(beacons[0]!.body).toEqual({ path: '/landers/video/x', bounce: true });
    setVisibility('visible');
    setVisibility('hidden');
    expect(beacons[1]!.body).toEqual({ path: '/landers/video/x' });
  });

  it('is no bounce once the visitor went on to another page of the site', () => {
    land('/landers/video/x?lb=1');
    notePageView('/landers/video/x');
    notePageView('/signup');
    window.history.pushState(null, '', '/signup');
    setVisibility('hidden');
    expect(beacons[0]!.body).toEqual({ path: '/signup' });
  });

  it('without lb never says bounce', () => {
    land('/landers/video/x');
    setVisibility('hidden');
    expect(beacons[0]!.body).toEqual({ path: '/landers/video/x' });
  });
});
