import type { CreditsOffer, User } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../components/alert';
import { ChevronRight, Coin, Gem, Receipt, TagFill } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { PaymentMethodLogo } from '../../components/payment-method-logo';
import { MemberOnly } from '../../components/route-guards';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useCurrentUser } from '../../hooks/use-session';
import { pathFor } from '../../route-table';
import { errorText } from '../../lib/error-text';
import { CARRIED_CODE_PARAM, carriedCodeQuery } from './api';
import { BundleCards, ChooseBundleLink } from './bundle-card';
import { CreditCosts } from './credit-costs';
import { TrustPoints, WithOffer } from './offer';
import './credits.css';

/** /credits: the member's balance and the bundles to choose from (SPEC §2). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('credits.title'));
  return (
    <MemberOnly>
      <div className="container py-3 py-md-4" data-route="credits">
        <CreditsContent />
      </div>
    </MemberOnly>
  );
}

function CreditsContent() {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const carried = useSearchParams()[0].get(CARRIED_CODE_PARAM);
  const search = carried ? `?${new URLSearchParams({ [CARRIED_CODE_PARAM]: carried })}` : '';
  if (!user) return null;
  return (
    <>
      <div className="d-flex flex-column flex-md-row align-items-md-end justify-content-between gap-3 mb-4">
        <div>
          <h1 className="h3 mb-1">{t('credits.title')}</h1>
          <p className="text-body-secondary mb-0">{t('credits.lead')}</p>
        </div>
        <Balance user={user} />
      </div>
      <WithOffer>
        {(offer) => (
          <>
            <RepeatOrderLink offer={offer} />
            {carried && <CarriedCode code={carried} />}
            <BundleCards bundles={offer.bundles} action={(bundle) => <ChooseBundleLink bundle={bundle} search={search} />} />
          </>
        )}
      </WithOffer>
      <TrustPoints className="mt-4 mb-5" />
      <CreditCosts />
      <p className="mt-4 mb-0 text-center">
        <Link className="link-secondary d-inline-flex align-items-center gap-2" to={pathFor('transactions-id')}>
          <Receipt aria-hidden="true" />
          {t('credits.orders_link')}
        </Link>
      </p>
    </>
  );
}

function Balance({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <div className="d-flex align-items-center gap-3 px-3 py-2 rounded-3 bg-body-tertiary" data-testid="balance">
      <Coin className="text-warning" size={28} aria-hidden="true" />
      <div>
        <div className="small text-body-secondary">{t('credits.balance')}</div>
        <div className="fs-5 fw-bold lh-sm">{t('credits.credits_count', { count: user.credits })}</div>
      </div>
      {user.paid_user && (
        <span className="badge rounded-pill text-bg-primary d-inline-flex align-items-center gap-1 ms-1">
          <Gem aria-hidden="true" />
          {t('credits.premium_badge')}
        </span>
      )}
    </div>
  );
}

/** A code the link brought (the retention offer's): what it gives, or why it cannot be used. */
function CarriedCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const check = useQuery(carriedCodeQuery(code));
  if (check.isError)
    return (
      <Alert variant="warning" data-testid="carried-code-error">
        {errorText(t, check.error)}
      </Alert>
    );
  if (!check.data) return null;
  return (
    <div className="d-flex align-items-center gap-2 px-3 py-2 mb-3 rounded-3 bg-success-subtle text-success-emphasis" role="status" data-testid="carried-code">
      <TagFill aria-hidden="true" />
      <span className="fw-semibold">{t('credits.code_carried', { code: check.data.code, percent: check.data.value_percentage })}</span>
    </div>
  );
}

/** A stored card or mandate makes buying again one tap (SPEC §2 repeat-order). */
function RepeatOrderLink({ offer }: { offer: CreditsOffer }) {
  const { t } = useTranslation();
  const stored = offer.stored_methods[0];
  if (!stored) return null;
  return (
    <Link
      to={pathFor('credits-repeat-order')}
      className="d-flex align-items-center gap-3 p-3 mb-3 rounded-3 border bg-body text-decoration-none app-repeat-link"
      data-testid="repeat-order-link"
    >
      <PaymentMethodLogo method={stored.method} />
      <span className="flex-grow-1 fw-semibold text-body">{t(`credits.buy_again.${stored.method}`, { label: stored.label })}</span>
      <ChevronRight className="text-body-secondary" aria-hidden="true" />
    </Link>
  );
}
