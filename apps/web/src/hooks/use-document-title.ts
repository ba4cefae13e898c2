import { useEffect } from 'react';
import { useSettings } from '../site/api';
import { documentTitle, prefixedTitle } from '../lib/title';
import { useAttentionCount } from './use-attention-count';

/**
 * Sets the tab title as "Page | Site"; the home page passes no page title. A member's title starts
 * with the count of what waits for them (SPEC §4).
 */
export function useDocumentTitle(pageTitle?: string): void {
  const settings = useSettings();
  const waiting = useAttentionCount();
  useEffect(() => {
    const title = documentTitle(pageTitle, settings?.name, settings?.index_title);
    if (title) document.title = prefixedTitle(title, waiting);
  }, [pageTitle, settings?.name, settings?.index_title, waiting]);
}
