import { useSyncExternalStore } from 'react';
import { isTakenOver, subscribeTakenOver } from '../app/take-over';

/**
 * False on the server and while the browser takes over a page the server rendered, true after:
 * what only the browser can work out (it needs the DOM) waits for it, so both draw the same first.
 * Where the page is taken over in turns (app/take-over.tsx), it turns true after the last one, in
 * a task of its own: what waits for it (alerts, the entry warning) adds nothing to the others.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeTakenOver, isTakenOver, () => false);
}
