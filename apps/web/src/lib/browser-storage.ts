import type { z } from 'zod';

type Area = 'local' | 'session';

function storage(area: Area): Storage | undefined {
  // Storage can be switched off or full (private modes); the app then simply forgets.
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** A stored JSON value of any shape; unreadable or absent is undefined. */
export function readStoredJson(area: Area, key: string): unknown {
  try {
    const raw = storage(area)?.getItem(key);
    return raw == null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * A stored JSON value if it still has the expected shape; anything else counts as absent. Storage
 * can hold anything (another version's values), so every read is checked. The modules of the first
 * load, which has no zod (issue #20), read with readStoredJson and check the value themselves.
 */
export function readStored<S extends z.ZodType>(area: Area, key: string, schema: S): z.infer<S> | undefined {
  const parsed = schema.safeParse(readStoredJson(area, key));
  return parsed.success ? parsed.data : undefined;
}

export function writeStored(area: Area, key: string, value: unknown): void {
  try {
    storage(area)?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled storage: the value lives only as long as the page.
  }
}

export function removeStored(area: Area, key: string): void {
  try {
    storage(area)?.removeItem(key);
  } catch {
    // Nothing to remove where nothing can be stored.
  }
}
