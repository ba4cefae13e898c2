import { type DiscountCode, discountedAmount, type PricedBundle } from '@app/core';
import type { ReactNode } from 'react';
import { Gem } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { useFormatMoney } from '../../hooks/use-format-money';

/** What the member is about to buy: the bundle, the discount, the total, and premium for a first purchase. */
export function OrderSummary({
  bundle,
  discount,
  becomesPremium,
  children,
}: {
  bundle: PricedBundle;
  discount: DiscountCode | null;
  becomesPremium: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const total = discountedAmount(bundle.amount, discount?.value_percentage ?? null);
  return (
    <section className="card border-0 shadow-sm" aria-labelledby="summary-title" data-testid="order-summary">
      <div className="card-body p-4">
        <h2 className="h5 mb-3" id="summary-title">
          {t('checkout.summary_title')}
        </h2>
        <dl className="mb-0">
          <div className="d-flex justify-content-between mb-2">
            <dt className="fw-normal">{t('credits.credits_count', { count: bundle.credits })}</dt>
            <dd className="mb-0">{money(bundle.amount, bundle.currency)}</dd>
          </div>
          {discount && (
            <div className="d-flex justify-content-between mb-2 text-success" data-testid="summary-discount">
              <dt className="fw-normal">{t('checkout.discount_line', { percent: discount.value_percentage })}</dt>
              <dd className="mb-0">−{money(bundle.amount - total, bundle.currency)}</dd>
            </div>
          )}
          <div className="d-flex justify-content-between align-items-baseline border-top pt-3 mt-3">
            <dt className="fs-5">{t('checkout.total')}</dt>
            <dd className="mb-0 fs-4 fw-bold" data-testid="summary-total">
              {money(total, bundle.currency)}
            </dd>
          </div>
        </dl>
        {becomesPremium && (
          <p className="small d-flex align-items-center gap-2 mt-3 mb-0 text-primary">
            <Gem aria-hidden="true" />
            {t('premium.any_bundle')}
          </p>
        )}
        {children}
      </div>
    </section>
  );
}
