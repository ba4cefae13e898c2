import { type Locale, type StaticPageName, StaticPageResponse } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** GET /api/page.php in the interface language; a language change loads the page again. */
export function useStaticPage(name: StaticPageName, lang: Locale) {
  return useQuery({
    queryKey: ['static-page', name, lang],
    queryFn: ({ signal }) => api('page.php', StaticPageResponse, { query: { name, lang }, signal }),
    // The content changes with a deploy, not during a visit.
    staleTime: Infinity,
  });
}
