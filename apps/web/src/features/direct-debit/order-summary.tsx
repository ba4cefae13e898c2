import type { PricedBundle } from '@app/core';
import { Bank, ShieldLock } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { formatMoney } from '../../lib/payments';

/** What is being paid for, beside the form (above it on a phone). */
export function OrderSummary({ bundle }: { bundle: PricedBundle }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="card border-0 shadow-sm" data-testid="dd-summary">
      <div className="card-body p-4">
        <h2 className="h6 text-uppercase text-body-secondary mb-3">{t('direct_debit.summary_title')}</h2>
        <div className="d-flex justify-content-between align-items-baseline gap-3">
          <span className="fw-semibold">{t('direct_debit.bundle_credits', { count: bundle.credits })}</span>
          <span className="fs-4 fw-bold" data-testid="dd-amount">
            {formatMoney(bundle.amount, bundle.currency, i18n.language)}
          </span>
        </div>
        <hr />
        <p className="d-flex align-items-center gap-2 mb-2 small">
          <Bank className="text-primary flex-shrink-0" aria-hidden="true" />
          {t('direct_debit.method')}
        </p>
        <p className="d-flex align-items-start gap-2 mb-0 small text-body-secondary">
          <ShieldLock className="text-success flex-shrink-0 mt-1" aria-hidden="true" />
          {t('direct_debit.refund_right')}
        </p>
      </div>
    </div>
  );
}
