import { CallError } from '../../components/call-error';
import type { CreditsOffer, DirectDebitStarted, PricedBundle, User } from '@app/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../components/alert';
import { ArrowLeft, CheckLg, ShieldCheck } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { MemberOnly } from '../../components/route-guards';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useFormErrors } from '../../hooks/use-form-errors';
import { useCurrentUser } from '../../hooks/use-session';
import { ApiError } from '../../lib/api-client';
import { formErrorsOf } from '../../lib/form-errors';
import { CREDITS_OFFER_KEY, creditsOfferQuery, formatMoney } from '../../lib/payments';
import { pathFor } from '../../route-table';
import { useConfirmDirectDebit, useStartDirectDebit } from './api';
import { CodeStep } from './code-step';
import { chosenBundle, type DirectDebitDetails, NO_DETAILS } from './details';
import { DetailsStep } from './details-step';
import { OrderSummary } from './order-summary';

const checks = () => import('./checks');

/** /directdebit?bundle={id}: pay a bundle by SEPA direct debit, confirmed with an SMS code (members only). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.directdebit'));
  return (
    <MemberOnly>
      <div className="container py-4 py-md-5" data-route="directdebit">
        <Offer />
      </div>
    </MemberOnly>
  );
}

function Offer() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const offer = useQuery({ ...creditsOfferQuery(user?.id ?? null), enabled: user !== undefined });
  const [searchParams] = useSearchParams();
  if (!user || offer.isPending) return <PageLoading />;
  if (offer.isError) return <CallError error={offer.error} onRetry={() => void offer.refetch()} />;
  const bundle = chosenBundle(offer.data.bundles, searchParams.get('bundle'));
  if (!bundle) return <Alert variant="warning">{t('errors.bundle_not_found')}</Alert>;
  return <DirectDebit user={user} offer={offer.data} bundle={bundle} />;
}

/** Why the offer rules direct debit out for this purchase, if it does. */
function unavailability(offer: CreditsOffer, bundle: PricedBundle): string | undefined {
  const { direct_debit: directDebit } = offer;
  if (!directDebit.available) return 'direct_debit.not_available';
  if (directDebit.blocked) return 'errors.direct_debit_blocked';
  if (directDebit.remaining_limit < bundle.amount) return 'errors.direct_debit_limit_reached';
  return undefined;
}

