import type { PaymentMethod, PricedBundle } from '@app/core';
import { Button, Modal } from 'react-bootstrap';
import { Alert } from '../../components/alert';
import { LockFill } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { PaymentMethodLogo, usePaymentMethodName } from '../../components/payment-method-logo';
import { PendingButton } from '../../components/pending-button';
import { useFormatMoney } from '../../hooks/use-format-money';
import { pathFor } from '../../route-table';

interface ConfirmPaymentModalProps {
  show: boolean;
  bundle: PricedBundle;
  method: PaymentMethod;
  total: number;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onHide: () => void;
}

/** SPEC §2's payment confirm modal: what is paid, how, and that the provider's page comes next. */
export function ConfirmPaymentModal({ show, bundle, method, total, pending, error, onConfirm, onHide }: ConfirmPaymentModalProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const name = usePaymentMethodName();
  return (
    // While the payment is being created, leaving by Escape or backdrop would lose the answer.
    <Modal show={show} onHide={onHide} centered backdrop={pending ? 'static' : true} keyboard={!pending} aria-labelledby="confirm-payment-title">
      <Modal.Header closeButton={!pending}>
        <Modal.Title id="confirm-payment-title" className="h5">
          {t('checkout.confirm.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {error && (
          <Alert variant="danger" data-testid="payment-error">
            {error}
          </Alert>
        )}
        <div className="d-flex align-items-center gap-3 p-3 rounded-3 bg-body-tertiary mb-3">
          <PaymentMethodLogo method={method} />
          <div className="flex-grow-1">
            <div className="fw-semibold">{t('credits.credits_count', { count: bundle.credits })}</div>
            <div className="small text-body-secondary">{name(method)}</div>
          </div>
          <div className="fs-5 fw-bold">{money(total, bundle.currency)}</div>
        </div>
        <p className="small text-body-secondary d-flex gap-2 mb-2">
          <LockFill className="text-success flex-shrink-0 mt-1" aria-hidden="true" />
          {t('checkout.confirm.redirect', { method: name(method) })}
        </p>
        <p className="small text-body-secondary mb-0">
          {t('checkout.confirm.terms')}{' '}
          <Link to={pathFor('pages-terms')} target="_blank" rel="noopener">
            {t('routes.pages-terms')}
          </Link>
        </p>
      </Modal.Body>
      <Modal.Footer className="flex-nowrap">
        <Button variant="outline-secondary" onClick={onHide} disabled={pending}>
          {t('checkout.confirm.cancel')}
        </Button>
        <PendingButton type="button" className="flex-grow-1" pending={pending} onClick={onConfirm} data-testid="confirm-pay">
          {t('checkout.confirm.continue', { amount: money(total, bundle.currency) })}
        </PendingButton>
      </Modal.Footer>
    </Modal>
  );
}
