import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, updated when it changes (rotation, window resize). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Narrower than Bootstrap's sm breakpoint (576 px, SPEC §9): a smartphone held upright. */
export const SMARTPHONE_QUERY = '(max-width: 575.98px)';
