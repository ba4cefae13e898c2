import { type CreditsOffer, DIRECT_DEBIT, type PaymentMethod } from '@app/core';
import { CheckCircleFill, ChevronRight } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { PaymentMethodLogo, usePaymentMethodName } from '../../components/payment-method-logo';
import { pathFor } from '../../route-table';

interface ApplePayWindow {
  ApplePaySession?: { canMakePayments?: () => boolean };
}

/** Apple Pay only shows where the browser can pay with it (Safari with a card in the wallet). */
function canUseApplePay(): boolean {
  try {
    return (window as ApplePayWindow).ApplePaySession?.canMakePayments?.() === true;
  } catch {
    return false;
  }
}

/** The offer's methods in its order, as far as this browser can use them. */
export function usableMethods(offer: CreditsOffer): PaymentMethod[] {
  return offer.payment_methods.filter((method) => method !== 'applepay' || canUseApplePay());
}

interface MethodPickerProps {
  methods: readonly PaymentMethod[];
  selected: PaymentMethod | undefined;
  onSelect: (method: PaymentMethod) => void;
  bundleId: string;
  directDebit: CreditsOffer['direct_debit'];
}

/**
 * The payment methods as one radio group. Direct debit has its own form (IBAN and SMS code), so it
 * is a link to /directdebit rather than an option of this checkout.
 */
export function MethodPicker({ methods, selected, onSelect, bundleId, directDebit }: MethodPickerProps) {
  const { t } = useTranslation();
  const name = usePaymentMethodName();
  return (
    <fieldset data-testid="method-picker">
      <legend className="h5 mb-3">{t('checkout.method_title')}</legend>
      <div className="d-grid gap-2">
        {methods.map((method) =>
          method === DIRECT_DEBIT ? (
            directDebit.available && (
              <DirectDebitOption key={method} bundleId={bundleId} blocked={directDebit.blocked} label={name(method)} />
            )
          ) : (
            <div key={method}>
              <input
                className="app-method-input visually-hidden"
                type="radio"
                name="payment-method"
                id={`method-${method}`}
                value={method}
                checked={selected === method}
                onChange={() => onSelect(method)}
                data-testid={`method-${method}`}
              />
              <label className="app-method-option d-flex align-items-center gap-3 px-3 py-2 w-100" htmlFor={`method-${method}`}>
                <PaymentMethodLogo method={method} />
                <span className="flex-grow-1 fw-semibold">{name(method)}</span>
                <CheckCircleFill className="app-method-check" size={20} aria-hidden="true" />
              </label>
            </div>
          ),
        )}
      </div>
    </fieldset>
  );
}

function DirectDebitOption({ bundleId, blocked, label }: { bundleId: string; blocked: boolean; label: string }) {
  const { t } = useTranslation();
  const content = (
    <>
      <PaymentMethodLogo method={DIRECT_DEBIT} />
      <span className="flex-grow-1">
        <span className="d-block fw-semibold text-body">{label}</span>
        {blocked && <span className="d-block small text-danger">{t('errors.direct_debit_blocked')}</span>}
      </span>
      {!blocked && <ChevronRight className="text-body-secondary" aria-hidden="true" />}
    </>
  );
  if (blocked)
    return (
      <div className="app-method-option app-method-option-disabled d-flex align-items-center gap-3 px-3 py-2" aria-disabled="true" data-testid="method-directdebit">
        {content}
      </div>
    );
  return (
    <Link
      className="app-method-option d-flex align-items-center gap-3 px-3 py-2 text-decoration-none"
      to={`${pathFor('directdebit')}?${new URLSearchParams({ bundle: bundleId })}`}
      data-testid="method-directdebit"
    >
      {content}
    </Link>
  );
}
