import { Alert, Button, Modal } from 'react-bootstrap';
import { EnvelopeExclamation } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDismissal } from '../hooks/use-dismissal';
import { SMARTPHONE_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { useRouteName } from '../hooks/use-route-name';
import { useCurrentUser } from '../hooks/use-session';
import { activateReminderMode } from './activate-reminder-mode';
import { ResendActivation } from './resend-activation';

/** The default layout's reminder to confirm the e-mail address (SPEC §4). */
export function ActivateReminder() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const route = useRouteName();
  const [searchParams] = useSearchParams();
  const smartphone = useMediaQuery(SMARTPHONE_QUERY);
  const [dismissed, dismiss] = useDismissal('activate-reminder');
  const mode = activateReminderMode({
    user,
    route,
    dismissed,
    signupComplete: searchParams.has('api_signup_complete'),
    smartphone,
  });
  if (mode === 'hidden' || !user) return null;

  const text = t('activation.reminder_text', { email: user.email });
  if (mode === 'modal') {
    return (
      <Modal show onHide={dismiss} centered data-testid="activate-reminder">
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title as="h2" className="h5">
            {t('activation.reminder_title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{text}</p>
          <p className="small text-body-secondary">{t('activation.spam_hint')}</p>
          <ResendActivation variant="primary" />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="link" onClick={dismiss}>
            {t('common.close')}
          </Button>
        </Modal.Footer>
      </Modal>
    );
  }
  return (
    <div className="container mt-3">
      <Alert variant="warning" dismissible onClose={dismiss} closeLabel={t('common.close')} data-testid="activate-reminder">
        <div className="d-flex flex-column flex-md-row gap-3 align-items-md-center">
          <EnvelopeExclamation size={28} className="flex-shrink-0" aria-hidden="true" />
          <div className="flex-grow-1">
            <strong className="d-block">{t('activation.reminder_title')}</strong>
            {text}
          </div>
          <ResendActivation variant="outline-dark" />
        </div>
      </Alert>
    </div>
  );
}
