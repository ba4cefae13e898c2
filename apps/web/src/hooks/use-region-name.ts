import type { CountryCode } from '@app/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { regionsQuery } from '../site/api';

/**
 * A region's name from its code, in the country's own list (loaded once per country). A value that
 * is no code of the list (already a name) shows as it is.
 */
export function useRegionName(country: CountryCode | undefined, code: string | undefined): string {
  const { data } = useQuery({ ...regionsQuery(country), enabled: Boolean(country && code) });
  if (!code) return '';
  const regions = data?.countries[0]?.regions;
  if (!regions) return '';
  return regions.find((region) => region.code === code)?.name ?? code;
}

/**
 * Loads the region lists that name these members' locations: a page the server renders shows
 * "City, Region" from the start, as the browser's first render will.
 */
export function prefetchRegionNames(queryClient: QueryClient, members: readonly { country: CountryCode; region: string }[]): Promise<unknown> {
  const countries = new Set(members.filter((member) => member.region).map((member) => member.country));
  return Promise.all([...countries].map((country) => queryClient.prefetchQuery(regionsQuery(country))));
}
