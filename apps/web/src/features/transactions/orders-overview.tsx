import { useQuery } from '@tanstack/react-query';
import { ListGroup } from 'react-bootstrap';
import { ChevronRight, Coin, Receipt } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageLoading } from '../../components/page-loading';
import { PaymentMethodLogo, usePaymentMethodName } from '../../components/payment-method-logo';
import { useFormatMoney } from '../../hooks/use-format-money';
import { pathFor } from '../../route-table';
import { ordersQuery } from './api';
import { CreditHistory } from './credit-history';
import { OrderStatusBadge } from './order-status-badge';
import { useOrderDate } from './use-order-date';
import { CallError } from '../../components/call-error';

/** /transactions: every order of the member, newest first, each leading to its receipt; then the credit history. */
export function OrdersOverview() {
  const { t } = useTranslation();
  const orders = useQuery(ordersQuery);
  const money = useFormatMoney();
  const date = useOrderDate();
  const methodName = usePaymentMethodName();
  return (
    <div className="app-narrow-orders mx-auto">
      <div className="d-flex align-items-center justify-content-between gap-3 mb-3">
        <h1 className="h3 mb-0">{t('orders.title')}</h1>
        <Link className="btn btn-primary btn-sm d-inline-flex align-items-center gap-2" to={pathFor('credits')}>
          <Coin aria-hidden="true" />
          {t('orders.buy')}
        </Link>
      </div>
      {orders.isPending && <PageLoading />}
      {orders.isError && <CallError error={orders.error} onRetry={() => void orders.refetch()} />}
      {orders.data?.length === 0 && (
        <EmptyState icon={<Receipt size={40} />} title={t('orders.empty')} text={t('orders.empty_text')}>
          <Link className="btn btn-primary" to={pathFor('credits')}>
            {t('orders.buy')}
          </Link>
        </EmptyState>
      )}
      {orders.data && orders.data.length > 0 && (
        <ListGroup className="shadow-sm" data-testid="orders">
          {orders.data.map((order) => (
            <ListGroup.Item
              key={order.id}
              as={Link}
              to={pathFor('transactions-id', { id: String(order.id) })}
              action
              className="d-flex align-items-center gap-3 py-3"
              data-testid="order-row"
            >
              <PaymentMethodLogo method={order.method} />
              <div className="flex-grow-1 min-w-0">
                <div className="fw-semibold">{t('credits.credits_count', { count: order.credits })}</div>
                <div className="small text-body-secondary text-truncate">
                  <time dateTime={order.created_at}>{date(order)}</time>
                  {/* On a phone the logo says which method it was. */}
                  <span className="d-none d-sm-inline"> · {methodName(order.method)}</span>
                </div>
              </div>
              <div className="text-end">
                <div className="fw-semibold">{money(order.amount, order.currency)}</div>
                <OrderStatusBadge order={order} />
              </div>
              <ChevronRight className="text-body-secondary flex-shrink-0" aria-hidden="true" />
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      <CreditHistory />
    </div>
  );
}
