import { useRef, useState } from 'react';
import { CloseButton } from 'react-bootstrap';
import { Stopwatch } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteName } from '../../hooks/use-route-name';
import { useTopBannerHeight } from '../../hooks/use-top-banner-height';
import { readStoredJson, writeStored } from '../../lib/browser-storage';
import { pathFor, type RouteName } from '../../route-table';
import { Countdown } from './countdown';
import { useTimeBonus } from './use-time-bonus';

const HIDDEN_KEY = 'time-bonus-strip-hidden';

/** Pages of a payment under way: an offer that leads back to /credits would only distract there. */
const CHECKOUT = new Set<RouteName>(['credits-id-paymentmethod', 'credits-repeat-order', 'directdebit', 'transactions-id']);

/**
 * The welcome bonus under the navigation while it runs (SPEC §4). Closing it hides it for this
 * visit only: the offer is worth seeing again next time, and the modal keeps its own dismissal.
 */
export function TimeBonusStrip() {
  const { t } = useTranslation();
  const bonus = useTimeBonus();
  const route = useRouteName();
  const [hidden, setHidden] = useState(() => readStoredJson('session', HIDDEN_KEY) === true);
  const strip = useRef<HTMLElement>(null);
  const shown = Boolean(bonus) && !hidden && !(route && CHECKOUT.has(route));
  useTopBannerHeight(strip, shown);
  if (!bonus || !shown) return null;

  const hide = () => {
    writeStored('session', HIDDEN_KEY, true);
    setHidden(true);
  };
  return (
    <aside ref={strip} className="app-hero" aria-label={t('time_bonus.strip_label')} data-testid="time-bonus-strip">
      <div className="container d-flex align-items-center gap-2 gap-sm-3 py-2 small">
        <Stopwatch size={20} className="flex-shrink-0 d-none d-sm-block" aria-hidden="true" />
        <p className="app-strip-text mb-0 lh-sm">
          <strong className="d-block d-md-inline me-md-1">{t('time_bonus.strip_title', { percentage: bonus.percentage })}</strong>
          <span className="text-nowrap">
            {t('time_bonus.ends_in')} <Countdown seconds={bonus.secondsLeft} className="fw-semibold" />
          </span>
        </p>
        {route !== 'credits' && (
          <Link className="btn btn-light btn-sm fw-semibold text-primary app-strip-cta" to={pathFor('credits')} data-testid="time-bonus-strip-cta">
            {t('time_bonus.strip_cta', { percentage: bonus.percentage })}
          </Link>
        )}
        <CloseButton variant="white" className="flex-shrink-0" aria-label={t('time_bonus.hide')} onClick={hide} />
      </div>
    </aside>
  );
}
