import { useEffect, useLayoutEffect } from 'react';
import { useSettings } from '../site/api';
import { documentTitle, prefixedTitle } from '../lib/title';

/** The page's own title ("Page | Site"), and the count the member's sync last saw. */
let title = '';
let waiting = 0;

function applyTitle(): void {
  if (title) document.title = prefixedTitle(title, waiting);
}

/**
 * Sets the tab title as "Page | Site"; the home page passes no page title. The count of what
 * waits for a member (SPEC §4) is put in front by useTitleCount, so a page does not re-render with
 * every card on it each time that count arrives or changes (issue #20).
 */
export function useDocumentTitle(pageTitle?: string): void {
  const settings = useSettings();
  // With the content it names: a layout effect runs in the same task as the render that drew it.
  useLayoutEffect(() => {
    title = documentTitle(pageTitle, settings?.name, settings?.index_title);
    applyTitle();
  }, [pageTitle, settings?.name, settings?.index_title]);
}

/** SPEC §4: the title starts with how many things wait for the member; called once, by the member's sync. */
export function useTitleCount(count: number): void {
  useEffect(() => {
    waiting = count;
    applyTitle();
  }, [count]);
}
