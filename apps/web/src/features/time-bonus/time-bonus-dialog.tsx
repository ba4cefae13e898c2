import { Button, CloseButton, Modal } from 'react-bootstrap';
import { Gift } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { pathFor } from '../../route-table';
import { Countdown } from './countdown';
import type { TimeBonus } from './use-time-bonus';

/** The time-bonus modal's dialog; time-bonus-modal.tsx decides when it shows. */
export default function TimeBonusDialog({ bonus, show, onDismiss }: { bonus: TimeBonus; show: boolean; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      show={show}
      onHide={onDismiss}
      centered
      aria-labelledby="time-bonus-title"
      contentClassName="border-0 overflow-hidden"
      data-testid="time-bonus-modal"
    >
      <div className="app-hero text-center position-relative px-4 pt-4 pb-3">
        <CloseButton variant="white" className="position-absolute top-0 end-0 m-3" aria-label={t('common.close')} onClick={onDismiss} />
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
        <Link className="btn btn-primary btn-lg w-100 app-bonus-cta" to={pathFor('credits')} onClick={onDismiss} data-testid="time-bonus-cta">
          {t('time_bonus.modal_cta', { percentage: bonus.percentage })}
        </Link>
        <Button variant="link" className="text-body-secondary mt-2" onClick={onDismiss}>
          {t('time_bonus.later')}
        </Button>
      </Modal.Body>
    </Modal>
  );
}
