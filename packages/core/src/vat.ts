import type { CountryCode } from './api/regions';

/**
 * Standard VAT rates in basis points (2100 = 21 %) of the countries the sites sell to. Credits
 * are digital services sold to consumers: VAT is due at the buyer's country's rate (the EU's
 * one-stop shop; the UK, Norway and Switzerland tax non-resident sellers of digital services alike).
 * Prices include VAT. A country not listed is outside these rules: no VAT on the receipt.
 * Rates change by law; this table is the one place to follow them.
 */
export const VAT_RATES: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
  GB: 2000,
  NO: 2500,
  CH: 810,
  LI: 810,
};

export function vatRateFor(country: CountryCode): number {
  return VAT_RATES[country] ?? 0;
}

/** The VAT inside a price that includes it, in the same minor units, rounded to the nearest unit. */
export function vatIncluded(amount: number, rateBasisPoints: number): number {
  return Math.round((amount * rateBasisPoints) / (10_000 + rateBasisPoints));
}
