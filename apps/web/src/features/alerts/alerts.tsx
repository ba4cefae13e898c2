import type { User } from '@app/core';
import { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { BellFill, CameraFill, EnvelopeExclamation, EnvelopeSlash } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { PendingButton } from '../../components/pending-button';
import { ResendActivation } from '../../components/resend-activation';
import type { PushControls } from '../../hooks/use-push';
import { pathFor } from '../../route-table';
import { SiteAlert } from './site-alert';
import { TitledModal } from '../../components/titled-modal';

interface AlertProps {
  user: User;
  onDismiss: () => void;
}

/** SPEC §4: confirm the e-mail address; a modal right after signup on a smartphone. */
export function ActivateReminderAlert({ user, onDismiss, modal }: AlertProps & { modal: boolean }) {
  const { t } = useTranslation();
  const text = t('activation.reminder_text', { email: user.email });
  if (modal) {
    return (
      <TitledModal show onHide={onDismiss} centered data-testid="alert-activate-reminder" title={t('activation.reminder_title')}>
        <Modal.Body>
          <p>{text}</p>
          <p className="small text-body-secondary">{t('activation.spam_hint')}</p>
          <ResendActivation variant="primary" />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="link" onClick={onDismiss}>
            {t('common.close')}
          </Button>
        </Modal.Footer>
      </TitledModal>
    );
  }
  return (
    <SiteAlert
      name="activate-reminder"
      variant="warning"
      icon={<EnvelopeExclamation size={28} />}
      title={t('activation.reminder_title')}
      action={<ResendActivation variant="outline-dark" />}
      onDismiss={onDismiss}
    >
      {text}
    </SiteAlert>
  );
}

/** SPEC §4: mail to the member stopped; says why and where to see what to do. */
export function NotificationsDisabledAlert({ user, onDismiss }: AlertProps) {
  const { t } = useTranslation();
  return (
    <SiteAlert
      name="notifications-disabled"
      variant="danger"
      icon={<EnvelopeSlash size={28} />}
      title={t('alerts.notifications_disabled.title')}
      action={
        <Link className="btn btn-outline-dark" to={pathFor('notifications')}>
          {t('alerts.notifications_disabled.action')}
        </Link>
      }
      onDismiss={onDismiss}
    >
      {user.notifications_disabled.map((reason) => (
        <span className="d-block" key={reason}>
          {t(`settings.notifications.disabled.${reason}`)}
        </span>
      ))}
    </SiteAlert>
  );
}

/** SPEC §4 PROFILE_PHOTO_ALERT: members with a photo get far more replies. */
export function ProfilePhotoAlert({ onDismiss }: Omit<AlertProps, 'user'>) {
  const { t } = useTranslation();
  return (
    <SiteAlert
      name="profile-photo"
      variant="info"
      icon={<CameraFill size={28} />}
      title={t('alerts.profile_photo.title')}
      action={
        <Link className="btn btn-primary" to={pathFor('profile')}>
          {t('alerts.profile_photo.action')}
        </Link>
      }
      onDismiss={onDismiss}
    >
      {t('alerts.profile_photo.text')}
    </SiteAlert>
  );
}

/** SPEC §4 ENABLE_PUSH_ALERT with ENABLE_PUSH_BTN: asks the browser's permission on the click. */
export function PushAlert({ push, onDismiss }: Omit<AlertProps, 'user'> & { push: PushControls }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const enable = async () => {
    setFailed(false);
    // A refusal is not a failure: the permission becomes 'denied' and the alert goes away by itself.
    await push.enable().catch(() => setFailed(true));
  };
  return (
    <SiteAlert
      name="push"
      variant="info"
      icon={<BellFill size={26} />}
      title={t('alerts.push.title')}
      action={
        <PendingButton type="button" variant="primary" pending={push.pending} onClick={() => void enable()} data-testid="enable-push">
          {t('alerts.push.action')}
        </PendingButton>
      }
      note={
        failed && (
          <span className="d-block text-danger small mt-1" role="alert">
            {t('alerts.push.failed')}
          </span>
        )
      }
      onDismiss={onDismiss}
    >
      {t('alerts.push.text')}
    </SiteAlert>
  );
}
