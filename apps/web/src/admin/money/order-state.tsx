import type { AdminOrderRow, RefundStatus } from '@app/core';
import { Badge } from 'react-bootstrap';

const STATUS_COLOURS: Record<AdminOrderRow['status'], string> = {
  open: 'secondary',
  pending: 'info',
  paid: 'success',
  failed: 'danger',
  canceled: 'secondary',
  expired: 'secondary',
};

/** The payment's status and what happened after the sale, as badges that read at a glance. */
export function OrderState({ order }: { order: Pick<AdminOrderRow, 'status' | 'amount' | 'refunded_amount' | 'charged_back_amount' | 'flagged'> }) {
  const refunded = order.refunded_amount > 0;
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      <Badge bg={STATUS_COLOURS[order.status]}>{order.status}</Badge>
      {refunded && (
        <Badge bg="warning" text="dark">
          {order.refunded_amount >= order.amount ? 'refunded' : 'part refunded'}
        </Badge>
      )}
      {order.charged_back_amount > 0 && <Badge bg="danger">charged back</Badge>}
      {order.flagged && (
        <Badge bg="dark" title="The member has an open review flag">
          review
        </Badge>
      )}
    </span>
  );
}

const REFUND_COLOURS: Record<RefundStatus, string> = {
  requested: 'secondary',
  queued: 'info',
  pending: 'info',
  processing: 'info',
  refunded: 'success',
  failed: 'danger',
  canceled: 'secondary',
};

export function RefundState({ status }: { status: RefundStatus }) {
  return <Badge bg={REFUND_COLOURS[status]}>{status}</Badge>;
}
