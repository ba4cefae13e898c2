import { type DiscountCode, discountedAmount, type PricedBundle, pricePerMessage } from '@app/core';
import type { ReactNode } from 'react';
import { Coin } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { useFormatMoney } from '../../hooks/use-format-money';
import { pathFor } from '../../route-table';
import { useCurrentUser } from '../../hooks/use-session';
import { useSettings } from '../../site/api';
import { discountFits } from './discount';
import { useWelcomeBonus } from './use-welcome-bonus';

/** How much cheaper a credit is in this bundle than in the smallest one, in whole percent. */
function savingPercent(bundle: PricedBundle, bundles: readonly PricedBundle[]): number {
  const smallest = bundles.reduce((min, other) => (other.credits < min.credits ? other : min), bundle);
  const basePerCredit = smallest.amount / smallest.credits;
  return Math.round((1 - bundle.amount / bundle.credits / basePerCredit) * 100);
}

/** The price, struck through beside the discounted one while a discount applies; read out as one sentence. */
function BundlePrice({ bundle, discount }: { bundle: PricedBundle; discount: DiscountCode | null }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const full = money(bundle.amount, bundle.currency);
  if (!discount) return <div className="app-bundle-price mb-1">{full}</div>;
  const price = money(discountedAmount(bundle.amount, discount.value_percentage), bundle.currency);
  return (
    <div className="mb-1" data-testid="discounted-price">
      <span className="visually-hidden">{t('credits.discounted_price', { price, old: full, percent: discount.value_percentage })}</span>
      <span aria-hidden="true">
        <del className="d-block small text-body-secondary" data-testid="old-price">
          {full}
        </del>
        <span className="app-bundle-price text-success-emphasis" data-testid="new-price">
          {price}
        </span>
      </span>
    </div>
  );
}

/**
 * One credit bundle as a price card: ribbon, credits, price (with the welcome bonus while it
 * lasts), what one message costs in it, and the way to buy it.
 */
function BundleCard({
  bundle,
  bundles,
  discount,
  action,
}: {
  bundle: PricedBundle;
  bundles: readonly PricedBundle[];
  discount: DiscountCode | null;
  action: ReactNode;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const messageCredits = useSettings()?.message_credits;
  const saving = savingPercent(bundle, bundles);
  const fits = discount && discountFits(discount, bundle, undefined) ? discount : null;
  const paid = discountedAmount(bundle.amount, fits?.value_percentage ?? null);
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
        <BundlePrice bundle={bundle} discount={fits} />
        {messageCredits ? (
          <div className="small text-body-secondary" data-testid="per-message">
            {t('credits.per_message', { price: money(pricePerMessage(paid, bundle.credits, messageCredits), bundle.currency) })}
          </div>
        ) : null}
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
  const welcome = useWelcomeBonus(useCurrentUser().data);
  return (
    <div className="row row-cols-2 row-cols-lg-4 gx-2 gx-sm-3 gx-lg-4 gy-4 pt-2" data-testid="bundles">
      {bundles.map((bundle) => (
        <div className="col" key={bundle.id}>
          <BundleCard bundle={bundle} bundles={bundles} discount={welcome} action={action(bundle)} />
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
