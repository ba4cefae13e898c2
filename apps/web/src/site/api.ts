import type { CountryCode } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

/**
 * Site data changes only when an operator edits it: load each once per visit (SPEC §7). It is the
 * same for every visitor, so it outlives a logout (see endSession).
 */
const ONCE = { staleTime: Infinity, gcTime: Infinity, meta: { site: true } } as const;

/** SPEC §7: the page's query passes through, with the domain forced from the host. */
export const fetchSettings = (page: Pick<URL, 'search' | 'host'>, signal?: AbortSignal) =>
  api('settings.php', 'SettingsResponse', {
    query: { ...Object.fromEntries(new URLSearchParams(page.search)), domain: page.host },
    signal,
  });

/** The site's own texts in it speak the visitor's language (the locale cookie): useChooseLanguage reloads it. */
export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: ({ signal }) => fetchSettings(window.location, signal),
  ...ONCE,
});

export const interestsQuery = queryOptions({
  queryKey: ['interests'],
  queryFn: ({ signal }) => api('interests.php', 'InterestsResponse', { signal }),
  ...ONCE,
});

/** Every region list: they name the regions in the visitor's language, so a new language reloads them. */
export const REGIONS_KEY = ['regions'] as const;

export const regionsQuery = (country?: CountryCode) =>
  queryOptions({
    queryKey: [...REGIONS_KEY, country ?? 'all'],
    queryFn: ({ signal }) => api('regions.php', 'RegionsResponse', { query: { country }, signal }),
    ...ONCE,
  });

export const companyInfoQuery = queryOptions({
  queryKey: ['companyinfo'],
  queryFn: ({ signal }) => api('companyinfo.php', 'CompanyInfoResponse', { signal }),
  ...ONCE,
});

export function useSettings() {
  return useQuery(settingsQuery).data?.settings;
}

export function useCompanyInfo() {
  return useQuery(companyInfoQuery).data?.company;
}
