import { TRACKING_STORAGE_KEY } from '@app/core/landers';
import { readStoredJson } from './browser-storage';

/**
 * The visit's traffic source (`network` of the stored tracking info, see tracking.ts), checked by
 * hand: the search sends it from a visitor's first page, which loads no zod (issue #20).
 */
export function storedNetwork(): string | undefined {
  const stored = readStoredJson('session', TRACKING_STORAGE_KEY);
  const network = typeof stored === 'object' && stored !== null ? (stored as { network?: unknown }).network : undefined;
  return typeof network === 'string' && network.length <= 100 ? network : undefined;
}
