import { nicheCopyKey } from '@app/core/landers';
import type { LanderBootstrap } from '@app/core';
import { type ComponentType, useEffect, useState } from 'react';
import { loadTranslate } from './i18n';
import { HydratedContext, type Lander, LanderContext } from './lander-context';
import { LanderLayout } from './lander-layout';
import { LANDER_PAGE_MODULES } from './pages';

/** What a lander needs before it can render: its page's module, its data and texts. */
export interface LoadedLander {
  lander: Lander;
  Page: ComponentType;
}

/** Numbers in the visitor's language (1.234 in German). */
export function numberFormatter(locale: string): Lander['formatNumber'] {
  const numbers = new Intl.NumberFormat(locale);
  return (value) => numbers.format(value);
}

/** The page's chunk and its texts load side by side. */
export async function loadLander(data: LanderBootstrap): Promise<LoadedLander> {
  const loading = Promise.all([LANDER_PAGE_MODULES[data.page](), loadTranslate(data.locale)]);
  // Made while they download: a browser's first number format readies its locale data, tens of
  // milliseconds that would otherwise lengthen the hydration's task.
  const formatNumber = numberFormatter(data.locale);
  const [{ default: Page }, t] = await loading;
  return { Page, lander: { data, t, formatNumber } };
}

/** The niche's colours (lander.scss), a class on <html>: the server writes it, the browser keeps it. */
export const landerHtmlClass = (data: LanderBootstrap) => `lander-niche-${nicheCopyKey(data.site.niche)}`;

/**
 * The lander as the server renders it and the browser hydrates it: the same tree in both places.
 * What only the browser knows (stored dismissals, the visit's tracking, the display mode, reduced
 * motion) waits for `hydrated`, so the browser's first render matches the server's HTML.
 */
export function LanderApp({ lander, Page }: LoadedLander) {
  const [hydrated, setHydrated] = useState(false);
  // Runs once in the browser after the first render (never on the server): from here on, the
  // browser's own state may show. The second render it causes is the point, hence the rule's exception.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  return (
    <LanderContext.Provider value={lander}>
      <HydratedContext.Provider value={hydrated}>
        <LanderLayout>
          <Page />
        </LanderLayout>
      </HydratedContext.Provider>
    </LanderContext.Provider>
  );
}
