import type { PaymentMethod } from '@app/core';
import type { ReactNode } from 'react';
import { Apple, Bank, CreditCard2Front, Phone } from 'react-bootstrap-icons';
import { useTranslation } from '../i18n/use-translation';

interface MethodLook {
  /** The brand's own name; generic methods are translated instead (payment_methods.<method>). */
  brand?: string;
  /** Tile colour and what is written on it: the brand's colour and short mark, drawn here so no logo is downloaded. */
  background: string;
  mark: ReactNode;
  color?: string;
}

const text = (mark: string, size = 10) => (
  <text x="24" y="16" dominantBaseline="central" textAnchor="middle" fontSize={size} fontWeight="700" fontFamily="system-ui, sans-serif">
    {mark}
  </text>
);

const icon = (Icon: typeof Bank) => <Icon x="14" y="6" width="20" height="20" />;

const LOOKS: Record<PaymentMethod, MethodLook> = {
  ideal: { brand: 'iDEAL', background: '#cc0066', mark: text('iDEAL') },
  bancontact: { brand: 'Bancontact', background: '#005498', mark: text('BC', 12) },
  creditcard: { background: '#1a1f71', mark: icon(CreditCard2Front) },
  maestro: { brand: 'Maestro', background: '#0099df', mark: text('maestro', 8.5) },
  cartebancaire: { brand: 'Carte Bancaire', background: '#00589c', mark: text('CB', 13) },
  dankort: { brand: 'Dankort', background: '#ed1c24', mark: text('Dankort', 8) },
  nexi: { brand: 'Nexi', background: '#2d32aa', mark: text('nexi', 11) },
  paypal: { brand: 'PayPal', background: '#ffc439', color: '#003087', mark: text('PayPal', 9.5) },
  applepay: {
    brand: 'Apple Pay',
    background: '#000',
    mark: (
      <>
        <Apple x="7" y="8" width="14" height="14" />
        <text x="31" y="16.5" dominantBaseline="central" textAnchor="middle" fontSize="10" fontWeight="600" fontFamily="system-ui, sans-serif">
          Pay
        </text>
      </>
    ),
  },
  sofort: { brand: 'SOFORT', background: '#ef809f', color: '#17120f', mark: text('SOFORT', 8) },
  giropay: { brand: 'giropay', background: '#000268', mark: text('giropay', 8) },
  eps: { brand: 'EPS', background: '#c8036f', mark: text('eps', 12) },
  przelewy24: { brand: 'Przelewy24', background: '#d13239', mark: text('P24', 12) },
  blik: { brand: 'BLIK', background: '#000', mark: text('blik', 12) },
  swish: { brand: 'Swish', background: '#fff', color: '#1c9ad6', mark: text('swish', 10) },
  mobilepay: { brand: 'MobilePay', background: '#5a78ff', mark: icon(Phone) },
  vipps: { brand: 'Vipps', background: '#ff5b24', mark: text('vipps', 10.5) },
  twint: { brand: 'TWINT', background: '#000', mark: text('TWINT', 9) },
  satispay: { brand: 'Satispay', background: '#ef4a3d', mark: text('satispay', 7.5) },
  paysafecard: { brand: 'paysafecard', background: '#008ac9', mark: text('paysafe', 8) },
  banktransfer: { background: '#495057', mark: icon(Bank) },
  directdebit: { background: '#2b4c9b', mark: text('SEPA', 10) },
};

/** What a payment method is called: its brand, or the translated kind for cards, transfers and direct debit. */
export function usePaymentMethodName(): (method: PaymentMethod) => string {
  const { t } = useTranslation();
  return (method) => LOOKS[method].brand ?? t(`payment_methods.${method}`);
}

/** A payment method's recognisable tile (brand colour and mark), decorative: its name is written beside it. */
export function PaymentMethodLogo({ method, className = '' }: { method: PaymentMethod; className?: string }) {
  const look = LOOKS[method];
  return (
    <svg
      className={`app-method-logo flex-shrink-0 ${className}`}
      viewBox="0 0 48 32"
      width="48"
      height="32"
      aria-hidden="true"
      focusable="false"
      // The marks (and the icons drawn inside) paint in currentColor: the brand's text colour.
      fill="currentColor"
      style={{ color: look.color ?? '#fff' }}
    >
      <rect x="0.5" y="0.5" width="47" height="31" rx="5" fill={look.background} stroke="rgba(0,0,0,.12)" />
      {look.mark}
    </svg>
  );
}

/** Logo and name on one line, for lists and receipts. */
export function PaymentMethodLabel({ method }: { method: PaymentMethod }) {
  const name = usePaymentMethodName();
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <PaymentMethodLogo method={method} className="app-method-logo-sm" />
      {name(method)}
    </span>
  );
}
