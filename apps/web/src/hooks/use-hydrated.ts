import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False on the server and while the browser takes over a page the server rendered, true after:
 * what only the browser can work out (it needs the DOM) waits for it, so both draw the same first.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