function DirectDebit({ user, offer, bundle }: { user: User; offer: CreditsOffer; bundle: PricedBundle }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useStartDirectDebit();
  const confirm = useConfirmDirectDebit();
  const detailsErrors = useFormErrors();
  const codeErrors = useFormErrors({ sms_code_invalid: 'code' });
  const [details, setDetails] = useState<DirectDebitDetails>(NO_DETAILS);
  const [started, setStarted] = useState<DirectDebitStarted | null>(null);
  const [code, setCode] = useState('');
  const [resent, setResent] = useState(false);

  const amount = formatMoney(bundle.amount, bundle.currency, i18n.language);
  const ruledOut = unavailability(offer, bundle);
  const otherMethods = pathFor('credits-id-paymentmethod', { id: bundle.id });

  /** A refusal that depends on the member's state means the offer we showed is out of date. */
  const refreshOfferOn = (error: unknown) => {
    if (error instanceof ApiError && (error.code === 'direct_debit_blocked' || error.code === 'direct_debit_limit_reached')) {
      void queryClient.invalidateQueries({ queryKey: CREDITS_OFFER_KEY });
    }
  };

  const sendCode = async (then: (answer: DirectDebitStarted) => void, showError: (error: unknown) => void) => {
    const { directDebitRequest } = await checks();
    const request = directDebitRequest(details, bundle.id, user.profile.country);
    if ('fields' in request) {
      setStarted(null);
      return detailsErrors.showFields(request.fields);
    }
    start.mutate(request.body, {
      onSuccess: then,
      onError: (error) => {
        refreshOfferOn(error);
        showError(error);
      },
    });
  };

  const submitDetails = () => {
    detailsErrors.clear();
    void sendCode((answer) => {
      setStarted(answer);
      setCode('');
      setResent(false);
      codeErrors.clear();
    }, detailsErrors.show);
  };

  const resend = () => {
    codeErrors.clear();
    void sendCode(
      (answer) => {
        setStarted(answer);
        setCode('');
        setResent(true);
      },
      (error) => {
        // A detail the server no longer accepts is fixed where it was typed.
        if (Object.keys(formErrorsOf(error).fields).length === 0) return codeErrors.show(error);
        setStarted(null);
        detailsErrors.show(error);
      },
    );
  };

  const submitCode = async () => {
    if (!started) return;
    const { DirectDebitConfirmBody } = await checks();
    const body = DirectDebitConfirmBody.safeParse({ verification_id: started.verification_id, code });
    if (!body.success) return codeErrors.show(body.error);
    codeErrors.clear();
    confirm.mutate(
      body.data,
      {
        onSuccess: ({ order }) => {
          void queryClient.invalidateQueries({ queryKey: CREDITS_OFFER_KEY });
          void navigate(`${pathFor('transactions-id', { id: String(order.id) })}?return=1`);
        },
        onError: codeErrors.show,
      },
    );
  };

  return (
    <div className="row justify-content-center g-4">
      <div className="col-12 col-xl-10">
        <Link to={otherMethods} className="small text-body-secondary text-decoration-none d-inline-flex align-items-center gap-1 mb-2">
          <ArrowLeft aria-hidden="true" />
          {t('direct_debit.other_methods')}
        </Link>
        <h1 className="h3 mb-1">{t('direct_debit.title')}</h1>
        <p className="text-body-secondary">{t('direct_debit.intro')}</p>
      </div>
      <div className="col-12 col-lg-5 col-xl-4 order-lg-2">
        <OrderSummary bundle={bundle} />
      </div>
      <div className="col-12 col-lg-7 col-xl-6 order-lg-1">
        {ruledOut && (
          <Alert variant={ruledOut === 'direct_debit.not_available' ? 'info' : 'danger'} data-testid="dd-unavailable">
            <p className="mb-2">{t(ruledOut)}</p>
            <Link to={otherMethods} className="alert-link">
              {t('direct_debit.choose_other_method')}
            </Link>
          </Alert>
        )}
        <div className="card border-0 shadow-sm">
          <div className="card-body p-4">
            <Steps current={started ? 2 : 1} />
            {started ? (
              <CodeStep
                phoneHint={started.phone_hint}
                code={code}
                onCodeChange={setCode}
                onConfirm={submitCode}
                onResend={resend}
                onBack={() => setStarted(null)}
                confirming={confirm.isPending || confirm.isSuccess}
                resending={start.isPending}
                resent={resent}
                fields={codeErrors.fields}
                formError={codeErrors.formError}
                amount={amount}
              />
            ) : (
              <DetailsStep
                details={details}
                onChange={(change) => setDetails((current) => ({ ...current, ...change }))}
                onSubmit={submitDetails}
                prepare={checks}
                pending={start.isPending}
                fields={detailsErrors.fields}
                formError={detailsErrors.formError}
                disabled={ruledOut !== undefined}
                amount={amount}
              />
            )}
          </div>
        </div>
        <p className="small text-body-secondary d-flex align-items-start gap-2 mt-3 mb-0">
          <ShieldCheck className="text-success flex-shrink-0 mt-1" aria-hidden="true" />
          {t('direct_debit.privacy')}
        </p>
      </div>
    </div>
  );
}

/** Where the member is: details first, then the SMS code. */
function Steps({ current }: { current: 1 | 2 }) {
  const { t } = useTranslation();
  const steps = [t('direct_debit.step_details'), t('direct_debit.step_code')];
  return (
    <ol className="list-unstyled d-flex gap-3 mb-4 small" aria-label={t('direct_debit.steps')}>
      {steps.map((label, index) => {
        const number = index + 1;
        const todo = number > current;
        return (
          <li
            key={label}
            className={`d-flex align-items-center gap-2 ${todo ? 'text-body-secondary' : 'fw-semibold'}`}
            aria-current={number === current ? 'step' : undefined}
          >
            <span
              className={`d-inline-flex align-items-center justify-content-center rounded-circle flex-shrink-0 ${
                todo ? 'border text-body-secondary' : 'text-bg-primary'
              }`}
              style={{ width: '1.75rem', height: '1.75rem' }}
              aria-hidden="true"
            >
              {number < current ? <CheckLg /> : number}
            </span>
            {label}
          </li>
        );
      })}
    </ol>
  );
}
