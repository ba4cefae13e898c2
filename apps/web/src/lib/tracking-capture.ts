import { TRACKING_KEYS, TRACKING_STORAGE_KEY } from '@app/core/landers';
import { readStoredJson, writeStored } from './browser-storage';

/**
 * SPEC §3, §4: the traffic source of the landing URL (network, ref, sub1..sub3) is kept for the
 * visit and stripped from the address bar, so it is neither shared in a copied link nor counted twice.
 * Both the app and the landers run this first; the signup reads it back (tracking.ts).
 */
export function captureTracking(): void {
  const url = new URL(window.location.href);
  const found: Record<string, string> = {};
  for (const key of TRACKING_KEYS) {
    const value = url.searchParams.get(key);
    if (value) found[key] = value.slice(0, 100);
    url.searchParams.delete(key);
  }
  if (Object.keys(found).length === 0) return;
  const earlier = readStoredJson('session', TRACKING_STORAGE_KEY);
  writeStored('session', TRACKING_STORAGE_KEY, { ...(typeof earlier === 'object' ? earlier : {}), ...found });
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}
