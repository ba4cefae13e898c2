import type { Order } from '@app/core';
import { useTranslation } from '../../i18n/use-translation';

/** When an order was placed, in the interface language. */
export function useOrderDate(): (order: Order, style?: 'short' | 'long') => string {
  const { i18n } = useTranslation();
  return (order, style = 'short') =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, style === 'long' ? { dateStyle: 'long', timeStyle: 'short' } : { dateStyle: 'medium' }).format(
      new Date(order.created_at),
    );
}
