import type { Order, PaymentStatus } from '@app/core';
import { Badge } from 'react-bootstrap';
import { useTranslation } from '../../i18n/use-translation';

const STATUS_LOOK: Record<PaymentStatus, { bg: string; text?: 'dark'; label: PaymentStatus }> = {
  open: { bg: 'warning', text: 'dark', label: 'pending' },
  pending: { bg: 'warning', text: 'dark', label: 'pending' },
  paid: { bg: 'success', label: 'paid' },
  failed: { bg: 'danger', label: 'failed' },
  canceled: { bg: 'secondary', label: 'canceled' },
  expired: { bg: 'secondary', label: 'expired' },
};

/**
 * An order's payment state for people ('open' and 'pending' both mean it is not decided yet), and
 * beside a paid one what went back since: a refund, whole or in part, or the bank's chargeback.
 */
export function OrderStatusBadge({ order }: { order: Pick<Order, 'status' | 'amount' | 'refunded_amount' | 'charged_back_amount'> }) {
  const { t } = useTranslation();
  const look = STATUS_LOOK[order.status];
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      <Badge pill bg={look.bg} text={look.text} data-testid="order-status">
        {t(`orders.status.${look.label}`)}
      </Badge>
      {order.refunded_amount > 0 && (
        <Badge pill bg="info" text="dark" data-testid="order-refunded">
          {t(order.refunded_amount >= order.amount ? 'orders.status.refunded' : 'orders.status.partly_refunded')}
        </Badge>
      )}
      {order.charged_back_amount > 0 && (
        <Badge pill bg="secondary" data-testid="order-charged-back">
          {t('orders.status.charged_back')}
        </Badge>
      )}
    </span>
  );
}
