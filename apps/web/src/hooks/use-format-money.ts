import type { Currency } from '@app/core';
import { useTranslation } from '../i18n/use-translation';
import { formatMoney } from '../lib/payments';

/** formatMoney in the interface language, so prices follow a language switch. */
export function useFormatMoney(): (amount: number, currency: Currency) => string {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (amount, currency) => formatMoney(amount, currency, locale);
}
