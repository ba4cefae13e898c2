import type { Locale } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** GET /api/page.php in the interface language; a language change loads the page again. */
export const staticPageQuery = (name: string, lang: Locale) =>
  queryOptions({
    queryKey: ['static-page', name, lang],
    queryFn: ({ signal }) => api('page.php', 'StaticPageResponse', { query: { name, lang }, signal }),
    // An operator's change shows on the next visit.
    staleTime: Infinity,
  });

export function useStaticPage(name: string, lang: Locale) {
  return useQuery(staticPageQuery(name, lang));
}
