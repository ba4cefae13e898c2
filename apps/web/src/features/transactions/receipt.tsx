import type { CompanyInfo, Order } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { ArrowLeft, Printer, QuestionCircle } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageLoading } from '../../components/page-loading';
import { PaymentMethodLabel } from '../../components/payment-method-logo';
import { useFormatMoney } from '../../hooks/use-format-money';
import { useCurrentUser } from '../../hooks/use-session';
import { ApiError } from '../../lib/api-client';
import { pathFor } from '../../route-table';
import { useCompanyInfo } from '../../site/api';
import { useTradenamesNotice, vatNumberFor } from '../../site/company';
import { orderQuery } from './api';
import { OrderStatusBadge } from './order-status-badge';
import { useOrderDate } from './use-order-date';
import './transactions.css';
import { CallError } from '../../components/call-error';

/** One order as a receipt the member can print (issue 6): what was bought, for how much, from whom. */
export function Receipt({ id }: { id: number }) {
  const { t } = useTranslation();
  const order = useQuery(orderQuery(id));
  const company = useCompanyInfo();
  if (order.error instanceof ApiError && order.error.code === 'not_found')
    return (
      <EmptyState icon={<QuestionCircle size={40} />} title={t('receipt.not_found')}>
        <Link className="btn btn-primary" to={pathFor('transactions-id')}>
          {t('receipt.all_orders')}
        </Link>
      </EmptyState>
    );
  if (order.isError) return <CallError error={order.error} onRetry={() => void order.refetch()} />;
  if (!order.data) return <PageLoading />;
  return (
    <div className="app-narrow-orders mx-auto">
      <div className="d-flex align-items-center justify-content-between gap-2 mb-3 app-receipt-actions">
        <Link className="d-inline-flex align-items-center gap-2 link-secondary text-decoration-none" to={pathFor('transactions-id')}>
          <ArrowLeft aria-hidden="true" />
          {t('receipt.all_orders')}
        </Link>
        <Button variant="outline-secondary" size="sm" className="d-inline-flex align-items-center gap-2" onClick={() => window.print()} data-testid="print">
          <Printer aria-hidden="true" />
          {t('receipt.print')}
        </Button>
      </div>
      <article className="card border-0 shadow-sm app-receipt" data-testid="receipt">
        <div className="card-body p-4 p-md-5">
          <ReceiptBody order={order.data} company={company} />
        </div>
      </article>
    </div>
  );
}

function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`d-flex justify-content-between align-items-center gap-3 py-2 border-bottom${strong ? ' fs-5 fw-bold' : ''}`}>
      <dt className={strong ? 'text-body' : undefined}>{label}</dt>
      <dd className="mb-0 text-end">{children}</dd>
    </div>
  );
}

function ReceiptBody({ order, company }: { order: Order; company: CompanyInfo | undefined }) {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const money = useFormatMoney();
  const date = useOrderDate();
  const vat = company && vatNumberFor(company, order.country);
  const tradenames = useTradenamesNotice(company);
  return (
    <>
      <header className="d-flex flex-column flex-sm-row justify-content-between gap-3 mb-4">
        <div>
          <h1 className="h4 mb-1">{t('receipt.title')}</h1>
          <div className="text-body-secondary">{t('receipt.number', { id: String(order.id) })}</div>
        </div>
        {company && (
          <address className="small mb-0 text-sm-end" data-testid="seller">
            <strong>{company.name}</strong>
            {company.address.lines.map((line) => (
              <span className="d-block" key={line}>
                {line}
              </span>
            ))}
            <span className="d-block">{t('receipt.kvk', { kvk: company.kvk })}</span>
            {vat && <span className="d-block">{t('receipt.vat', { vat })}</span>}
            {tradenames && <span className="d-block mt-1 text-body-secondary">{tradenames}</span>}
          </address>
        )}
      </header>
      {user && (
        <p className="small mb-4" data-testid="customer">
          <span className="d-block text-body-secondary">{t('receipt.billed_to')}</span>
          <strong>{user.profile.name}</strong>
          <span className="d-block">{user.email}</span>
        </p>
      )}
      <dl className="mb-0">
        <Row label={t('receipt.date')}>
          <time dateTime={order.created_at}>{date(order, 'long')}</time>
        </Row>
        <Row label={t('receipt.status')}>
          <OrderStatusBadge order={order} />
        </Row>
        <Row label={t('receipt.method')}>
          <PaymentMethodLabel method={order.method} />
        </Row>
        <Row label={t('receipt.bundle')}>{t('credits.credits_count', { count: order.credits })}</Row>
        {order.discount_percentage !== null && (
          <>
            <Row label={t('receipt.price')}>{money(order.amount_before_discount, order.currency)}</Row>
            <Row label={t('receipt.discount', { code: order.discount_code ?? '', percent: order.discount_percentage })}>
              −{money(order.amount_before_discount - order.amount, order.currency)}
            </Row>
          </>
        )}
        <Row label={t('receipt.total', { currency: order.currency })} strong>
          {money(order.amount, order.currency)}
        </Row>
        {order.refunded_amount > 0 && <Row label={t('orders.status.refunded')}>−{money(order.refunded_amount, order.currency)}</Row>}
        {order.charged_back_amount > 0 && (
          <Row label={t('orders.status.charged_back')}>−{money(order.charged_back_amount, order.currency)}</Row>
        )}
      </dl>
      <p className="small text-body-secondary mt-4 mb-0">{t('receipt.vat_included')}</p>
    </>
  );
}
