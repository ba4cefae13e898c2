import { TIME_BONUS } from '@app/core';
import { useEffect, useState } from 'react';
import { Button, CloseButton, Modal } from 'react-bootstrap';
import { Gift } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDismissal } from '../../hooks/use-dismissal';
import { useRouteName } from '../../hooks/use-route-name';
import { useCurrentUser } from '../../hooks/use-session';
import { pathFor } from '../../route-table';
import { Countdown } from './countdown';
import { inMembersArea } from './members-area';
import { useTimeBonus } from './use-time-bonus';

/** The default layout's time-bonus modal (SPEC §4), once per member and browser. */
export function TimeBonusModal() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  // Keyed, so the next member to log in on this browser gets their own dismissal.
  return <MemberTimeBonusModal key={user.id} userId={user.id} credits={user.credits} />;
}

/**
 * Opens TIME_BONUS.modalDelayMs after entering the members area with 0 credits and a running bonus;
 * walking on inside the area keeps the timer, leaving it cancels the timer.
 */
function MemberTimeBonusModal({ userId, credits }: { userId: number; credits: number }) {
  const { t } = useTranslation();
  const bonus = useTimeBonus();
  const route = useRouteName();
  const [dismissed, dismiss] = useDismissal(`time-bonus-modal.${userId}`);
  const [due, setDue] = useState(false);
  const armed = inMembersArea(route) && credits === 0 && bonus !== null && !dismissed;

  // Leaving the area (or the bonus ending) takes back a modal that is open or about to open.
  if (due && !armed) setDue(false);

  useEffect(() => {
    if (!armed) return;
    const timer = setTimeout(() => setDue(true), TIME_BONUS.modalDelayMs);
    return () => clearTimeout(timer);
  }, [armed]);

  if (!bonus) return null;
  return (
    <Modal
      show={due}
      onHide={dismiss}
      centered
      aria-labelledby="time-bonus-title"
      contentClassName="border-0 overflow-hidden"
      data-testid="time-bonus-modal"
    >
      <div className="app-hero text-center position-relative px-4 pt-4 pb-3">
        <CloseButton variant="white" className="position-absolute top-0 end-0 m-3" aria-label={t('common.close')} onClick={dismiss} />
        <Gift size={36} aria-hidden="true" />
        <div className="display-3 fw-bold lh-1 mt-2" aria-hidden="true">
          −{bonus.percentage}%
        </div>
        <h2 className="h4 mt-2 mb-0" id="time-bonus-title">
          {t('time_bonus.modal_title', { percentage: bonus.percentage })}
        </h2>
      </div>
      <Modal.Body className="text-center p-4">
        <p className="mb-3">{t('time_bonus.modal_text', { percentage: bonus.percentage })}</p>
        <p className="text-uppercase small fw-semibold text-body-secondary mb-1">{t('time_bonus.act_fast')}</p>
        <Countdown seconds={bonus.secondsLeft} className="d-block display-6 fw-bold text-primary mb-4" />
        <Link className="btn btn-primary btn-lg w-100" to={pathFor('credits')} onClick={dismiss} data-testid="time-bonus-cta">
          {t('time_bonus.modal_cta', { percentage: bonus.percentage })}
        </Link>
        <Button variant="link" className="text-body-secondary mt-2" onClick={dismiss}>
          {t('time_bonus.later')}
        </Button>
      </Modal.Body>
    </Modal>
  );
}
