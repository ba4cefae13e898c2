import type { CompanyInfo } from '@app/core';
import { useTranslation } from '../i18n/use-translation';
import { tradenamesNotice } from '../lib/tradenames';

/** The trade-names sentence (lib/tradenames.ts) in the interface's language. */
export function useTradenamesNotice(company: Pick<CompanyInfo, 'name' | 'tradenames'> | undefined): string | null {
  const { t, i18n } = useTranslation();
  return company ? tradenamesNotice(company, i18n.resolvedLanguage, t) : null;
}

/** The seller's VAT number for the buyer's country, else the one of its home country. */
export function vatNumberFor(company: Pick<CompanyInfo, 'country' | 'vat_numbers'>, buyerCountry: string): string | undefined {
  return company.vat_numbers[buyerCountry] ?? company.vat_numbers[company.country];
}
