import type { PricedBundle } from '@app/core';
import type { ReactNode } from 'react';
import { Coin } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatMoney } from '../../hooks/use-format-money';
import { pathFor } from '../../route-table';
import { useSettings } from '../../site/api';

/** How much cheaper a credit is in this bundle than in the smallest one, in whole percent. */
function savingPercent(bundle: PricedBundle, bundles: readonly PricedBundle[]): number {
  const smallest = bundles.reduce((min, other) => (other.credits < min.credits ? other : min), bundle);
  const basePerCredit = smallest.amount / smallest.credits;
  return Math.round((1 - bundle.amount / bundle.credits / basePerCredit) * 100);
}

/** The price of one message in this bundle: what the member can compare across bundles. */
export function usePricePerMessage(): ((bundle: PricedBundle) => string) | undefined {
  const money = useFormatMoney();
  const messageCredits = useSettings()?.message_credits;
  if (!messageCredits) return undefined;
  return (bundle) => money(Math.round((bundle.amount / bundle.credits) * messageCredits), bundle.currency);
}

/** One credit bundle as a price card: ribbon, credits, price, price per message, and the way to buy it. */
function BundleCard({ bundle, bundles, action }: { bundle: PricedBundle; bundles: readonly PricedBundle[]; action: ReactNode }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const perMessage = usePricePerMessage();
  const saving = savingPercent(bundle, bundles);
  return (
    <div
      className={`card h-100 app-bundle-card${bundle.highlight ? ' app-bundle-card-highlight' : ''}`}
      data-testid={`bundle-${bundle.id}`}
    >
      {bundle.highlight && <div className="app-bundle-ribbon">{t(`credits.highlight.${bundle.highlight}`)}</div>}
      <div className="card-body d-flex flex-column text-center p-3 p-md-4">
        <div className="d-flex align-items-center justify-content-center gap-2 mb-1">
          <Coin className="text-warning" size={22} aria-hidden="true" />
          <span className="display-6 fw-bold lh-1">{bundle.credits}</span>
        </div>
        <div className="text-body-secondary text-uppercase small fw-semibold mb-3">{t('credits.credits_unit', { count: bundle.credits })}</div>
        <div className="fs-3 fw-bold mb-1">{money(bundle.amount, bundle.currency)}</div>
        {perMessage && <div className="small text-body-secondary">{t('credits.per_message', { price: perMessage(bundle) })}</div>}
        <div className="small mb-3 app-bundle-saving">
          {saving > 0 ? <span className="badge text-bg-success">{t('credits.saving', { percent: saving })}</span> : '\u00a0'}
        </div>
        <div className="mt-auto">{action}</div>
      </div>
    </div>
  );
}

/** The bundles side by side from the small phone up (two a row, four on a desktop), each with its way to buy. */
export function BundleCards({ bundles, action }: { bundles: readonly PricedBundle[]; action: (bundle: PricedBundle) => ReactNode }) {
  return (
    <div className="row row-cols-2 row-cols-lg-4 gx-2 gx-sm-3 gx-lg-4 gy-4 pt-2" data-testid="bundles">
      {bundles.map((bundle) => (
        <div className="col" key={bundle.id}>
          <BundleCard bundle={bundle} bundles={bundles} action={action(bundle)} />
        </div>
      ))}
    </div>
  );
}

/** The usual way to buy a bundle: on to its checkout; `search` carries a discount code along (`?code=`). */
export function ChooseBundleLink({ bundle, search = '' }: { bundle: PricedBundle; search?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      className={`btn w-100 ${bundle.highlight ? 'btn-primary' : 'btn-outline-primary'}`}
      to={`${pathFor('credits-id-paymentmethod', { id: bundle.id })}${search}`}
      aria-label={t('credits.choose_label', { count: bundle.credits })}
      data-testid={`choose-${bundle.id}`}
    >
      {t('credits.choose')}
    </Link>
  );
}
