import { CHUNK_RELOAD_GUARD_MS } from '@app/core';
import { readStoredJson, writeStored } from '../lib/browser-storage';

/** When this tab last reloaded for a failed chunk; per tab, so one tab's reload does not block another's. */
const RELOADED_AT_KEY = 'chunk-reload-at';

let reloading = false;

/** True once a reload for a failed chunk is on its way: the error page then waits instead of showing it. */
export function isReloadingForChunk(): boolean {
  return reloading;
}

/**
 * SPEC §4/§8: a chunk that cannot be loaded (usually a deploy replaced it while the page was open)
 * reloads the page, which fetches the new build. At most once per CHUNK_RELOAD_GUARD_MS, so a chunk
 * that is really broken shows the error page instead of reloading forever.
 */
export function reloadForFailedChunk(now = Date.now(), reload = () => window.location.reload()): boolean {
  if (reloading) return true;
  const last = readStoredJson('session', RELOADED_AT_KEY);
  if (typeof last === 'number' && now - last >= 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  writeStored('session', RELOADED_AT_KEY, now);
  reloading = true;
  reload();
  return true;
}

/**
 * Vite reports every failed dynamic import (the route modules of react-router's lazy routes, and
 * the files they preload) with this event. The error still reaches the route's error page, which
 * waits for the reload (isReloadingForChunk) or shows the error when the guard held it back.
 */
export function installChunkReloadGuard(): void {
  window.addEventListener('vite:preloadError', () => {
    reloadForFailedChunk();
  });
}
