import { useRef, useSyncExternalStore } from 'react';
import { CloseButton } from 'react-bootstrap';
import { Stopwatch } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { TakeOverInTurn } from '../../app/take-over';
import { useRouteName } from '../../hooks/use-route-name';
import { useTopBannerHeight } from '../../hooks/use-top-banner-height';
import { readStoredJson, writeStored } from '../../lib/browser-storage';
import { CHECKOUT_ROUTES } from '../../lib/payments';
import { pathFor } from '../../route-table';
import { Countdown } from './countdown';
import { type TimeBonus, useTimeBonus } from './use-time-bonus';

const HIDDEN_KEY = 'time-bonus-strip-hidden';

/** The strip at the top and its phone twin in the alert dock hide together. */
const hiddenListeners = new Set<() => void>();
const hiddenThisVisit = () => readStoredJson('session', HIDDEN_KEY) === true;

function hideForThisVisit(): void {
  writeStored('session', HIDDEN_KEY, true);
  for (const listener of hiddenListeners) listener();
}

function useHiddenThisVisit(): boolean {
  return useSyncExternalStore(
    (listener) => {
      hiddenListeners.add(listener);
      return () => hiddenListeners.delete(listener);
    },
    hiddenThisVisit,
    hiddenThisVisit,
  );
}

/**
 * The welcome bonus while it runs and is due here (SPEC §4): not on the pages of a payment under
 * way, where an offer that leads back to /credits would only distract, nor once hidden. Hiding it
 * lasts for this visit only: the offer is worth seeing again next time, and the modal keeps its own
 * dismissal.
 */
export function useBonusStrip(): TimeBonus | null {
  const bonus = useTimeBonus();
  const route = useRouteName();
  const hidden = useHiddenThisVisit();
  return bonus && !hidden && !(route && CHECKOUT_ROUTES.includes(route)) ? bonus : null;
}

/** The offer, its countdown, the way to /credits (except there) and the close button. */
function BonusRow({ bonus, className }: { bonus: TimeBonus; className: string }) {
  const { t } = useTranslation();
  const route = useRouteName();
  return (
    <div className={`d-flex align-items-center gap-2 gap-sm-3 small ${className}`}>
      <Stopwatch size={20} className="flex-shrink-0 app-strip-icon" aria-hidden="true" />
      <p className="app-strip-text mb-0 lh-sm">
        <strong className="app-strip-title d-block d-md-inline me-md-1">{t('time_bonus.strip_title', { percentage: bonus.percentage })}</strong>
        <span className="text-nowrap">
          <span className="app-strip-ends-in">{t('time_bonus.ends_in')} </span>
          <Countdown seconds={bonus.secondsLeft} className="fw-semibold" />
        </span>
      </p>
      {route !== 'credits' && (
        <Link className="btn btn-light btn-sm fw-semibold text-primary app-strip-cta" to={pathFor('credits')} data-testid="time-bonus-strip-cta">
          {t('time_bonus.strip_cta', { percentage: bonus.percentage })}
        </Link>
      )}
      <CloseButton variant="white" className="flex-shrink-0" aria-label={t('time_bonus.hide')} onClick={hideForThisVisit} />
    </div>
  );
}

/**
 * The welcome bonus under the navigation, from md up. A phone shows it in the alert dock instead
 * (DockedTimeBonus, app/banner-host.tsx), when no more pressing alert takes the one place there.
 * Taken over in a turn of its own (app/take-over.tsx), which needs the element there: only with a bonus.
 */
export function TimeBonusStrip() {
  const bonus = useBonusStrip();
  if (!bonus) return null;
  return (
    <TakeOverInTurn>
      <BonusStrip bonus={bonus} />
    </TakeOverInTurn>
  );
}

function BonusStrip({ bonus }: { bonus: TimeBonus }) {
  const { t } = useTranslation();
  const strip = useRef<HTMLElement>(null);
  useTopBannerHeight(strip, true);
  return (
    <aside ref={strip} className="app-hero d-none d-md-block" aria-label={t('time_bonus.strip_label')} data-testid="time-bonus-strip">
      <BonusRow bonus={bonus} className="container py-2" />
    </aside>
  );
}

/** The welcome bonus as a phone's one banner, over the tab bar: the countdown and the offer on one line. */
export function DockedTimeBonus({ bonus }: { bonus: TimeBonus }) {
  const { t } = useTranslation();
  return (
    <aside className="app-hero app-docked-bonus" aria-label={t('time_bonus.strip_label')} data-testid="time-bonus-docked">
      <BonusRow bonus={bonus} className="px-3 py-2" />
    </aside>
  );
}
