import type { CountryCode } from '@app/core';
import { useQuery } from '@tanstack/react-query';
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
