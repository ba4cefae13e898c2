// Without zod: the landers use dismissals too, and their bundle has no room for it.
import { readStoredJson, writeStored } from './browser-storage';

const storageKey = (name: string) => `dismissed.${name}`;

/**
 * SPEC §4: closing an alert or modal stores when it happened and hides it for good. The
 * timestamp is kept rather than a flag so a later rule can show it again after some time.
 */
export function dismissedAt(name: string): number | undefined {
  const stored = readStoredJson('local', storageKey(name));
  return typeof stored === 'number' ? stored : undefined;
}

export function dismiss(name: string): void {
  writeStored('local', storageKey(name), Date.now());
}
