import type { PaymentStatus } from '@app/core';
import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

const STATUS_LOOK: Record<PaymentStatus, { bg: string; text?: 'dark'; label: PaymentStatus }> = {
  open: { bg: 'warning', text: 'dark', label: 'pending' },
  pending: { bg: 'warning', text: 'dark', label: 'pending' },
  paid: { bg: 'success', label: 'paid' },
  failed: { bg: 'danger', label: 'failed' },
  canceled: { bg: 'secondary', label: 'canceled' },
  expired: { bg: 'secondary', label: 'expired' },
};

/** An order's payment state for people: 'open' and 'pending' both mean it is not decided yet. */
export function OrderStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  const look = STATUS_LOOK[status];
  return (
    <Badge pill bg={look.bg} text={look.text} data-testid="order-status">
      {t(`orders.status.${look.label}`)}
    </Badge>
  );
}
