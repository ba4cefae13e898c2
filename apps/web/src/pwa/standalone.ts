import { useSyncExternalStore } from 'react';
import { isStandalone, onDisplayModeChange } from './display-mode';

/** The class on <html> that styles the installed app (SPEC §9: footer rules for is-pwa). */
export const STANDALONE_CLASS = 'is-pwa';

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
