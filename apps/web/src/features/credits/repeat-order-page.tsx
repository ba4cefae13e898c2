import { type CreditsOffer, FINAL_PAYMENT_STATUSES, type Order, type PaymentMethod, type PricedBundle, type RepeatOrderBody } from '@app/core';
import { useState } from 'react';
import { Alert } from '../../components/alert';
import { ArrowLeft, CreditCard2Front, ExclamationTriangleFill, LockFill } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PaymentMethodLogo, usePaymentMethodName } from '../../components/payment-method-logo';
import { PendingButton } from '../../components/pending-button';
import { MemberOnly } from '../../components/route-guards';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useFormatMoney } from '../../hooks/use-format-money';
import { ApiError } from '../../lib/api-client';
import { pathFor } from '../../route-table';
import { useRepeatOrder } from './api';
import { TrustPoints, WithOffer } from './offer';
import './credits.css';
import { CallError } from '../../components/call-error';

/** /credits/repeat-order: buy again with a stored card or mandate, no checkout in between (SPEC §2). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.credits-repeat-order'));
  return (
    <MemberOnly>
      <div className="container py-3 py-md-4 app-narrow-checkout" data-route="credits-repeat-order">
        <Link className="d-inline-flex align-items-center gap-2 link-secondary text-decoration-none mb-3" to={pathFor('credits')}>
          <ArrowLeft aria-hidden="true" />
          {t('checkout.back_to_bundles')}
        </Link>
        <h1 className="h3 mb-1">{t('repeat_order.title')}</h1>
        <p className="text-body-secondary mb-4">{t('repeat_order.lead')}</p>
        <WithOffer>{(offer) => (offer.stored_methods.length > 0 ? <RepeatOrderForm offer={offer} /> : <NoStoredMethod />)}</WithOffer>
      </div>
    </MemberOnly>
  );
}

function NoStoredMethod() {
  const { t } = useTranslation();
  return (
    <EmptyState icon={<CreditCard2Front size={40} />} title={t('repeat_order.none')} text={t('repeat_order.none_text')}>
      <Link className="btn btn-primary" to={pathFor('credits')}>
        {t('repeat_order.choose_bundle')}
      </Link>
    </EmptyState>
  );
}

/** A stored card can be declined (SPEC §8): the order comes back failed, or the call answers payment_failed. */
const isDeclined = (order: Order | undefined, error: unknown) =>
  order?.status === 'failed' || order?.status === 'canceled' || order?.status === 'expired' || (error instanceof ApiError && error.code === 'payment_failed');

