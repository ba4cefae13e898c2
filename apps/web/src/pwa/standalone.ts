import { useSyncExternalStore } from 'react';

/** How the installed app runs (the manifest's display); a browser tab never matches. */
const STANDALONE_QUERY = '(display-mode: standalone)';
/** The class on <html> that styles the installed app (SPEC §9: footer rules for is-pwa). */
export const STANDALONE_CLASS = 'is-pwa';

/** Whether the page runs as the installed app: the display mode, or iOS's own flag for home-screen apps. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia(STANDALONE_QUERY).matches;
}

function onDisplayModeChange(onChange: () => void): () => void {
  // A page opened in a tab can be moved into the app window (and back) while it runs.
  const list = window.matchMedia(STANDALONE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Keeps the is-pwa class on <html> in step with the display mode, so styles can tell from the start. */
export function markStandalone(): () => void {
  const mark = () => document.documentElement.classList.toggle(STANDALONE_CLASS, isStandalone());
  mark();
  return onDisplayModeChange(mark);
}

export function useIsStandalone(): boolean {
  // The server renders for the browser tab; the installed app corrects it once it has taken over.
  return useSyncExternalStore(onDisplayModeChange, isStandalone, () => false);
}
