import { useEffect } from 'react';
import { useSettings } from '../site/api';
import { prefixedTitle } from '../lib/title';
import { useAttentionCount } from './use-attention-count';

/**
 * Sets the tab title as "Page | Site"; the home page passes no page title. A member's title starts
 * with the count of what waits for them (SPEC §4).
 */
export function useDocumentTitle(pageTitle?: string): void {
  const settings = useSettings();
  const waiting = useAttentionCount();
  useEffect(() => {
    const site = settings?.name;
    const title = pageTitle ? [pageTitle, site].filter(Boolean).join(' | ') : [site, settings?.index_title].filter(Boolean).join(' – ');
    if (title) document.title = prefixedTitle(title, waiting);
  }, [pageTitle, settings?.name, settings?.index_title, waiting]);
}
