import type { LanderBootstrap } from '@app/core';
import { createContext, useContext } from 'react';
import type { Translate } from './i18n';

export interface Lander {
  data: LanderBootstrap;
  t: Translate;
  /** Numbers in the visitor's language (1.234 in German). */
  formatNumber: (value: number) => string;
}

export const LanderContext = createContext<Lander | null>(null);

/** The page's data and texts: every lander component reads them here. */
export function useLander(): Lander {
  const lander = useContext(LanderContext);
  if (!lander) throw new Error('useLander outside the lander');
  return lander;
}

/** False on the server and in the browser's first render (lander-app.tsx), true after. */
export const HydratedContext = createContext(false);

/**
 * Whether the browser's own state may show yet. A context of its own: the one change it makes
 * re-renders only the few parts that read it, not every part that reads the lander.
 */
export const useHydrated = () => useContext(HydratedContext);
