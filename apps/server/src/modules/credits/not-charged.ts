import type { PaymentStatus } from '@app/core';

/**
 * Orders that ended without the member paying: they hold no discount code and count against no
 * direct-debit limit. Payments and discounts both read orders by it.
 */
export const NOT_CHARGED: PaymentStatus[] = ['failed', 'canceled', 'expired'];
