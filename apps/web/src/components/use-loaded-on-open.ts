import { useEffect, useRef, useState } from 'react';

/** A chunk's default export, fetched on demand and kept for every later user once fetched. */
export interface OnDemand<T> {
  loaded?: T;
  load: () => Promise<T>;
}

export function onDemand<T>(importer: () => Promise<{ default: T }>): OnDemand<T> {
  const source: OnDemand<T> = { load: () => importer().then((module) => (source.loaded = module.default)) };
  return source;
}

/**
 * A menu whose component is fetched the first time it is opened (lazy-dropdown.tsx,
 * lazy-nav-dropdown.tsx): the component once loaded, whether the opening click asked for it (so
 * the menu opens at once), and `open` for the placeholder toggle's click. The real toggle takes the
 * focus back from the placeholder it replaces, so Escape and the arrow keys work at once.
 */
export function useLoadedOnOpen<T>(source: OnDemand<T>, toggleId: string) {
  const [component, setComponent] = useState(() => source.loaded);
  const [opened, setOpened] = useState(false);
  /** The clicked toggle had the focus (a click gives it, but not in every browser). */
  const focused = useRef(false);

  useEffect(() => {
    if (component && focused.current) document.getElementById(toggleId)?.focus();
  }, [component, toggleId]);

  const open = (toggle: Element) => {
    focused.current = document.activeElement === toggle;
    setOpened(true);
    void source.load().then((loaded) => setComponent(() => loaded));
  };
  return { component, opened, open };
}
