import { z } from 'zod';
import { COUNTRY_CODE_PATTERN } from '../constants';

export const CountryCode = z.string().regex(COUNTRY_CODE_PATTERN, 'two capital letters (ISO 3166-1 alpha-2)');
export type CountryCode = z.infer<typeof CountryCode>;

/** SPEC §9: what a country calls its regions. */
export const REGION_LABELS = ['province', 'state', 'canton', 'county', 'voivodeship', 'region'] as const;
export const RegionLabel = z.enum(REGION_LABELS);
export type RegionLabel = z.infer<typeof RegionLabel>;

const REGION_LABEL_BY_COUNTRY: Partial<Record<string, RegionLabel>> = {
  NL: 'province',
  ES: 'province',
  DE: 'state',
  AT: 'state',
  US: 'state',
  CH: 'canton',
  LU: 'canton',
  GB: 'county',
  IE: 'county',
  NO: 'county',
  SE: 'county',
  PL: 'voivodeship',
};

export function regionLabelFor(country: CountryCode): RegionLabel {
  return REGION_LABEL_BY_COUNTRY[country] ?? 'region';
}

export const Region = z.object({ code: z.string(), name: z.string() });
export type Region = z.infer<typeof Region>;

export const CountryRegions = z.object({
  country: CountryCode,
  label: RegionLabel,
  regions: z.array(Region),
});
export type CountryRegions = z.infer<typeof CountryRegions>;

export const RegionsQuery = z.object({ country: CountryCode.optional() });
export type RegionsQuery = z.infer<typeof RegionsQuery>;

export const RegionsResponse = z.object({ countries: z.array(CountryRegions) });
export type RegionsResponse = z.infer<typeof RegionsResponse>;
