import { useEffect } from 'react';
import { useSettings } from '../features/site/api';

/** Sets the tab title as "Page | Site"; the home page passes no page title. */
export function useDocumentTitle(pageTitle?: string): void {
  const settings = useSettings();
  useEffect(() => {
    const site = settings?.name;
    const title = pageTitle ? [pageTitle, site].filter(Boolean).join(' | ') : [site, settings?.index_title].filter(Boolean).join(' – ');
    if (title) document.title = title;
  }, [pageTitle, settings?.name, settings?.index_title]);
}
