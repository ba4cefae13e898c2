import { NOTIFICATION_TYPES, type User } from '@app/core';
import { Alert, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useUpdateUser } from '../../hooks/use-session';
import { errorText } from '../../lib/form-errors';
import { SavedNote, SettingsSection } from './settings-section';

/** Which mails the member gets, one switch per kind; each switch is saved at once. */
export function NotificationsSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  // While a change is on its way, show it rather than the stored state it replaces.
  const settings = update.isPending ? update.variables.notification_settings! : user.notification_settings;
  return (
    <SettingsSection id="notifications" title={t('settings.notifications.title')}>
      {user.notifications_disabled.map((reason) => (
        <Alert variant="warning" key={reason}>
          {t(`settings.notifications.disabled.${reason}`)}
        </Alert>
      ))}
      <p className="text-body-secondary">{t('settings.notifications.intro')}</p>
      {update.isError && <Alert variant="danger">{errorText(t, update.error)}</Alert>}
      {NOTIFICATION_TYPES.map((type) => (
        <Form.Check
          type="switch"
          key={type}
          id={`settings-notification-${type}`}
          className="mb-2"
          label={t(`settings.notifications.types.${type}`)}
          checked={settings[type]}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate({ notification_settings: { ...user.notification_settings, [type]: event.target.checked } })
          }
        />
      ))}
      <SavedNote show={update.isSuccess} />
    </SettingsSection>
  );
}
