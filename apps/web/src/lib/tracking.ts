import { TrackingInfo } from '@app/core';
import { readStored, writeStored } from './browser-storage';

const STORAGE_KEY = 'tracking';
const TRACKING_KEYS = Object.keys(TrackingInfo.shape) as (keyof TrackingInfo)[];

/**
 * SPEC §3, §4: the traffic source of the landing URL (network, ref, sub1..sub3) is kept for the
 * visit and stripped from the address bar, so it is neither shared in a copied link nor counted twice.
 */
export function captureTracking(): void {
  const url = new URL(window.location.href);
  const found: TrackingInfo = {};
  for (const key of TRACKING_KEYS) {
    const value = url.searchParams.get(key);
    if (value) found[key] = value.slice(0, 100);
    url.searchParams.delete(key);
  }
  if (Object.keys(found).length === 0) return;
  writeStored('session', STORAGE_KEY, { ...storedTracking(), ...found });
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/** What the landing URL carried this visit, sent along with the signup. */
export function storedTracking(): TrackingInfo | undefined {
  return readStored('session', STORAGE_KEY, TrackingInfo);
}
