// No React in this module: the static pages' light script asks it too (src/static-entry/, issue #20).

/** How the installed app runs (the manifest's display); a browser tab never matches. */
const STANDALONE_QUERY = '(display-mode: standalone)';

/** Whether the page runs as the installed app: the display mode, or iOS's own flag for home-screen apps. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia(STANDALONE_QUERY).matches;
}

export function onDisplayModeChange(onChange: () => void): () => void {
  // A page opened in a tab can be moved into the app window (and back) while it runs.
  const list = window.matchMedia(STANDALONE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
