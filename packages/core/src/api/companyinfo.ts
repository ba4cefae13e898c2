import { z } from 'zod';
import { CountryCode } from './regions';

/** The operating company of a site (SPEC §3), shown in the footer, legal pages and receipts. */
export const CompanyInfo = z.object({
  name: z.string(),
  /** The three address variants: one per line, on one line, and a short city + country form. */
  address: z.object({
    lines: z.array(z.string()),
    inline: z.string(),
    short: z.string(),
  }),
  kvk: z.string(),
  city: z.string(),
  country: CountryCode,
  tradenames: z.array(z.string()),
  /** VAT registration number by country. */
  vat_numbers: z.record(z.string(), z.string()),
  support_phone: z.string(),
  /** Percentage discount offered to a member who is about to delete the account. */
  delete_discount: z.number().int().min(0).max(100),
  /** When the company started operating the site: an ISO date-time. */
  added: z.iso.datetime(),
});
export type CompanyInfo = z.infer<typeof CompanyInfo>;

export type CompanyAddress = CompanyInfo['address'];

/** The three address variants, made from the address lines, city and country the operator enters. */
export function companyAddress(lines: readonly string[], city: string, country: string): CompanyAddress {
  return { lines: [...lines], inline: lines.join(', '), short: [city, country].join(', ') };
}

export const CompanyInfoResponse = z.object({ company: CompanyInfo });
export type CompanyInfoResponse = z.infer<typeof CompanyInfoResponse>;
