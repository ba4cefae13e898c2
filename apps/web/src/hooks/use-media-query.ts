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
    // A page the server renders is drawn for no screen in particular; the browser corrects it once it has taken over.
    () => false,
  );
}

/** Narrower than Bootstrap's sm breakpoint (576 px, SPEC §9): a smartphone held upright. */
export const SMARTPHONE_QUERY = '(max-width: 575.98px)';
