import { CallError } from '../../components/call-error';
import type { CreditsOffer } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ArrowRepeat, ArrowReturnLeft, LockFill } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { PageLoading } from '../../components/page-loading';
import { useCurrentUser } from '../../hooks/use-session';
import { creditsOfferQuery } from '../../lib/payments';
import { useSettings } from '../../site/api';

/** Renders its children with the member's (or visitor's) offer once it is there; says so when it cannot be loaded. */
export function WithOffer({ children }: { children: (offer: CreditsOffer) => ReactNode }) {
  const user = useCurrentUser().data;
  const settings = useSettings();
  // A member pays in their profile's country; a visitor sees the country the site placed them in.
  const visitorCountry = user ? null : (settings?.geoip_selected_country ?? settings?.geoip_country);
  const offer = useQuery({ ...creditsOfferQuery(user?.id ?? null, visitorCountry), enabled: user !== undefined });
  if (offer.data) return children(offer.data);
  if (offer.isError) return <CallError error={offer.error} onRetry={() => void offer.refetch()} />;
  return <PageLoading />;
}

/** The reassurances a payer looks for next to a price: safe payment, no subscription, free returns. */
export function TrustPoints({ className = '', stacked }: { className?: string; stacked?: boolean }) {
  const { t } = useTranslation();
  const refundDays = useSettings()?.refund_days;
  const points = [
    { key: 'secure', Icon: LockFill, text: t('credits.trust.secure') },
    { key: 'once', Icon: ArrowRepeat, text: t('credits.trust.no_subscription') },
    ...(refundDays ? [{ key: 'returns', Icon: ArrowReturnLeft, text: t('credits.trust.returns', { days: refundDays }) }] : []),
  ];
  return (
    <ul
      className={`list-unstyled d-flex small text-body-secondary mb-0 ${stacked ? 'flex-column align-items-center gap-2' : 'flex-wrap justify-content-center gap-3 gap-md-4'} ${className}`}
    >
      {points.map(({ key, Icon, text }) => (
        <li key={key} className="d-flex align-items-center gap-2">
          <Icon className="text-success" aria-hidden="true" />
          {text}
        </li>
      ))}
    </ul>
  );
}
