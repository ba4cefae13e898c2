// @vitest-environment jsdom
import { CHUNK_RELOAD_GUARD_MS } from '@app/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The module keeps whether a reload is under way: each test starts with a fresh page. */
async function freshPage() {
  vi.resetModules();
  return import('./chunk-reload');
}

beforeEach(() => sessionStorage.clear());

describe('chunk-load failure reload guard (SPEC §4/§8)', () => {
  it('reloads on the first failure and says so to the error page', async () => {
    const { reloadForFailedChunk, isReloadingForChunk } = await freshPage();
    const reload = vi.fn();
    expect(reloadForFailedChunk(1_000_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(isReloadingForChunk()).toBe(true);
  });

  it('does not reload again within the guard time after the reload: the error page shows', async () => {
    (await freshPage()).reloadForFailedChunk(1_000_000, vi.fn());
    const { reloadForFailedChunk, isReloadingForChunk } = await freshPage();
    const reload = vi.fn();
    expect(reloadForFailedChunk(1_000_000 + CHUNK_RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(isReloadingForChunk()).toBe(false);
  });

  it('reloads again once the guard time has passed', async () => {
    (await freshPage()).reloadForFailedChunk(1_000_000, vi.fn());
    const { reloadForFailedChunk } = await freshPage();
    const reload = vi.fn();
    expect(reloadForFailedChunk(1_000_000 + CHUNK_RELOAD_GUARD_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads once for several failures of the same page', async () => {
    const { reloadForFailedChunk } = await freshPage();
    const reload = vi.fn();
    reloadForFailedChunk(1_000_000, reload);
    expect(reloadForFailedChunk(1_000_001, reload)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('listens to Vite’s preload error event', async () => {
    const { installChunkReloadGuard, isReloadingForChunk } = await freshPage();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    installChunkReloadGuard();
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(isReloadingForChunk()).toBe(true);
    vi.unstubAllGlobals();
  });
});
