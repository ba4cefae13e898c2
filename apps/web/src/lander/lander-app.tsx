import { nicheCopyKey } from '@app/core/landers';
import type { LanderBootstrap } from '@app/core';
import { type ComponentType, useEffect, useMemo, useState } from 'react';
import { loadTranslate, type Translate } from './i18n';
import { HydratedContext, type Lander, LanderContext } from './lander-context';
import { LanderLayout } from './lander-layout';
import { LANDER_PAGE_MODULES } from './pages';

/** What a lander needs before it can render: its page's module and its texts. */
export interface LoadedLander {
  data: LanderBootstrap;
  Page: ComponentType;
  t: Translate;
}

/** The page's chunk and its texts load side by side. */
export async function loadLander(data: LanderBootstrap): Promise<LoadedLander> {
  const [{ default: Page }, t] = await Promise.all([LANDER_PAGE_MODULES[data.page](), loadTranslate(data.locale)]);
  return { data, Page, t };
}

/** The niche's colours (lander.scss), a class on <html>: the server writes it, the browser keeps it. */
export const landerHtmlClass = (data: LanderBootstrap) => `lander-niche-${nicheCopyKey(data.site.niche)}`;

/**
 * The lander as the server renders it and the browser hydrates it: the same tree in both places.
 * What only the browser knows (stored dismissals, the visit's tracking, the display mode, reduced
 * motion) waits for `hydrated`, so the browser's first render matches the server's HTML.
 */
export function LanderApp({ data, Page, t }: LoadedLander) {
  const [hydrated, setHydrated] = useState(false);
  // Runs once in the browser after the first render (never on the server): from here on, the
  // browser's own state may show. The second render it causes is the point, hence the rule's exception.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  // Made once: a number format is costly to make, and a new value would re-render every reader.
  const lander = useMemo((): Lander => {
    const numbers = new Intl.NumberFormat(data.locale);
    return { data, t, formatNumber: (value) => numbers.format(value) };
  }, [data, t]);
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
