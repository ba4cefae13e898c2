import { type CreditsOffer, type DiscountCode, DIRECT_DEBIT, discountedAmount, type PaymentMethod, type PricedBundle, type User } from '@app/core';
import { lazy, Suspense, useState } from 'react';
import { ArrowLeft, LockFill, QuestionCircle } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PendingButton } from '../../components/pending-button';
import { MemberOnly } from '../../components/route-guards';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useFormatMoney } from '../../hooks/use-format-money';
import { useCurrentUser } from '../../hooks/use-session';
import { errorText } from '../../lib/error-text';
import { pathFor } from '../../route-table';
import { CARRIED_CODE_PARAM, useCreatePayment } from './api';
import { discountFits } from './discount';
import { DiscountField } from './discount-field';
import { MethodPicker, usableMethods } from './method-picker';
import { TrustPoints, WithOffer } from './offer';
import { OrderSummary } from './order-summary';
import { useWelcomeBonus } from './use-welcome-bonus';
import './credits.css';

// Loaded by the first press on Pay: react-bootstrap's Modal is not worth its weight in the
// checkout's first load (issue #20).
const ConfirmPaymentModal = lazy(() => import('./confirm-payment-modal').then((module) => ({ default: module.ConfirmPaymentModal })));

/** /credits/{id}/{paymentmethod?}: the checkout of one bundle; the chosen method lives in the URL. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.credits-id-paymentmethod'));
  return (
    <MemberOnly>
      <div className="container py-3 py-md-4" data-route="credits-id-paymentmethod">
        <Checkout />
      </div>
    </MemberOnly>
  );
}

function Checkout() {
  const { id = '' } = useParams();
  const user = useCurrentUser().data;
  if (!user) return null;
  return (
    <WithOffer>
      {(offer) => {
        const bundle = offer.bundles.find((candidate) => candidate.id === id);
        return bundle ? <CheckoutForm key={bundle.id} offer={offer} bundle={bundle} user={user} /> : <BundleNotFound />;
      }}
    </WithOffer>
  );
}

function BundleNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState icon={<QuestionCircle size={40} />} title={t('checkout.not_found')} text={t('checkout.not_found_text')}>
      <Link className="btn btn-primary" to={pathFor('credits')}>
        {t('checkout.back_to_bundles')}
      </Link>
    </EmptyState>
  );
}

function CheckoutForm({ offer, bundle, user }: { offer: CreditsOffer; bundle: PricedBundle; user: User }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const navigate = useNavigate();
  const { paymentmethod } = useParams();
  const { search } = useLocation();
  const carriedCode = new URLSearchParams(search).get(CARRIED_CODE_PARAM);
  const methods = usableMethods(offer);
  const [typedCode, setTypedCode] = useState<DiscountCode | null>(null);
  /** Undefined until Pay is first pressed: the confirmation's code loads then. */
  const [confirming, setConfirming] = useState<boolean>();
  const welcome = useWelcomeBonus(user);
  const payment = useCreatePayment();

  if (paymentmethod === DIRECT_DEBIT)
    return <Navigate to={`${pathFor('directdebit')}?${new URLSearchParams({ bundle: bundle.id })}`} replace />;

  // A method from the URL that is not offered here (an old or shared link) falls back to the first one.
  const method = methods.find((candidate) => candidate === paymentmethod) ?? methods.find((candidate) => candidate !== DIRECT_DEBIT);
  const typedFits = typedCode !== null && discountFits(typedCode, bundle, method);
  const discount = typedFits ? typedCode : welcome && discountFits(welcome, bundle, method) ? welcome : null;
  const total = discountedAmount(bundle.amount, discount?.value_percentage ?? null);

  // The search stays: a carried code (`?code=`) is still there after a reload.
  const select = (next: PaymentMethod) =>
    navigate({ pathname: pathFor('credits-id-paymentmethod', { id: bundle.id, paymentmethod: next }), search }, { preventScrollReset: true });

  const pay = () => {
    if (!method) return;
    payment.mutate(
      { bundle_id: bundle.id, method, discount_code: discount?.code },
      {
        onSuccess: ({ order, checkout_url }) => {
          if (checkout_url) window.location.assign(checkout_url);
          else navigate(`${pathFor('transactions-id', { id: String(order.id) })}?return=1`);
        },
      },
    );
  };

  return (
    <>
      <Link className="d-inline-flex align-items-center gap-2 link-secondary text-decoration-none mb-3" to={pathFor('credits')}>
        <ArrowLeft aria-hidden="true" />
        {t('checkout.back_to_bundles')}
      </Link>
      <h1 className="h3 mb-1">{t('checkout.title')}</h1>
      <p className="text-body-secondary mb-4">{t('checkout.lead', { count: bundle.credits, price: money(bundle.amount, bundle.currency) })}</p>
      <div className="row g-4">
        <div className="col-lg-7">
          <MethodPicker methods={methods} selected={method} onSelect={select} bundleId={bundle.id} directDebit={offer.direct_debit} />
          <DiscountField
            bundleId={bundle.id}
            method={method}
            applied={discount}
            unfit={typedCode && !typedFits ? typedCode : null}
            onApply={setTypedCode}
            onRemove={() => setTypedCode(null)}
            initialCode={carriedCode}
          />
        </div>
        <div className="col-lg-5">
          <div className="app-summary">
            <OrderSummary bundle={bundle} discount={discount} becomesPremium={!user.paid_user}>
              <PendingButton
                type="button"
                size="lg"
                className="w-100 mt-4 d-flex align-items-center justify-content-center"
                pending={payment.isPending}
                disabled={!method}
                onClick={() => {
                  payment.reset();
                  setConfirming(true);
                }}
                data-testid="pay-button"
              >
                <LockFill className="me-2" aria-hidden="true" />
                {t('checkout.pay', { amount: money(total, bundle.currency) })}
              </PendingButton>
            </OrderSummary>
            <TrustPoints className="mt-3" stacked />
          </div>
        </div>
      </div>
      {method && confirming !== undefined && (
        <Suspense fallback={null}>
          <ConfirmPaymentModal
            show={confirming}
            bundle={bundle}
            method={method}
            total={total}
            pending={payment.isPending || payment.isSuccess}
            error={payment.isError ? errorText(t, payment.error) : null}
            onConfirm={pay}
            onHide={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </>
  );
}
