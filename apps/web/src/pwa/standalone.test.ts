// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isStandalone } from './display-mode';
import { markStandalone, STANDALONE_CLASS, useIsStandalone } from './standalone';

/** A display mode the test can switch, as a browser does when a tab moves into the app window. */
function displayMode(standalone: boolean) {
  const listeners = new Set<() => void>();
  const state = { standalone };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(display-mode: standalone)' && state.standalone;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    state.standalone = next;
    listeners.forEach((listener) => listener());
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'standalone');
  document.documentElement.className = '';
});

describe('standalone detection (is-pwa)', () => {
  it('is false in a browser tab', () => {
    displayMode(false);
    expect(isStandalone()).toBe(false);
  });

  it('follows the standalone display mode', () => {
    displayMode(true);
    expect(isStandalone()).toBe(true);
  });

  it('knows iOS home-screen apps by navigator.standalone', () => {
    displayMode(false);
    Object.defineProperty(navigator, 'standalone', { configurable: true, value: true });
    expect(isStandalone()).toBe(true);
  });

  it('keeps the is-pwa class on <html> in step', () => {
    const switchTo = displayMode(false);
    const stop = markStandalone();
    expect(document.documentElement.classList.contains(STANDALONE_CLASS)).toBe(false);
    switchTo(true);
    expect(document.documentElement.classList.contains(STANDALONE_CLASS)).toBe(true);
    switchTo(false);
    expect(document.documentElement.classList.contains(STANDALONE_CLASS)).toBe(false);
    stop();
  });

  it('gives components the current mode', () => {
    const switchTo = displayMode(false);
    const { result } = renderHook(() => useIsStandalone());
    expect(result.current).toBe(false);
    act(() => switchTo(true));
    expect(result.current).toBe(true);
  });
});
