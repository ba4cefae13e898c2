import type { ReactNode } from 'react';
import { useHydrated } from '../hooks/use-hydrated';

/**
 * Renders its children once the page has been taken over (at once where the browser drew the page
 * itself): for parts that draw nothing at first (sync, hosts of alerts and modals), whose setting
 * up would only lengthen the hydration's first task (issue #20). The server renders nothing here.
 */
export function AfterTakeOver({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
