import { type RefObject, useEffect } from 'react';

/**
 * Publishes the height of a banner above the page as `--app-top-banner` on the document, for a
 * page sized to the screen (the swipe game's card and buttons on a phone, issue 21): the banner
 * comes and goes with its offer and wraps differently in each language.
 */
export function useTopBannerHeight(ref: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    const root = document.documentElement.style;
    // A property on the root restyles every element: none while the banner is hidden (on a phone,
    // where it shows in the dock instead), and no layout forced here, as the observer reports the
    // size once it is laid out.
    const publish = () => {
      const height = element.offsetHeight;
      if (height) root.setProperty('--app-top-banner', `${height}px`);
      else root.removeProperty('--app-top-banner');
    };
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(publish);
    if (observer) observer.observe(element);
    else publish();
    return () => {
      observer?.disconnect();
      root.removeProperty('--app-top-banner');
    };
  }, [ref, shown]);
}
