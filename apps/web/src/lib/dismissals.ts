import { z } from 'zod';
import { readStored, writeStored } from './browser-storage';

const storageKey = (name: string) => `dismissed.${name}`;

/**
 * SPEC §4: closing an alert or modal stores when it happened and hides it for good. The
 * timestamp is kept rather than a flag so a later rule can show it again after some time.
 */
export function dismissedAt(name: string): number | undefined {
  return readStored('local', storageKey(name), z.number());
}

export function dismiss(name: string): void {
  writeStored('local', storageKey(name), Date.now());
}
