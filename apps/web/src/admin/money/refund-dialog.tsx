import type { AdminOrderDetail, RefundOptions, RefundResponse } from '@app/core';
import { useState } from 'react';
import { Alert, Button, Form, InputGroup } from 'react-bootstrap';
import { ReasonModal } from '../components/reason-modal';
import { money, parseMoney, useRefund } from './money-api';

interface RefundDialogProps {
  order: AdminOrderDetail['order'];
  options: RefundOptions;
  /** Only an admin refunds after the site's refund period. */
  mayRefundLate: boolean;
  onDone: (result: RefundResponse) => void;
}

const toText = (minor: number) => (minor / 100).toFixed(2);

/**
 * The refund button and its dialog: the return policy's amount (the unused credits' share of the
 * price) is offered first, the whole remaining amount second, any amount up to it by hand. One
 * key per opened dialog, so a double click or a retry after an error refunds once.
 */
export function RefundDialog({ order, options, mayRefundLate, onDone }: RefundDialogProps) {
  const refund = useRefund(order.id);
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState('');
  const [amount, setAmount] = useState('');
  const late = !options.within_window;
  const minor = parseMoney(amount);
  const invalid = minor === null || minor <= 0 || minor > options.remaining_amount;

  const show = () => {
    setKey(crypto.randomUUID());
    setAmount(toText(options.suggested_amount > 0 ? options.suggested_amount : options.remaining_amount));
    refund.reset();
    setOpen(true);
  };
  const confirm = (reason: string) => {
    if (minor === null || invalid) return;
    refund.mutate(
      { amount: minor, reason, idempotency_key: key },
      {
        onSuccess: (result) => {
          setOpen(false);
          onDone(result);
        },
      },
    );
  };

  return (
    <>
      {late && (
        <Alert variant={mayRefundLate ? 'warning' : 'secondary'} className="small">
          Paid more than {options.refund_days} days ago: outside the refund period the return policy promises.{' '}
          {mayRefundLate ? 'As an admin you may still refund it.' : 'Only an admin can refund it now.'}
        </Alert>
      )}
      <Button variant="danger" onClick={show} disabled={late && !mayRefundLate} data-testid="refund-button">
        Refund…
      </Button>
      <ReasonModal
        show={open}
        title={`Refund order #${order.id}`}
        confirmLabel={minor && !invalid ? `Refund ${money(minor, order.currency)}` : 'Refund'}
        danger
        pending={refund.isPending || invalid}
        error={refund.error}
        onConfirm={confirm}
        onHide={() => setOpen(false)}
      >
        <p className="small mb-2">
          {options.unused_credits} of the {order.credits} credits are unused (credits are spent oldest first). They are taken back in
          proportion to the amount refunded, never more than are unused.
        </p>
        <div className="d-flex flex-wrap gap-2 mb-2">
          <Button size="sm" variant="outline-secondary" onClick={() => setAmount(toText(options.suggested_amount))} disabled={options.suggested_amount <= 0}>
            Unused credits: {money(options.suggested_amount, order.currency)}
          </Button>
          <Button size="sm" variant="outline-secondary" onClick={() => setAmount(toText(options.remaining_amount))}>
            All that is left: {money(options.remaining_amount, order.currency)}
          </Button>
        </div>
        <Form.Group controlId="refund-amount" className="mb-3">
          <Form.Label>Amount</Form.Label>
          <InputGroup hasValidation>
            <InputGroup.Text>{order.currency}</InputGroup.Text>
            <Form.Control
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              isInvalid={amount !== '' && invalid}
              data-testid="refund-amount"
            />
            <Form.Control.Feedback type="invalid">
              An amount above zero, at most {money(options.remaining_amount, order.currency)}.
            </Form.Control.Feedback>
          </InputGroup>
        </Form.Group>
      </ReasonModal>
    </>
  );
}