function RepeatOrderForm({ offer }: { offer: CreditsOffer }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const preferred = offer.bundles.find((bundle) => bundle.id === searchParams.get('bundle'));
  const [bundleId, setBundleId] = useState(
    (preferred ?? offer.bundles.find((bundle) => bundle.highlight === 'popular') ?? offer.bundles[0])?.id,
  );
  const [storedId, setStoredId] = useState(offer.stored_methods[0]!.id);
  const repeat = useRepeatOrder();
  const bundle = offer.bundles.find((candidate) => candidate.id === bundleId);
  const stored = offer.stored_methods.find((candidate) => candidate.id === storedId);
  const declined = isDeclined(repeat.data?.order, repeat.error);

  const submit = (body: RepeatOrderBody) =>
    repeat.mutate(body, {
      onSuccess: ({ order }) => {
        // Paid at once or still on its way: the payment result page takes over (and polls).
        if (order.status === 'paid' || !FINAL_PAYMENT_STATUSES.includes(order.status))
          navigate(`${pathFor('transactions-id', { id: String(order.id) })}?return=1`);
      },
    });

  if (!bundle) return null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (stored) submit({ bundle_id: bundle.id, stored_method_id: stored.id });
      }}
    >
      {declined && repeat.variables && (
        <DeclinedAlert bundleId={repeat.variables.bundle_id} pending={repeat.isPending} onRetry={() => submit(repeat.variables!)} />
      )}
      {repeat.isError && !declined && <CallError error={repeat.error} />}
      <fieldset className="mb-4">
        <legend className="h5 mb-3">{t('repeat_order.bundle_title')}</legend>
        <div className="d-grid gap-2" data-testid="repeat-bundles">
          {offer.bundles.map((candidate) => (
            <BundleOption key={candidate.id} bundle={candidate} checked={candidate.id === bundleId} onChange={() => setBundleId(candidate.id)} />
          ))}
        </div>
      </fieldset>
      <fieldset className="mb-4">
        <legend className="h5 mb-3">{t('repeat_order.method_title')}</legend>
        <div className="d-grid gap-2">
          {offer.stored_methods.map((method) => (
            <div key={method.id}>
              <input
                className="app-method-input visually-hidden"
                type="radio"
                name="stored-method"
                id={`stored-${method.id}`}
                checked={method.id === storedId}
                onChange={() => setStoredId(method.id)}
              />
              <label className="app-method-option d-flex align-items-center gap-3 px-3 py-2 w-100" htmlFor={`stored-${method.id}`}>
                <PaymentMethodLogo method={method.method} />
                <StoredMethodText label={method.label} holder={method.holder} method={method.method} />
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <PendingButton size="lg" className="w-100 d-flex align-items-center justify-content-center" pending={repeat.isPending} data-testid="repeat-pay">
        <LockFill className="me-2" aria-hidden="true" />
        {t('checkout.pay', { amount: money(bundle.amount, bundle.currency) })}
      </PendingButton>
      <TrustPoints className="mt-3" stacked />
    </form>
  );
}

function StoredMethodText({ label, holder, method }: { label: string; holder: string | null; method: PaymentMethod }) {
  const name = usePaymentMethodName();
  return (
    <span className="flex-grow-1">
      <span className="d-block fw-semibold">{label}</span>
      <span className="d-block small text-body-secondary">{[name(method), holder].filter(Boolean).join(' · ')}</span>
    </span>
  );
}

function BundleOption({ bundle, checked, onChange }: { bundle: PricedBundle; checked: boolean; onChange: () => void }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <div>
      <input className="app-method-input visually-hidden" type="radio" name="bundle" id={`bundle-${bundle.id}`} checked={checked} onChange={onChange} />
      <label className="app-method-option d-flex align-items-center gap-3 px-3 py-3 w-100" htmlFor={`bundle-${bundle.id}`}>
        <span className="flex-grow-1 fw-semibold">
          {t('credits.credits_count', { count: bundle.credits })}
          {bundle.highlight && <span className="badge rounded-pill text-bg-primary ms-2 align-middle">{t(`credits.highlight.${bundle.highlight}`)}</span>}
        </span>
        <span className="fw-bold">{money(bundle.amount, bundle.currency)}</span>
      </label>
    </div>
  );
}

/** SPEC §8: the stored card was declined; try it again, or pay the same bundle with PayPal. */
function DeclinedAlert({ bundleId, pending, onRetry }: { bundleId: string; pending: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert variant="danger" data-testid="repeat-declined">
      <div className="d-flex gap-2 mb-3">
        <ExclamationTriangleFill className="flex-shrink-0 mt-1" aria-hidden="true" />
        <div>
          <div className="fw-semibold">{t('payment_result.failed')}</div>
          <div className="small">{t('repeat_order.declined_text')}</div>
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2">
        <PendingButton type="button" variant="danger" pending={pending} onClick={onRetry} data-testid="repeat-retry">
          {t('repeat_order.retry')}
        </PendingButton>
        <Link className="btn btn-outline-danger d-inline-flex align-items-center gap-2" to={pathFor('credits-id-paymentmethod', { id: bundleId, paymentmethod: 'paypal' })} data-testid="repeat-paypal">
          <PaymentMethodLogo method="paypal" className="app-method-logo-sm" />
          {t('repeat_order.pay_with_paypal')}
        </Link>
      </div>
    </Alert>
  );
}
