import { TrackingInfo, TRACKING_STORAGE_KEY } from '@app/core';
import { readStored } from './browser-storage';

/** What the landing URL carried this visit (captured by tracking-capture.ts), sent along with the signup. */
export function storedTracking(): TrackingInfo | undefined {
  return readStored('session', TRACKING_STORAGE_KEY, TrackingInfo);
}
