import { type Order, PHOTO_LIMIT_PREMIUM } from '@app/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Spinner } from 'react-bootstrap';
import { CheckLg, Gem, XLg } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { useCurrentUser } from '../../hooks/use-session';
import { CREDITS_OFFER_KEY } from '../../lib/payments';
import { userQuery } from '../../lib/session';
import { pathFor } from '../../route-table';
import { isFinal, orderQuery, ordersQuery } from './api';
import './transactions.css';
import { CallError } from '../../components/call-error';

/**
 * Back from the provider (SPEC §4): loading, pending (asked again every 2 s), completed, or failed
 * or cancelled. Only the provider's webhook credits; this page waits for that to show.
 */
export function PaymentResult({ id }: { id: number }) {
  const order = useQuery(orderQuery(id));
  if (order.isError) return <CallError error={order.error} onRetry={() => void order.refetch()} />;
  if (!order.data) return <PageLoading />;
  const { status } = order.data;
  return (
    <div className="card border-0 shadow-sm mx-auto app-narrow-orders" data-testid="payment-result" data-status={status}>
      <div className="card-body p-4 p-md-5 text-center">
        {!isFinal(order.data) && <Waiting />}
        {status === 'paid' && <Completed order={order.data} />}
        {isFinal(order.data) && status !== 'paid' && <Failed order={order.data} />}
      </div>
    </div>
  );
}

function Waiting() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <Spinner animation="border" variant="primary" className="mb-4" style={{ width: '3.5rem', height: '3.5rem' }} aria-hidden="true" />
      <h1 className="h4">{t('payment_result.waiting')}</h1>
      <p className="text-body-secondary mb-0">{t('payment_result.waiting_text')}</p>
    </div>
  );
}

function ResultIcon({ variant, children }: { variant: 'success' | 'danger'; children: React.ReactNode }) {
  return (
    <div className={`app-result-icon rounded-circle bg-${variant}-subtle text-${variant} d-inline-flex align-items-center justify-content-center mb-4`} aria-hidden="true">
      {children}
    </div>
  );
}

/** Paid: the credits are there, so the member (nav badge, premium) and their orders are loaded again. */
function Completed({ order }: { order: Order }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser().data;
  // The welcome is for the purchase that made the member premium: their first paid order.
  const orders = useQuery(ordersQuery);
  const firstPurchase = orders.data?.every((other) => other.id === order.id || other.status !== 'paid') ?? false;
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: userQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: ordersQuery.queryKey, exact: true });
    void queryClient.invalidateQueries({ queryKey: CREDITS_OFFER_KEY });
  }, [queryClient, order.id]);
  return (
    <div role="status">
      <ResultIcon variant="success">
        <CheckLg size={40} />
      </ResultIcon>
      <h1 className="h4">{t('payment_result.completed')}</h1>
      <p className="fs-5 mb-1" data-testid="credits-added">
        {t('payment_result.credits_added', { count: order.credits })}
      </p>
      {user && (
        <p className="text-body-secondary" data-testid="new-balance">
          {t('payment_result.balance', { count: user.credits })}
        </p>
      )}
      {user?.paid_user && firstPurchase && (
        <div className="d-flex align-items-start gap-3 text-start p-3 rounded-3 bg-primary-subtle text-primary-emphasis my-4" data-testid="premium-welcome">
          <Gem size={24} className="flex-shrink-0 mt-1" aria-hidden="true" />
          <div>
            <div className="fw-semibold">{t('payment_result.premium_title')}</div>
            <div className="small">{t('payment_result.premium_text', { photos: PHOTO_LIMIT_PREMIUM })}</div>
          </div>
        </div>
      )}
      <div className="d-flex flex-column flex-sm-row justify-content-center gap-2 mt-4">
        <Link className="btn btn-primary" to={pathFor('members')}>
          {t('payment_result.start')}
        </Link>
        <Link className="btn btn-outline-secondary" to={pathFor('transactions-id', { id: String(order.id) })}>
          {t('payment_result.receipt')}
        </Link>
      </div>
    </div>
  );
}

/** SPEC §8: 'Payment failed or has been cancelled.'; try the same again, or the same bundle another way. */
function Failed({ order }: { order: Order }) {
  const { t } = useTranslation();
  const retry = order.repeat
    ? `${pathFor('credits-repeat-order')}?${new URLSearchParams({ bundle: order.bundle_id })}`
    : pathFor('credits-id-paymentmethod', { id: order.bundle_id, paymentmethod: order.method });
  return (
    <div role="alert">
      <ResultIcon variant="danger">
        <XLg size={36} />
      </ResultIcon>
      <h1 className="h4">{t('payment_result.failed')}</h1>
      <p className="text-body-secondary">{t('payment_result.failed_text')}</p>
      <div className="d-flex flex-column flex-sm-row justify-content-center gap-2 mt-4">
        <Link className="btn btn-primary" to={retry} data-testid="try-again">
          {t('payment_result.try_again')}
        </Link>
        <Link className="btn btn-outline-secondary" to={pathFor('credits-id-paymentmethod', { id: order.bundle_id })} data-testid="other-method">
          {t('payment_result.other_method')}
        </Link>
      </div>
    </div>
  );
}
