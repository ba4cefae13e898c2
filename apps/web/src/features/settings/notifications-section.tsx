import type { User } from '@app/core';
import { BellFill } from 'react-bootstrap-icons';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { SettingsSection } from '../../components/settings-section';
import { pathFor } from '../../route-table';

/** E-mail and push notifications have their own page (/notifications); this says where. */
export function NotificationsSection({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <SettingsSection id="notifications" title={t('notifications.title')}>
      {user.notifications_disabled.length > 0 && (
        <p className="text-danger">{t('alerts.notifications_disabled.title')}</p>
      )}
      <p className="text-body-secondary">{t('notifications.settings_intro')}</p>
      <Link className="btn btn-outline-primary d-inline-flex align-items-center gap-2" to={pathFor('notifications')}>
        <BellFill aria-hidden="true" />
        {t('notifications.manage')}
      </Link>
    </SettingsSection>
  );
}
